import { hostingPageHeads } from './page-heads';
import type { HostingPage, Microsoft365Plan } from './types';

const ONEDRIVE = '1 TB OneDrive';

export const microsoft365Plans: readonly Microsoft365Plan[] = [
  {
    id: 'm365-business-basic',
    name: 'Business Basic',
    price: 'R129',
    yearlyPrice: 'R1299',
    users: 'Per User',
    storage: ONEDRIVE,
    mailbox: '50 GB',
    features: [
      'Business email on your own domain',
      'Word, Excel and PowerPoint on the web and mobile',
      'Microsoft Teams chat, calls and meetings',
      'SharePoint team sites',
      'Standard security',
    ],
  },
  {
    // The spec gives no mailbox size for this plan; 50 GB is Microsoft's size for it, as for Basic.
    id: 'm365-business-standard',
    name: 'Business Standard',
    price: 'R249',
    yearlyPrice: 'R2499',
    popular: true,
    users: 'Per User',
    storage: ONEDRIVE,
    mailbox: '50 GB',
    features: [
      'Everything in Business Basic',
      'Desktop Word, Excel, PowerPoint and Outlook',
      'Install on up to 5 PCs or Macs per user',
      'Webinars and attendee registration in Teams',
      'Collaborative workspaces with Microsoft Loop',
    ],
  },
  {
    id: 'm365-business-premium',
    name: 'Business Premium',
    price: 'R449',
    yearlyPrice: 'R4499',
    users: 'Per User',
    storage: ONEDRIVE,
    mailbox: '100 GB',
    features: [
      'Everything in Business Standard',
      'Advanced threat protection with Defender for Business',
      'Device management with Intune',
      'Conditional access with Entra ID P1',
      'Email archiving',
    ],
  },
];

export const microsoft365Page: HostingPage = {
  ...hostingPageHeads['microsoft-365'],
  benefits: [
    {
      title: 'Business Email',
      text: 'Professional Outlook email on your own domain, with calendars and contacts on every device.',
      icon: 'mail',
    },
    {
      title: 'Cloud Storage',
      text: '1 TB of OneDrive storage per user, so files are safe and available anywhere.',
      icon: 'cloud',
    },
    {
      title: 'Teams Collaboration',
      text: 'Chat, meet and work on documents together in Microsoft Teams.',
      icon: 'users',
    },
    {
      title: 'Enterprise Security',
      text: 'Multi-factor authentication, spam and malware filtering, and data protection built in.',
      icon: 'shield',
    },
  ],
  sectionTitle: 'Choose Your Microsoft 365 Plan',
  orderLabel: 'Get Quote',
  showPrices: false,
  columns: { sm: 1, md: 2, lg: 3, xl: 3 },
};

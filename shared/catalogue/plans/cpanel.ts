import { hostingPageHeads } from './page-heads';
import type { CpanelPlan, HostingPage } from './types';

/** What a plan of several accounts has; Unlimited adds to Multi's. */
const multiFeatures = [
  'Latest cPanel',
  'A separate cPanel for each account',
  'Softaculous one-click installs',
  'Free SSL certificates',
  'Daily backups',
];

export const cpanelPlans: readonly CpanelPlan[] = [
  {
    id: 'cpanel-single',
    name: 'Single',
    price: 'R79',
    yearlyPrice: 'R799',
    accounts: 1,
    storage: '10 GB',
    bandwidth: '100 GB',
    features: ['Latest cPanel', 'Softaculous one-click installs', 'Free SSL certificate', 'Daily backups', 'Email accounts'],
  },
  {
    id: 'cpanel-multi',
    name: 'Multi',
    price: 'R149',
    yearlyPrice: 'R1499',
    popular: true,
    accounts: 5,
    storage: '30 GB',
    bandwidth: '300 GB',
    features: multiFeatures,
  },
  {
    id: 'cpanel-unlimited',
    name: 'Unlimited',
    price: 'R299',
    yearlyPrice: 'R2999',
    accounts: 'Unlimited',
    storage: '100 GB',
    bandwidth: 'Unlimited',
    features: [...multiFeatures, 'Priority support'],
  },
];

export const cpanelPage: HostingPage = {
  ...hostingPageHeads.cpanel,
  benefits: [
    {
      title: 'Full cPanel Access',
      text: 'Every tool in cPanel for your files, domains, email, databases and backups.',
      icon: 'settings',
    },
    {
      title: 'One-Click Installs',
      text: 'Softaculous installs WordPress and 400+ other applications in a single click.',
      icon: 'download',
    },
    {
      title: 'Enhanced Security',
      text: 'Free SSL, malware scanning and a firewall protect every account.',
      icon: 'lock',
    },
  ],
  sectionTitle: 'Choose Your cPanel Plan',
  orderLabel: 'Get Quote',
  showPrices: false,
  columns: { sm: 1, md: 2, lg: 3, xl: 3 },
};

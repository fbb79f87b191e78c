import { hostingPageHeads } from './page-heads';
import type { HostingPage, ResellerPlan } from './types';

/** Every reseller plan has these; a bigger plan adds to its smaller one's. */
const starterFeatures = [
  'WHM control panel',
  'cPanel for every client',
  'White-label nameservers',
  'Free SSL certificates',
  'Daily backups',
];
const businessFeatures = [...starterFeatures, 'Softaculous app installer'];

export const resellerPlans: readonly ResellerPlan[] = [
  {
    id: 'reseller-starter',
    name: 'Starter',
    price: 'R299',
    yearlyPrice: 'R2999',
    storage: '50 GB',
    bandwidth: '500 GB',
    accounts: 25,
    features: starterFeatures,
  },
  {
    id: 'reseller-business',
    name: 'Business',
    price: 'R499',
    yearlyPrice: 'R4999',
    popular: true,
    storage: '100 GB',
    bandwidth: '1 TB',
    accounts: 50,
    features: businessFeatures,
  },
  {
    id: 'reseller-pro',
    name: 'Pro',
    price: 'R899',
    yearlyPrice: 'R8999',
    storage: '200 GB',
    bandwidth: '2 TB',
    accounts: 100,
    features: [...businessFeatures, 'Priority support'],
  },
];

export const resellerPage: HostingPage = {
  ...hostingPageHeads.reseller,
  benefits: [
    {
      title: 'Your Brand',
      text: 'White-label hosting with your own nameservers, so your clients only ever see your name.',
      icon: 'tag',
    },
    {
      title: 'Earn Revenue',
      text: 'Set your own prices and packages, and keep the profit on every account you sell.',
      icon: 'coins',
    },
    {
      title: 'Full Control',
      text: 'Create and manage client accounts with WHM, and give each client their own cPanel.',
      icon: 'sliders',
    },
  ],
  sectionTitle: 'Choose Your Reseller Plan',
  orderLabel: 'Get Quote',
  showPrices: false,
  columns: { sm: 1, md: 2, lg: 3, xl: 3 },
};

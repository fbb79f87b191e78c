import { hostingPageHeads } from './page-heads';
import type { HostingPage, SharedPlan } from './types';

/**
 * Prices are hidden on this page but kept so the plans stay comparable. Storage is SSD on all
 * three (the spec's Starter row says so and abbreviates the others); planDetails adds the word.
 */
/** Business's features; Professional adds to them. */
const businessFeatures = [
  'Free SSL certificates',
  'cPanel control panel',
  'Daily backups',
  'One-click app installs',
  'Free website migration',
];

export const sharedPlans: readonly SharedPlan[] = [
  {
    id: 'shared-starter',
    name: 'Starter',
    price: 'R49',
    yearlyPrice: 'R499',
    websites: 1,
    storage: '5 GB',
    bandwidth: '50 GB',
    databases: 1,
    email: 5,
    features: [
      'Free SSL certificate',
      'cPanel control panel',
      'Daily backups',
      'One-click WordPress install',
      '99.9% uptime guarantee',
    ],
  },
  {
    id: 'shared-business',
    name: 'Business',
    price: 'R99',
    yearlyPrice: 'R999',
    popular: true,
    websites: 5,
    storage: '20 GB',
    bandwidth: '200 GB',
    databases: 10,
    email: 25,
    features: [...businessFeatures, '99.9% uptime guarantee'],
  },
  {
    // The spec leaves this plan's database and email counts out; they follow its unlimited websites.
    id: 'shared-professional',
    name: 'Professional',
    price: 'R199',
    yearlyPrice: 'R1999',
    websites: 'Unlimited',
    storage: '50 GB',
    bandwidth: 'Unlimited',
    databases: 'Unlimited',
    email: 'Unlimited',
    features: [...businessFeatures, 'Staging environment', 'Priority support'],
  },
];

export const sharedPage: HostingPage = {
  ...hostingPageHeads.shared,
  benefits: [
    {
      title: 'Easy to Manage',
      text: 'Run your sites, email and databases from the familiar cPanel control panel.',
      icon: 'settings',
    },
    {
      title: 'Fast & Reliable',
      text: 'SSD storage on South African servers, backed by a 99.9% uptime guarantee.',
      icon: 'zap',
    },
    {
      title: 'Local Support',
      text: 'Our team in South Africa helps you set up, migrate and keep your website running.',
      icon: 'headset',
    },
  ],
  sectionTitle: 'Choose Your Plan',
  orderLabel: 'Get Quote',
  showPrices: false,
  columns: { sm: 1, md: 2, lg: 3, xl: 3 },
};

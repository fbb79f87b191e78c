import { hostingPageHeads } from './page-heads';
import type { Benefit, HostingPage, PastelPlan } from './types';

const pastel = (
  id: string,
  name: string,
  users: number,
  ramGb: number,
  storageGb: number,
  cpus: number,
  price: string,
  retentionDays: number,
  popular?: boolean,
): PastelPlan => ({
  id,
  name,
  price,
  ...(popular ? { popular } : {}),
  users,
  ram: `${ramGb} GB`,
  storage: `${storageGb} GB`,
  cpus,
  os: 'Windows Server 2022',
  backupRetention: `${retentionDays} days`,
  features: [
    `${users} Pastel users`,
    'Windows Server 2022',
    `${retentionDays}-day backup retention`,
    'Secure Remote Desktop access',
    'Pastel installation and data migration',
    '99.9% uptime guarantee',
  ],
});

/** Monthly only: no yearly prices, so no yearly saving is shown on the Pastel page. */
export const pastelPlans: readonly PastelPlan[] = [
  pastel('pastel-start-up', 'Start-up', 2, 4, 120, 2, 'R876', 15),
  pastel('pastel-sme-standard', 'SME Standard', 5, 8, 300, 6, 'R1821', 30, true),
  pastel('pastel-sme-advanced', 'SME Advanced', 8, 16, 500, 8, 'R2699', 30),
  pastel('pastel-sme-premium', 'SME Premium', 10, 24, 500, 10, 'R3644', 60),
];

/**
 * The Pastel page has no hero highlights of its own (its reasons have their own section), but the common
 * layout has three or four, so these three say what every plan includes.
 */
export const pastelPage: HostingPage = {
  ...hostingPageHeads.pastel,
  benefits: [
    {
      title: 'Windows Server 2022',
      text: 'Every plan runs on Windows Server 2022 with dedicated CPUs and memory for your company.',
      icon: 'server',
    },
    {
      title: 'Automatic Backups',
      text: 'Your company data is backed up automatically and kept for 15 to 60 days, by plan.',
      icon: 'database',
    },
    {
      title: 'Local Support',
      text: 'Our South African team installs Pastel and moves your existing data across for you.',
      icon: 'headset',
    },
  ],
  sectionTitle: 'Choose Your Pastel Plan',
  orderLabel: 'Order Now',
  showPrices: true,
  columns: { sm: 1, md: 2, lg: 4, xl: 4 },
};

export interface ReasonsSection {
  title: string;
  reasons: readonly Benefit[];
}

export const pastelReasons: ReasonsSection = {
  title: 'Why Choose Cloud Hosting for Pastel?',
  reasons: [
    {
      title: 'Remote Access',
      text: 'Work on your accounts from the office, at home or on the road, on any device with an internet connection.',
      icon: 'globe',
    },
    {
      title: 'Data Security',
      text: 'Your financial data sits in a secure data centre with encrypted connections and regular backups.',
      icon: 'shield',
    },
    {
      title: 'Scalability',
      text: 'Add users, memory and storage as your business grows, without buying new hardware.',
      icon: 'trending-up',
    },
    {
      title: 'Cost Effective',
      text: 'No servers to buy or maintain: one predictable monthly fee covers hosting, backups and support.',
      icon: 'coins',
    },
  ],
};

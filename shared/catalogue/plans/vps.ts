import { hostingPageHeads } from './page-heads';
import type { HostingPage, VpsPlan } from './types';

/** Every VPS plan is offered in both data centres. */
const VPS_LOCATIONS: readonly string[] = ['Cape Town', 'Johannesburg'];

const vps = (
  id: string,
  cpus: number,
  ramGb: number,
  storageGb: number,
  price: string,
  extra: Pick<VpsPlan, 'yearlyPrice' | 'popular'> = {},
): VpsPlan => ({
  id,
  name: id,
  price,
  ...extra,
  cpus,
  ram: `${ramGb} GB`,
  storage: `${storageGb} GB`,
  locations: VPS_LOCATIONS,
});

/** The 14 VPS plans, cheapest first; only CXN1 has a yearly price. */
export const vpsPlans: readonly VpsPlan[] = [
  vps('CXN1', 1, 2, 25, 'R124', { yearlyPrice: 'R750' }),
  vps('CXN2', 2, 4, 60, 'R249'),
  vps('CXN3', 4, 8, 120, 'R499', { popular: true }),
  vps('CXN4', 6, 8, 200, 'R624'),
  vps('CXN5', 6, 10, 400, 'R874'),
  vps('CXN6', 8, 12, 400, 'R1061'),
  vps('CXN7', 8, 16, 500, 'R1249'),
  vps('CXN8', 10, 16, 500, 'R1499'),
  vps('CXN9', 12, 24, 500, 'R1749'),
  vps('CXN10', 16, 32, 650, 'R2249'),
  vps('CXN11', 16, 48, 1000, 'R2749'),
  vps('CXN12', 16, 64, 1250, 'R3749'),
  vps('CXN13', 16, 64, 2000, 'R4749'),
  vps('CXN14', 16, 64, 2500, 'R5374'),
];

export const vpsPage: HostingPage = {
  ...hostingPageHeads.vps,
  benefits: [
    {
      title: 'High Performance',
      text: 'NVMe storage and dedicated vCPUs keep your applications fast, even under heavy load.',
      icon: 'zap',
    },
    {
      title: 'Secure & Reliable',
      text: 'A 99.9% uptime guarantee with DDoS protection on every server.',
      icon: 'shield',
    },
    {
      title: 'Scalable Resources',
      text: 'Add CPU, memory and storage as your business grows, without moving to a new server.',
      icon: 'trending-up',
    },
  ],
  sectionTitle: 'Choose Your VPS Plan',
  orderLabel: 'Order Now',
  showPrices: true,
  columns: { sm: 1, md: 2, lg: 3, xl: 4 },
};

interface OperatingSystem {
  name: string;
  versions: readonly string[];
  /** Shown instead of versions where the image is not a 1-click install. */
  note?: string;
}

export interface OperatingSystemsSection {
  title: string;
  blurb: string;
  systems: readonly OperatingSystem[];
}

export const vpsOperatingSystems: OperatingSystemsSection = {
  title: 'Available Operating Systems',
  blurb: 'Install a popular Linux distribution with one click, or ask us for Windows Server.',
  systems: [
    { name: 'Ubuntu Server', versions: ['20 LTS', '22 LTS', '23', '24 LTS'] },
    { name: 'Debian', versions: ['12', '13'] },
    { name: 'CentOS', versions: ['7', 'Stream 8', 'Stream 9'] },
    { name: 'AlmaLinux', versions: ['8', '9'] },
    { name: 'Windows Server', versions: [], note: 'Contact us' },
  ],
};

export type VpsSortKey = 'price' | 'cpus' | 'ram' | 'storage';

/** The VPS page shows its plans one way at a time: cards, or every plan in one sortable table. */
export const plansViewSwitch = {
  label: 'How the plans are shown',
  views: { cards: 'Plan cards', compare: 'Compare all plans' },
} as const;

/** The VPS plans as one table: every plan in a row, sortable by its numbers. */
export const vpsComparison = {
  blurb: 'Every plan side by side. Sort by price, vCPU, memory or storage to find the right fit.',
  caption: 'VPS plans compared: vCPU, RAM, NVMe storage and prices including VAT',
  sortBy: 'Sort by',
  columns: {
    plan: 'Plan',
    cpus: 'vCPU',
    ram: 'RAM',
    storage: 'NVMe Storage',
    price: 'Price',
    order: 'Order',
  },
  /** After the number on narrow screens, where the column heading is out of sight. */
  units: { cpus: 'vCPU', ram: 'RAM', storage: 'NVMe' },
  /** Before a yearly price, under the monthly one, where a plan has one. */
  or: 'or',
} as const;

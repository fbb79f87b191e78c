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

/** A release of an operating system, and the last day its makers update it for free. */
export interface OperatingSystemRelease {
  version: string;
  /**
   * ISO date: the end of free security updates from the project (Ubuntu's standard support, which
   * after it is paid for; Debian's LTS; CentOS's and AlmaLinux's own end dates).
   */
  endOfLife: string;
}

interface OperatingSystem {
  name: string;
  releases: readonly OperatingSystemRelease[];
  /** Shown instead of releases where the image is not a 1-click install. */
  note?: string;
}

export interface OperatingSystemsSection {
  title: string;
  blurb: string;
  systems: readonly OperatingSystem[];
}

/**
 * The 1-click images the company offers. Releases past their end of life stay on the list (some
 * software needs them) and say so wherever they are offered, never chosen for the visitor.
 */
export const vpsOperatingSystems: OperatingSystemsSection = {
  title: 'Available Operating Systems',
  blurb: 'Install a popular Linux distribution with one click, or ask us for Windows Server.',
  systems: [
    {
      name: 'Ubuntu Server',
      releases: [
        { version: '20 LTS', endOfLife: '2025-05-31' },
        { version: '22 LTS', endOfLife: '2027-04-01' },
        // 23.04 ended on 2024-01-25, 23.10 on 2024-07-11.
        { version: '23', endOfLife: '2024-07-11' },
        { version: '24 LTS', endOfLife: '2029-04-25' },
      ],
    },
    {
      name: 'Debian',
      releases: [
        { version: '12', endOfLife: '2028-06-30' },
        { version: '13', endOfLife: '2030-06-30' },
      ],
    },
    {
      name: 'CentOS',
      releases: [
        { version: '7', endOfLife: '2024-06-30' },
        { version: 'Stream 8', endOfLife: '2024-05-31' },
        { version: 'Stream 9', endOfLife: '2027-05-31' },
      ],
    },
    {
      name: 'AlmaLinux',
      releases: [
        { version: '8', endOfLife: '2029-03-01' },
        { version: '9', endOfLife: '2032-05-31' },
      ],
    },
    { name: 'Windows Server', releases: [], note: 'Contact us' },
  ],
};

/** The words that mark a release past its end of life, after its name. */
export const endOfLifeCopy = {
  mark: 'end of life',
  /** Under the order dialog's choice of one: the day it ended, and what that means. */
  hint: (system: string, endedOn: string) =>
    `${system} reached its end of life on ${endedOn} and gets no more security updates. Ask us about a current release.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a release's end of life has passed at a moment (now unless given): from the end of its last day in South Africa. */
export const isPastEndOfLife = (release: OperatingSystemRelease, on: Date = new Date()): boolean =>
  on.getTime() >= new Date(`${release.endOfLife}T00:00:00+02:00`).getTime() + DAY_MS;

/** A release's version as a list shows it: '20 LTS (end of life)' once its end of life has passed. */
export const releaseLabel = (release: OperatingSystemRelease, on?: Date): string =>
  isPastEndOfLife(release, on) ? `${release.version} (${endOfLifeCopy.mark})` : release.version;

/** The releases on the list past their end of life at a moment (now unless given), named as the list names them. */
export const endedReleases = (on?: Date): string[] =>
  vpsOperatingSystems.systems.flatMap(({ name, releases }) =>
    releases.filter((release) => isPastEndOfLife(release, on)).map((release) => `${name} ${release.version}`),
  );

export type VpsSortKey = 'price' | 'cpus' | 'ram' | 'storage';

/** The VPS page shows its plans one way at a time: cards, or every plan in one sortable table. */
export const plansViewSwitch = {
  label: 'How the plans are shown',
  views: { cards: 'Plan cards', compare: 'Compare all plans' },
} as const;

/** The VPS plans as one table: every plan in a row, sortable by its numbers. */
export const vpsComparison = {
  blurb: 'Every plan side by side. Sort by price, vCPU, memory or storage to find the right fit.',
  caption: 'VPS plans compared: vCPU, RAM, NVMe storage and prices including and excluding VAT',
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

/** "What do you need?" above the table: the least a buyer needs, and the plans that have it. */
export const vpsFit = {
  heading: 'What do you need?',
  intro: 'Enter the least you need; leave a box empty if any will do.',
  fields: { cpus: 'Minimum vCPUs', ram: 'RAM (GB)', storage: 'Storage (GB)' },
  submit: 'Show plans that fit',
  showAll: 'Show all plans',
  fits: (count: number, total: number) => (count === 1 ? `1 of ${total} plans fits.` : `${count} of ${total} plans fit.`),
  smallest: 'The smallest that fits is',
  none: 'No plan has that much.',
  largest: 'Our largest plan is',
  consultation: 'For more, tell us what you need and we will size a server for you.',
  consultationLink: 'Request a Consultation',
  notANumber: 'Enter each need as a number, such as 8 for 8 GB. All plans are shown.',
} as const;

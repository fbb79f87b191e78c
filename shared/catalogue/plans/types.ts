/**
 * The shapes of the plans. Sizes stay text with their unit ('8 GB', '1 TB') because the cards show
 * them as written; counts a visitor compares (CPUs, users, accounts) are numbers.
 */

import type { PlanKind } from './kinds';

/** Same keys as the route page ids, so a chosen plan is `{ kind, planId }` everywhere. */
export type { PlanKind };

type Unlimited = 'Unlimited';
export type Quantity = number | Unlimited;

/** Fields every plan has; VPS stops here because its cards list specs only, no features. */
interface PlanCore {
  id: string;
  name: string;
  /** Monthly price, text with the R prefix, e.g. 'R124'. */
  price: string;
  yearlyPrice?: string;
  popular?: boolean;
}

interface PlanBase extends PlanCore {
  features: readonly string[];
}

export interface VpsPlan extends PlanCore {
  features?: never;
  cpus: number;
  ram: string;
  storage: string;
  locations: readonly string[];
}

export interface SharedPlan extends PlanBase {
  websites: Quantity;
  storage: string;
  bandwidth: string;
  databases: Quantity;
  email: Quantity;
}

export interface ResellerPlan extends PlanBase {
  storage: string;
  bandwidth: string;
  accounts: Quantity;
}

export interface CpanelPlan extends PlanBase {
  accounts: Quantity;
  storage: string;
  bandwidth: string;
}

export interface PastelPlan extends PlanBase {
  users: number;
  ram: string;
  storage: string;
  cpus: number;
  os: 'Windows Server 2022';
  /** Text with unit, e.g. '30 days'. */
  backupRetention: string;
}

export interface Microsoft365Plan extends PlanBase {
  users: 'Per User';
  storage: string;
  mailbox: string;
}

export interface PlanByKind {
  vps: VpsPlan;
  shared: SharedPlan;
  reseller: ResellerPlan;
  cpanel: CpanelPlan;
  pastel: PastelPlan;
  'microsoft-365': Microsoft365Plan;
}

export type Plan = PlanByKind[PlanKind];

export type BenefitIcon =
  | 'zap'
  | 'shield'
  | 'trending-up'
  | 'settings'
  | 'headset'
  | 'tag'
  | 'coins'
  | 'sliders'
  | 'download'
  | 'lock'
  | 'mail'
  | 'cloud'
  | 'users'
  | 'server'
  | 'database'
  | 'globe';

export interface Benefit {
  title: string;
  text: string;
  icon: BenefitIcon;
}

/** Columns of the plan grid per breakpoint; the spec's single number is the widest layout. */
export interface GridColumns {
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

/** The few texts the menu, the hero and the page title need (page-heads.ts). */
export interface HostingPageHead {
  kind: PlanKind;
  path: string;
  navLabel: string;
  title: string;
  blurb: string;
}

export interface HostingPage extends HostingPageHead {
  benefits: readonly Benefit[];
  sectionTitle: string;
  orderLabel: 'Order Now' | 'Get Quote';
  /** False where the cards hide prices and the dialog says 'Contact for Pricing'. */
  showPrices: boolean;
  columns: GridColumns;
}

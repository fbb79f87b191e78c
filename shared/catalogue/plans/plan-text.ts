import type { Plan, Quantity } from './types';

export const CONTACT_FOR_PRICING = 'Contact for Pricing';

/**
 * VAT Act s65: a price advertised to consumers includes VAT and says so. Every rand price the site
 * shows, and every message that quotes one, carries this one wording beside it.
 */
export const VAT_INCLUDED = 'incl. VAT';

/** The period after a card's price; plans are billed monthly unless they name a yearly price. */
export const PER_MONTH = '/month';
export const PER_YEAR = '/year';

/** Whole rands from catalogue text such as 'R1499'. */
export const rands = (price: string): number => Number(price.replace(/[^0-9]/g, ''));

/**
 * What paying a year at once saves against twelve monthly payments, as the badge beside a yearly
 * price says it: 'Save 50%' for R750 a year against 12 × R124. Undefined without a yearly price.
 */
export function yearlySaving(plan: Pick<Plan, 'price' | 'yearlyPrice'>): string | undefined {
  if (!plan.yearlyPrice) return undefined;
  const saved = 1 - rands(plan.yearlyPrice) / (12 * rands(plan.price));
  return `Save ${Math.round(saved * 100)}%`;
}

const count = (quantity: Quantity, singular: string, plural: string): string =>
  quantity === 'Unlimited' ? `unlimited ${plural}` : `${quantity} ${quantity === 1 ? singular : plural}`;

const amount = (size: string, what: string): string => `${size === 'Unlimited' ? 'unlimited' : size} ${what}`;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One line of specs for the pre-filled order message and the order e-mail. Plans carry no kind, so
 * the shape tells them apart; reseller and cPanel plans share a shape and read the same way.
 */
export function planDetails(plan: Plan): string {
  let parts: string[];
  if ('locations' in plan) {
    parts = [`${plan.cpus} vCPU`, `${plan.ram} RAM`, `${plan.storage} NVMe storage`];
  } else if ('backupRetention' in plan) {
    parts = [
      count(plan.users, 'user', 'users'),
      count(plan.cpus, 'CPU', 'CPUs'),
      `${plan.ram} RAM`,
      `${plan.storage} storage`,
      plan.os,
      `${plan.backupRetention} of backups`,
    ];
  } else if ('websites' in plan) {
    parts = [
      count(plan.websites, 'website', 'websites'),
      amount(plan.storage, 'SSD storage'),
      amount(plan.bandwidth, 'bandwidth'),
      count(plan.databases, 'MySQL database', 'MySQL databases'),
      count(plan.email, 'email account', 'email accounts'),
    ];
  } else if ('mailbox' in plan) {
    parts = ['Per user licence', `${plan.storage} storage`, `${plan.mailbox} mailbox`];
  } else {
    parts = [count(plan.accounts, 'account', 'accounts'), amount(plan.storage, 'storage'), amount(plan.bandwidth, 'bandwidth')];
  }
  return capitalise(parts.join(', '));
}

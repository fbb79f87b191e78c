/**
 * What the menu, the hero and the page's title say about each hosting page: kept apart from the
 * plans so the layout and page titles do not carry every plan to the browser.
 */
import type { HostingPageHead, PlanKind } from './types';

/** In the order of the Hosting menu (§2). */
export const planKinds: readonly PlanKind[] = ['vps', 'shared', 'reseller', 'cpanel', 'pastel', 'microsoft-365'];

export const hostingPageHeads: Readonly<Record<PlanKind, HostingPageHead>> = {
  vps: {
    kind: 'vps',
    path: '/server-hosting',
    navLabel: 'VPS Server Hosting',
    title: 'VPS Server Hosting',
    blurb:
      'Fast, secure virtual private servers on NVMe storage in Cape Town and Johannesburg, with full root access and local support.',
  },
  shared: {
    kind: 'shared',
    path: '/shared-hosting',
    navLabel: 'Shared Hosting',
    title: 'Shared Web Hosting',
    blurb: 'Reliable, affordable hosting for your website and email, with SSL, daily backups and local support included.',
  },
  reseller: {
    kind: 'reseller',
    path: '/reseller-hosting',
    navLabel: 'Reseller Hosting',
    title: 'Reseller Hosting',
    blurb:
      'Start your own hosting business on our infrastructure: sell hosting under your brand while we look after the servers.',
  },
  cpanel: {
    kind: 'cpanel',
    path: '/cpanel-hosting',
    navLabel: 'cPanel Hosting',
    title: 'cPanel Hosting',
    blurb: 'Hosting with the control panel you already know: manage sites, email, databases and backups from one place.',
  },
  pastel: {
    kind: 'pastel',
    path: '/pastel-hosting',
    navLabel: 'Pastel Hosting',
    title: 'Pastel in the Cloud',
    blurb: 'Run Sage Pastel accounting on a dedicated cloud server and work with your books securely from anywhere.',
  },
  'microsoft-365': {
    kind: 'microsoft-365',
    path: '/microsoft-365',
    navLabel: 'Microsoft 365',
    title: 'Microsoft 365',
    blurb: 'Microsoft 365 licences for your business, with setup, migration and support from a local partner.',
  },
};

export function isPlanKind(value: unknown): value is PlanKind {
  return typeof value === 'string' && (planKinds as readonly string[]).includes(value);
}

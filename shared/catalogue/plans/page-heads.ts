/**
 * What the hero and the page's title say about each hosting page, with the kind's path and menu
 * label: kept apart from the plans so page titles do not carry every plan to the browser.
 */
import { planKindRecords, planKinds, type PlanKind } from './kinds';
import type { HostingPageHead } from './types';

const heads: Readonly<Record<PlanKind, Pick<HostingPageHead, 'title' | 'blurb'>>> = {
  vps: {
    title: 'VPS Server Hosting',
    blurb:
      'Fast, secure virtual private servers on NVMe storage in Cape Town and Johannesburg, with full root access and local support.',
  },
  shared: {
    title: 'Shared Web Hosting',
    blurb: 'Reliable, affordable hosting for your website and email, with SSL, daily backups and local support included.',
  },
  reseller: {
    title: 'Reseller Hosting',
    blurb:
      'Start your own hosting business on our infrastructure: sell hosting under your brand while we look after the servers.',
  },
  cpanel: {
    title: 'cPanel Hosting',
    blurb: 'Hosting with the control panel you already know: manage sites, email, databases and backups from one place.',
  },
  pastel: {
    title: 'Pastel in the Cloud',
    blurb: 'Run Sage Pastel accounting on a dedicated cloud server and work with your books securely from anywhere.',
  },
  'microsoft-365': {
    title: 'Microsoft 365',
    blurb: 'Microsoft 365 licences for your business, with setup, migration and support from a local partner.',
  },
};

export const hostingPageHeads = Object.fromEntries(
  planKinds.map((kind) => [kind, { kind, ...planKindRecords[kind], ...heads[kind] }]),
) as Readonly<Record<PlanKind, HostingPageHead>>;

/**
 * Every kind of plan, declared once, in the order of the Hosting menu: its page's path and its
 * name in the menu, which is also the product's name in orders. The page table, the Hosting menu,
 * the sitemap and the tests' lists of hosting pages are made from this record. What else a kind
 * must have (its page's head below, its plans and page, its contract terms, its set-up questions,
 * its illustration) is a `Record<PlanKind, …>` beside its users, so the type checker names each
 * place a new kind needs. Only paths and labels here: the site's shell carries this record. A page
 * that moves keeps its old path in `formerPaths`.
 */
interface PlanKindRecord {
  path: string;
  navLabel: string;
  /** Where the page used to be: each answers 301 to `path` (shared/redirects.ts). */
  formerPaths?: readonly string[];
}

const kindRecords = {
  vps: { path: '/server-hosting', navLabel: 'VPS Server Hosting' },
  shared: { path: '/shared-hosting', navLabel: 'Shared Hosting' },
  reseller: { path: '/reseller-hosting', navLabel: 'Reseller Hosting' },
  cpanel: { path: '/cpanel-hosting', navLabel: 'cPanel Hosting' },
  pastel: { path: '/pastel-hosting', navLabel: 'Pastel Hosting' },
  'microsoft-365': { path: '/microsoft-365', navLabel: 'Microsoft 365' },
} as const satisfies Record<string, PlanKindRecord>;

/** The kinds of plan; the same keys name their pages in the page table. */
export type PlanKind = keyof typeof kindRecords;

export const planKinds = Object.keys(kindRecords) as readonly PlanKind[];

export const planKindRecords: Readonly<Record<PlanKind, PlanKindRecord>> = kindRecords;

export function isPlanKind(value: unknown): value is PlanKind {
  return typeof value === 'string' && (planKinds as readonly string[]).includes(value);
}

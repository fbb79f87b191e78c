/**
 * Addresses that lead to a page without being its own: each page's former paths (declared beside
 * its path, in the page table or its kind's record) and the short addresses people type or print.
 * Each answers 301 to the page in one hop, its query kept (server/redirect-route.ts); nothing on
 * the site links to one. The table is checked when it is built: an address that is a page, or that
 * leads to no page, stops the site at start, naming the entry.
 */
import { legalDocumentPath } from './catalogue/legal-document-ids';
import { isStatusPage, matchRoute, pageTable, paths } from './routes';

/** Short addresses for print and speech, to the page each names. */
const shortAddresses: Readonly<Record<string, string>> = {
  '/privacy': legalDocumentPath('privacy-policy'),
  '/terms': legalDocumentPath('terms-of-service'),
  '/paia': legalDocumentPath('paia-manual'),
  '/sla': legalDocumentPath('service-level-agreement'),
  '/vps': paths.vps,
  '/pastel': paths.pastel,
  '/office-365': paths['microsoft-365'],
  '/cpanel': paths.cpanel,
  '/faq': paths.help,
};

export interface Redirect {
  from: string;
  to: string;
}

interface MovablePage {
  path: string | undefined;
  formerPaths?: readonly string[];
}

/** Each page's former paths, as redirects to where it is now. */
export const formerPathRedirects = (pages: readonly MovablePage[]): Redirect[] =>
  pages.flatMap(({ path, formerPaths = [] }) => (path ? formerPaths.map((from) => ({ from, to: path })) : []));

const ADDRESS = /^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/**
 * The redirects by source, checked: every source a plain lower-case path that no page answers,
 * named once; every target a page. `isPage` is the route table's judgement of a path.
 */
export function redirectTable(redirects: readonly Redirect[], isPage: (path: string) => boolean): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const { from, to } of redirects) {
    const fail = (why: string) => {
      throw new Error(`The redirect from ${from} to ${to}: ${why}`);
    };
    if (!ADDRESS.test(from)) fail('its source must be a lower-case path with no slash at the end and no query');
    if (isPage(from)) fail('a page answers at its source');
    if (!isPage(to)) fail('no page answers at its target');
    if (table.has(from)) fail(`its source already leads to ${table.get(from)}`);
    table.set(from, to);
  }
  return table;
}

const pages = Object.values(pageTable) as readonly MovablePage[];

const redirects = redirectTable(
  [...formerPathRedirects(pages), ...Object.entries(shortAddresses).map(([from, to]) => ({ from, to }))],
  (path) => !isStatusPage(matchRoute(path).page),
);

/**
 * Where an address leads, if it is one of the table's: a trailing slash and capitals are forgiven,
 * as people type them.
 */
export const redirectTarget = (pathname: string): string | undefined =>
  redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname);

/** Every source in the table, for the tests. */
export const redirectSources = (): readonly string[] => [...redirects.keys()];

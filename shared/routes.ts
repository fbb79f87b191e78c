/**
 * Every path the site answers. Both the server (status codes, sitemap, rendering) and
 * the client (routing, navigation) read this table, so a page exists in exactly one place.
 */
import { legalDocumentIds, legalDocumentPath, legalPagesPath } from './catalogue/legal-document-ids';
import { isServiceId, serviceIds, servicePath } from './catalogue/service-ids';
import { planKindRecords, planKinds, type PlanKind } from './catalogue/plans/kinds';
import { helpArticlePath, helpPagePath } from './help/paths';

/** Each kind of plan's page: its path from the kind's record, one module draws them all. */
const hostingPageTable = Object.fromEntries(
  planKinds.map((kind) => [
    kind,
    { path: planKindRecords[kind].path, module: 'hosting-page', formerPaths: planKindRecords[kind].formerPaths },
  ]),
) as { [Kind in PlanKind]: PageRecord & { path: string; module: 'hosting-page' } };

interface PageRecord {
  /** Where the page answers; undefined for the pages that answer for each id of a catalogue. */
  path: string | undefined;
  /** The file under client/pages that draws it, which is also its own script chunk. */
  module: string;
  /** Where the page used to answer: each leads to `path` with one 301 (shared/redirects.ts). */
  formerPaths?: readonly string[];
  /**
   * A status page's (a status, not a place): the code it answers with and the address it is drawn
   * at, where no visitor is answered; `scripts: false` where hydrating at the visitor's own address
   * would draw another page.
   */
  status?: { code: number; drawnAt: string; scripts?: false };
  /** Reached only from a form's answer or an e-mail's link: left out of the sitemap, and asked not to be indexed. */
  unlisted?: true;
}

/**
 * The page table: every page of the site, declared once. `path` is where it answers (the detail
 * pages answer for each id of their catalogue, the not-found page for anything else); `module` is
 * the file under client/pages that draws it, which is also its own script chunk. That module's
 * default export is the page and its `meta` its title and description (client/app/load-page.ts).
 * A new page is a line here and its module; a new hosting product is a kind of plan
 * (shared/catalogue/plans/kinds.ts) and comes with its page. A page that moves keeps its old
 * address: change `path` and add the old one to `formerPaths`.
 */
export const pageTable = {
  home: { path: '/', module: 'home-page' },
  services: { path: '/services', module: 'services-page' },
  'service-detail': { path: undefined, module: 'service-detail-page' },
  about: { path: '/about', module: 'about-page' },
  contact: { path: '/contact', module: 'contact-page' },
  assessment: { path: '/it-assessment', module: 'assessment-page' },
  'email-security': { path: '/email-security', module: 'email-security-page' },
  'genuine-email': { path: '/genuine-email', module: 'genuine-email-page' },
  'email-watch': { path: '/email-security/watch', module: 'email-watch-page', unlisted: true },
  'email-watch-confirm': { path: '/email-security/watch/confirm', module: 'email-watch-page', unlisted: true },
  'email-watch-stop': { path: '/email-security/watch/stop', module: 'email-watch-page', unlisted: true },
  'email-pass-on': { path: '/email-security/records', module: 'pass-on-page', unlisted: true },
  'dmarc-digest': { path: '/email-security/dmarc-digest', module: 'dmarc-digest-page', unlisted: true },
  support: { path: '/support', module: 'support-page' },
  'support-request': { path: '/support/request', module: 'support-request-page' },
  'support-status': { path: '/support/status', module: 'support-status-page', unlisted: true },
  legal: { path: legalPagesPath, module: 'legal-page' },
  'legal-document': { path: undefined, module: 'legal-document-page' },
  help: { path: helpPagePath, module: 'help-page' },
  'help-article': { path: undefined, module: 'help-article-page' },
  ...hostingPageTable,
  'not-found': { path: undefined, module: 'not-found-page', status: { code: 404, drawnAt: '/404' } },
  'too-many-requests': { path: undefined, module: 'not-found-page', status: { code: 429, drawnAt: '/429', scripts: false } },
} as const satisfies Record<string, PageRecord>;

type Table = typeof pageTable;
export type PageId = keyof Table;
/** A page at one fixed path. */
type FixedPageId = { [Id in PageId]: Table[Id]['path'] extends string ? Id : never }[PageId];

export interface NavLink {
  path: string;
  label: string;
}

const fixedPages = (Object.keys(pageTable) as PageId[]).filter((id): id is FixedPageId => pageTable[id].path !== undefined);

/** The path of every page that has one fixed path, by page id. */
export const paths = Object.fromEntries(fixedPages.map((id) => [id, pageTable[id].path])) as {
  [Id in FixedPageId]: Table[Id]['path'];
};

/** The two e-mail checks: a menu of their own in the header, a group in the mobile menu, both in the footer. */
export const emailChecksNav: readonly NavLink[] = [
  { path: paths['email-security'], label: 'Is my e-mail safe?' },
  { path: paths['genuine-email'], label: 'Is this e-mail genuine?' },
];

export const mainNav: readonly NavLink[] = [
  { path: paths.home, label: 'Home' },
  { path: paths.services, label: 'Services' },
  { path: paths.about, label: 'About Us' },
  { path: paths.contact, label: 'Contact' },
];

/** The Hosting menu: every kind of plan, in the order its record declares them. */
export const hostingNav: readonly NavLink[] = planKinds.map((kind) => ({
  path: planKindRecords[kind].path,
  label: planKindRecords[kind].navLabel,
}));

/** The hosting pages' paths, in the menu's order. */
export const hostingPaths: readonly string[] = hostingNav.map((link) => link.path);

export const footerQuickLinks: readonly NavLink[] = [
  { path: paths.services, label: 'Services' },
  { path: paths.about, label: 'About Us' },
  { path: paths.contact, label: 'Contact' },
  { path: paths.legal, label: 'Legal' },
  { path: paths.help, label: 'Help Centre' },
  ...emailChecksNav,
];

type StatusPageId = { [Id in PageId]: Table[Id] extends { status: object } ? Id : never }[PageId];

/** The pages that answer for no address of their own: a status, not a place. */
export const isStatusPage = (page: PageId): page is StatusPageId => 'status' in pageTable[page];

/** Whether a page is in the sitemap and may be indexed (it has a canonical address). */
export const isListed = (page: PageId): boolean => !('unlisted' in pageTable[page]);

/** The status a page answers with. */
export const statusOf = (page: PageId): number => (isStatusPage(page) ? pageTable[page].status.code : 200);

const staticPages = new Map<string, PageId>([
  ...fixedPages.map((id): [string, PageId] => [paths[id], id]),
  ...(Object.keys(pageTable) as PageId[]).filter(isStatusPage).map((id): [string, PageId] => [pageTable[id].status.drawnAt, id]),
]);

export interface RouteMatch {
  page: PageId;
  serviceId?: string;
  documentId?: string;
  /** A help article's slug: the route takes any, the page and the server know which exist. */
  articleId?: string;
}

/** Matches a pathname (no query) to its page; a trailing slash is tolerated, unknown ids are not found. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = staticPages.get(path);
  if (page) return { page };
  const detail = /^\/services\/([a-z0-9-]+)$/.exec(path);
  if (detail && isServiceId(detail[1])) return { page: 'service-detail', serviceId: detail[1] };
  const documentId = legalDocumentIds.find((id) => legalDocumentPath(id) === path);
  if (documentId) return { page: 'legal-document', documentId };
  const article = /^\/help\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  if (article) return { page: 'help-article', articleId: article[1] };
  return { page: 'not-found' };
}

/** The canonical path of a matched page (no trailing slash); the not-found page has none. */
export function pathOf(match: RouteMatch): string {
  if (match.page === 'service-detail') return `${paths.services}/${match.serviceId ?? ''}`;
  if (match.page === 'legal-document') return legalDocumentPath(match.documentId ?? '');
  if (match.page === 'help-article') return helpArticlePath(match.articleId ?? '');
  if (isStatusPage(match.page)) return paths.home;
  return paths[match.page];
}

/**
 * A matched page's route pattern, for counting and reporting by route without the path itself:
 * a fixed page's path, `/services/:id`, `/legal/:document`, or `not-found`.
 */
export function routePattern(match: RouteMatch): string {
  if (match.page === 'service-detail') return `${paths.services}/:id`;
  if (match.page === 'legal-document') return `${legalPagesPath}/:document`;
  if (match.page === 'help-article') return `${helpPagePath}/:article`;
  if (isStatusPage(match.page)) return match.page;
  return paths[match.page];
}

/** Every route pattern there is (routePattern's answers). */
export const routePatterns = (): string[] => [
  ...Object.values(paths),
  `${paths.services}/:id`,
  `${legalPagesPath}/:document`,
  `${helpPagePath}/:article`,
  'not-found',
  'too-many-requests',
];

/** Every public path but the help articles' (shared/public-paths.ts adds them). */
export const pagePaths: readonly string[] = [
  ...fixedPages.filter(isListed).map((id) => paths[id]),
  ...serviceIds.map(servicePath),
  ...legalDocumentIds.map(legalDocumentPath),
];

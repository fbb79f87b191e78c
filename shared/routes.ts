/**
 * Every path the site answers (spec §2). Both the server (status codes, sitemap, meta) and the
 * client (route table, navigation) read this list, so a page exists in exactly one place.
 */
import { legalDocuments, legalPagesPath } from './catalogue/legal-documents';
import { services } from './catalogue/services';

export type PageId =
  | 'home'
  | 'services'
  | 'service-detail'
  | 'about'
  | 'contact'
  | 'support'
  | 'legal'
  | 'legal-document'
  | 'vps'
  | 'shared'
  | 'reseller'
  | 'cpanel'
  | 'pastel'
  | 'microsoft-365'
  | 'not-found';

export interface NavLink {
  path: string;
  label: string;
}

export const paths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/contact',
  support: '/support',
  legal: '/legal',
  vps: '/server-hosting',
  shared: '/shared-hosting',
  reseller: '/reseller-hosting',
  cpanel: '/cpanel-hosting',
  pastel: '/pastel-hosting',
  'microsoft-365': '/microsoft-365',
} as const;

export const mainNav: readonly NavLink[] = [
  { path: paths.home, label: 'Home' },
  { path: paths.services, label: 'Services' },
  { path: paths.about, label: 'About Us' },
  { path: paths.contact, label: 'Contact' },
];

export const hostingNav: readonly NavLink[] = [
  { path: paths.vps, label: 'VPS Server Hosting' },
  { path: paths.shared, label: 'Shared Hosting' },
  { path: paths.reseller, label: 'Reseller Hosting' },
  { path: paths.cpanel, label: 'cPanel Hosting' },
  { path: paths.pastel, label: 'Pastel Hosting' },
  { path: paths['microsoft-365'], label: 'Microsoft 365' },
];

export const footerQuickLinks: readonly NavLink[] = [
  { path: paths.services, label: 'Services' },
  { path: paths.about, label: 'About Us' },
  { path: paths.contact, label: 'Contact' },
  { path: paths.legal, label: 'Legal' },
];

const staticPages = new Map<string, PageId>(
  (Object.entries(paths) as [Exclude<PageId, 'service-detail' | 'legal-document' | 'not-found'>, string][]).map(([id, path]) => [
    path,
    id,
  ]),
);

export interface RouteMatch {
  page: PageId;
  serviceId?: string;
  documentId?: string;
}

/** Matches a pathname (no query) to its page; a trailing slash is tolerated, unknown ids are not found. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = staticPages.get(path);
  if (page) return { page };
  const detail = /^\/services\/([a-z0-9-]+)$/.exec(path);
  if (detail && services.some((s) => s.id === detail[1])) return { page: 'service-detail', serviceId: detail[1] };
  const document = legalDocuments.find((doc) => doc.path === path);
  if (document) return { page: 'legal-document', documentId: document.id };
  return { page: 'not-found' };
}

/** The canonical path of a matched page (no trailing slash); the not-found page has none. */
export function pathOf(match: RouteMatch): string {
  if (match.page === 'service-detail') return `${paths.services}/${match.serviceId ?? ''}`;
  if (match.page === 'legal-document') return `${legalPagesPath}/${match.documentId ?? ''}`;
  if (match.page === 'not-found') return paths.home;
  return paths[match.page];
}

/** Every public path, for the sitemap and the route tests. */
export const publicPaths: readonly string[] = [
  ...Object.values(paths),
  ...services.map((s) => s.link),
  ...legalDocuments.map((doc) => doc.path),
];

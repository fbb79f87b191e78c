/** Title and description of every page, derived from the catalogue so each text lives once. */
import { company } from './catalogue/company';
import { hostingPageHeads, planKinds } from './catalogue/plans/page-heads';
import type { PlanKind } from './catalogue/plans/types';
import { findLegalDocument } from './catalogue/legal-documents';
import { findService } from './catalogue/services';
import { pageMeta } from './catalogue/page-meta-copy';
import { paths, type RouteMatch } from './routes';

export interface PageMeta {
  title: string;
  description: string;
}

const suffix = ` | ${company.name}`;

/** A hosting page's title and blurb, as its hero shows them. */
function hostingMeta(): Record<PlanKind, PageMeta> {
  const entries = planKinds.map((kind) => [
    kind,
    { title: `${hostingPageHeads[kind].title}${suffix}`, description: hostingPageHeads[kind].blurb },
  ]);
  return Object.fromEntries(entries) as Record<PlanKind, PageMeta>;
}

// The content pages' texts live in site-copy; the hosting pages' in their plan catalogue.
const fixed: Partial<Record<RouteMatch['page'], PageMeta>> = {
  home: pageMeta[paths.home],
  services: pageMeta[paths.services],
  about: pageMeta[paths.about],
  contact: pageMeta[paths.contact],
  support: pageMeta[paths.support],
  legal: pageMeta[paths.legal],
  ...hostingMeta(),
  'not-found': { title: `Page not found${suffix}`, description: 'The page you are looking for does not exist.' },
};

export function pageMetaFor(match: RouteMatch): PageMeta {
  if (match.page === 'service-detail' && match.serviceId) {
    const service = findService(match.serviceId);
    if (service) return { title: `${service.title}${suffix}`, description: service.description };
  }
  if (match.page === 'legal-document' && match.documentId) {
    const document = findLegalDocument(match.documentId);
    if (document) return { title: `${document.title}${suffix}`, description: document.description };
  }
  return fixed[match.page] ?? (fixed['not-found'] as PageMeta);
}

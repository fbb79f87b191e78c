import type { PlanKind } from '../../../shared/catalogue/plans';
import { DOMAIN_SEARCH_KINDS } from '../../../shared/domain-check';
import type { PublicConfig } from '../../../shared/public-config';
import { pagePart } from '../../app/page-part';

/** Only on the pages that offer it (shared, cPanel, reseller), so fetched only there, with the page. */
export const { Component: DomainSearch, part: domainSearchPart } = pagePart('domain-search', () =>
  import(/* webpackChunkName: "domain-search" */ './domain-search').then((module) => module.DomainSearch),
);

/** A hosting page that offers the domain search, on a site that runs the check. */
export const offersSearch = (kind: PlanKind, config: PublicConfig) => config.domainCheck && DOMAIN_SEARCH_KINDS.includes(kind);

import { hostingPages, isPlanKind, plansByKind, vpsPlans } from '../../shared/catalogue/plans';
import { plansViewFromSearch } from './hosting/vps-plans/plans-view';
import { vpsPlansRoute } from './hosting/vps-plans/vps-plans-route';
import { deferredPagePart, deferredPart } from '../app/after-hydration';
import type { PageModule, PageProps, PageRoute } from '../app/page-types';
import { OrderDialogHost } from '../features/order-dialog/order-dialog-host';
import { PageHero } from '../ui/page-hero';
import { Benefits } from './hosting/benefits';
import { HostingIllustration } from './hosting/hosting-illustration';
import { PlanGrid, PlansSection } from './hosting/plan-grid';
import { PlansViewSwitch } from './hosting/vps-plans/plans-view-switch';
import { VpsComparisonPart, vpsComparisonPart } from './hosting/vps-plans/vps-comparison-part';
import { usePlansView } from './hosting/vps-plans/use-plans-view';
import { DOMAIN_SEARCH_KINDS, DOMAIN_SEARCH_PARAM } from '../../shared/domain-check';
import { usePublicConfig } from '../app/public-config-context';
import { titled } from '../../shared/page-meta';
import type { PublicConfig } from '../../shared/public-config';
import type { RouteMatch } from '../../shared/routes';

const HostingBelowPlans = deferredPart(() =>
  import(/* webpackChunkName: "hosting-below-plans" */ './hosting/below-plans').then((module) => module.HostingBelowPlans),
);
/**
 * Only on the pages that offer it (shared, cPanel, reseller), so fetched only there; on the address
 * a search comes back to (`?domain=`), with the page, so its order button works at once.
 */
const { Component: DomainSearch, part: domainSearchPart } = deferredPagePart(
  'domain-search',
  () => import(/* webpackChunkName: "domain-search" */ './hosting/domain-search').then((module) => module.DomainSearch),
  { onlyWhereShown: true },
);

export const meta: PageModule['meta'] = (match) => {
  const page = hostingPages[isPlanKind(match.page) ? match.page : 'vps'];
  return titled({ title: page.title, description: page.blurb });
};

/** The page a domain search comes back to: a hosting page that offers the search, on a site that runs the check. */
const answersSearch = (match: RouteMatch, search: string, config: PublicConfig) =>
  config.domainCheck &&
  isPlanKind(match.page) &&
  DOMAIN_SEARCH_KINDS.includes(match.page) &&
  new URLSearchParams(search).has(DOMAIN_SEARCH_PARAM);

/** The VPS table, on its own address (the bare page's remembered view is redirected to it); the domain search, on a search's. */
/** Only the VPS page reads its query: its plans view (hosting/vps-plans/vps-plans-route.ts). */
export const route: PageRoute = vpsPlansRoute;

export const partsFor: PageModule['partsFor'] = (match, search, config) => [
  ...(match.page === 'vps' && plansViewFromSearch(search) === 'compare' ? [vpsComparisonPart] : []),
  ...(answersSearch(match, search, config) ? [domainSearchPart] : []),
];

/**
 * The hosting pages, one per kind of plan: one layout, filled from the plan catalogue of the route's kind.
 * The VPS page shows its plans one way at a time, cards or one table (use-plans-view); what lies
 * under the plans, and the domain search, hydrate once the browser is idle (after-hydration.ts).
 */
export default function HostingPage({ match }: PageProps) {
  const kind = isPlanKind(match.page) ? match.page : 'vps';
  const page = hostingPages[kind];
  const view = usePlansView();
  const table = kind === 'vps' && view === 'compare';
  const searchable = usePublicConfig().domainCheck && DOMAIN_SEARCH_KINDS.includes(kind);
  return (
    <>
      <PageHero title={page.title} intro={page.blurb} visual={<HostingIllustration kind={kind} />} />
      <Benefits benefits={page.benefits} />
      {searchable && <DomainSearch kind={kind} page={page} planId={plansByKind[kind][0].id} />}
      <PlansSection page={page} switcher={kind === 'vps' && <PlansViewSwitch view={view} />}>
        {table ? <VpsComparisonPart page={page} plans={vpsPlans} /> : <PlanGrid page={page} plans={plansByKind[kind]} />}
      </PlansSection>
      <HostingBelowPlans kind={kind} />
      <OrderDialogHost prepared={{ kind, planId: plansByKind[kind][0].id }} />
    </>
  );
}

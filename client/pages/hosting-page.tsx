import { hostingPages, isPlanKind, plansByKind, vpsPlans, type PlanKind } from '../../shared/catalogue/plans';
import { plansViewFromSearch } from './hosting/vps-plans/plans-view';
import { vpsPlansRoute } from './hosting/vps-plans/vps-plans-route';
import { keptPart } from '../app/kept-part';
import { pagePart } from '../app/page-part';
import type { PageModule, PageProps, PageRoute } from '../app/page-types';
import { OrderDialogHost } from '../features/order-dialog/order-dialog-host';
import { PageHero } from '../ui/page-hero';
import { emailSecurityInvitation } from '../../shared/catalogue/email-security-invitation';
import { EmailSecurityInvitation } from './parts/kept-invitations';
import { PlanGrid, PlansSection } from './hosting/plan-grid';
import { PlansViewSwitch } from './hosting/vps-plans/plans-view-switch';
import { VpsComparisonPart, vpsComparisonPart } from './hosting/vps-plans/vps-comparison-part';
import { usePlansView } from './hosting/vps-plans/use-plans-view';
import { DOMAIN_SEARCH_KINDS } from '../../shared/domain-check';
import { usePublicConfig } from '../app/public-config-context';
import { titled } from '../../shared/page-meta';
import type { PublicConfig } from '../../shared/public-config';

/** Only on the pages that offer it (shared, cPanel, reseller), so fetched only there, with the page. */
const { Component: DomainSearch, part: domainSearchPart } = pagePart('domain-search', () =>
  import(/* webpackChunkName: "domain-search" */ './hosting/domain-search').then((module) => module.DomainSearch),
);

/** The sections with nothing to press but links, kept as the server drew them. */
const keptSections = () => import(/* webpackChunkName: "hosting-sections" */ './hosting/kept-sections');
type KindProps = { kind: PlanKind };
const HostingIllustration = keptPart(
  ({ kind }: KindProps) => `hosting-illustration:${kind}`,
  () => keptSections().then((module) => module.HostingIllustration),
);
const Benefits = keptPart(
  ({ kind }: KindProps) => `hosting-benefits:${kind}`,
  () => keptSections().then((module) => module.Benefits),
);
const HostingBelowPlans = keptPart(
  ({ kind }: KindProps) => `hosting-below-plans:${kind}`,
  () => keptSections().then((module) => module.HostingBelowPlans),
);

export const meta: PageModule['meta'] = (match) => {
  const page = hostingPages[isPlanKind(match.page) ? match.page : 'vps'];
  return titled({ title: page.title, description: page.blurb });
};

/** A hosting page that offers the domain search, on a site that runs the check. */
const offersSearch = (kind: PlanKind, config: PublicConfig) => config.domainCheck && DOMAIN_SEARCH_KINDS.includes(kind);

/** Only the VPS page reads its query: its plans view (hosting/vps-plans/vps-plans-route.ts). */
export const route: PageRoute = vpsPlansRoute;

/** The VPS table on its own address (the bare page's remembered view is redirected to it); the domain search where offered. */
export const partsFor: PageModule['partsFor'] = (match, search, config) => [
  ...(match.page === 'vps' && plansViewFromSearch(search) === 'compare' ? [vpsComparisonPart] : []),
  ...(isPlanKind(match.page) && offersSearch(match.page, config) ? [domainSearchPart] : []),
];

/**
 * The hosting pages, one per kind of plan: one layout, filled from the plan catalogue of the route's kind.
 * The VPS page shows its plans one way at a time, cards or one table (use-plans-view).
 */
export default function HostingPage({ match }: PageProps) {
  const kind = isPlanKind(match.page) ? match.page : 'vps';
  const page = hostingPages[kind];
  const view = usePlansView();
  const table = kind === 'vps' && view === 'compare';
  const searchable = offersSearch(kind, usePublicConfig());
  return (
    <>
      <PageHero title={page.title} intro={page.blurb} visual={<HostingIllustration kind={kind} />}>
        {emailSecurityInvitation.kinds.includes(kind) && <EmailSecurityInvitation />}
      </PageHero>
      <Benefits kind={kind} />
      {searchable && <DomainSearch kind={kind} page={page} planId={plansByKind[kind][0].id} />}
      <PlansSection page={page} switcher={kind === 'vps' && <PlansViewSwitch view={view} />}>
        {table ? <VpsComparisonPart page={page} plans={vpsPlans} /> : <PlanGrid page={page} plans={plansByKind[kind]} />}
      </PlansSection>
      <HostingBelowPlans kind={kind} />
      <OrderDialogHost prepared={{ kind, planId: plansByKind[kind][0].id }} />
    </>
  );
}

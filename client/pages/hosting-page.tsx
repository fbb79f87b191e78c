import { isPlanKind, planKinds, type PlanKind } from '../../shared/catalogue/plans';
import { hostingPageHeads } from '../../shared/catalogue/plans/page-heads';
import { plansViewFromSearch } from './hosting/vps-plans/plans-view';
import { vpsPlansRoute } from './hosting/vps-plans/vps-plans-route';
import { keptPart } from '../app/kept-part';
import { pagePart } from '../app/page-part';
import type { PageModule, PageProps, PageRoute } from '../app/page-types';
import { PageHero } from '../ui/page-hero';
import { emailSecurityInvitation } from '../../shared/catalogue/email-security-invitation';
import { EmailSecurityInvitation } from './parts/kept-invitations';
import { vpsComparisonPart } from './hosting/vps-plans/vps-comparison-part';
import { domainSearchPart, offersSearch } from './hosting/domain-search-part';
import { titled } from '../../shared/page-meta';

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

/**
 * Each kind's plans, domain search, sections below the plans and order dialog's host in a chunk of its own, with that kind's
 * catalogue alone (hosting/plans/*.tsx): a hosting page lists its kind's and hydrates with it.
 */
const kindPlans = Object.fromEntries(
  planKinds.map((kind) => [
    kind,
    pagePart(`plans-${kind}`, () =>
      import(/* webpackChunkName: "plans-[request]" */ `./hosting/plans/${kind}`).then(
        (module: { KindPlans: () => React.JSX.Element }) => module.KindPlans,
      ),
    ),
  ]),
) as Record<PlanKind, ReturnType<typeof pagePart<object>>>;

const kindOf = (page: string): PlanKind => (isPlanKind(page) ? page : 'vps');

export const meta: PageModule['meta'] = (match) => {
  const page = hostingPageHeads[kindOf(match.page)];
  return titled({ title: page.title, description: page.blurb });
};

/** Only the VPS page reads its query: its plans view (hosting/vps-plans/vps-plans-route.ts). */
export const route: PageRoute = vpsPlansRoute;

/** The kind's plans; the VPS table on its own address (the bare page's remembered view is redirected to it); the domain search where offered. */
export const partsFor: PageModule['partsFor'] = (match, search, config) => [
  kindPlans[kindOf(match.page)].part,
  ...(match.page === 'vps' && plansViewFromSearch(search) === 'compare' ? [vpsComparisonPart] : []),
  ...(isPlanKind(match.page) && offersSearch(match.page, config) ? [domainSearchPart] : []),
];

/**
 * The hosting pages, one per kind of plan: one layout, filled from the plan catalogue of the route's kind.
 * The VPS page shows its plans one way at a time, cards or one table (hosting/plans/vps.tsx).
 */
export default function HostingPage({ match }: PageProps) {
  const kind = kindOf(match.page);
  const page = hostingPageHeads[kind];
  const { Component: Plans } = kindPlans[kind];
  return (
    <>
      <PageHero title={page.title} intro={page.blurb} visual={<HostingIllustration kind={kind} />}>
        {emailSecurityInvitation.kinds.includes(kind) && <EmailSecurityInvitation />}
      </PageHero>
      <Benefits kind={kind} />
      <Plans />
    </>
  );
}

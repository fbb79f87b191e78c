import {
  hostingPages,
  isPlanKind,
  pastelReasons,
  plansByKind,
  vpsOperatingSystems,
  vpsPlans,
} from '../../shared/catalogue/plans';
import type { PageModule, PageProps } from '../app/page-types';
import { OrderDialogHost } from '../features/order-dialog/order-dialog-host';
import { PageHero } from '../ui/page-hero';
import { Benefits } from './hosting/benefits';
import { OperatingSystems } from './hosting/operating-systems';
import { PlanGrid } from './hosting/plan-grid';
import { Reasons } from './hosting/reasons';
import { VpsComparison } from './hosting/vps-comparison';
import { titled } from '../../shared/page-meta';

export const meta: PageModule['meta'] = (match) => {
  const page = hostingPages[isPlanKind(match.page) ? match.page : 'vps'];
  return titled({ title: page.title, description: page.blurb });
};

/** The six hosting pages of §2: one layout, filled from the plan catalogue of the route's kind. */
export default function HostingPage({ match }: PageProps) {
  const kind = isPlanKind(match.page) ? match.page : 'vps';
  const page = hostingPages[kind];
  return (
    <>
      <PageHero title={page.title} intro={page.blurb} />
      <Benefits benefits={page.benefits} />
      <PlanGrid page={page} plans={plansByKind[kind]} />
      {kind === 'vps' && <VpsComparison page={page} plans={vpsPlans} />}
      {kind === 'vps' && <OperatingSystems section={vpsOperatingSystems} />}
      {kind === 'pastel' && <Reasons section={pastelReasons} />}
      <OrderDialogHost />
    </>
  );
}

import type { ReactNode } from 'react';
import type { HostingPage, Plan, PlanKind } from '../../../shared/catalogue/plans';
import { keptPart } from '../../app/kept-part';
import { usePublicConfig } from '../../app/public-config-context';
import { OrderDialogHost } from '../../features/order-dialog/order-dialog-host';
import { DomainSearch, offersSearch } from './domain-search-part';
import { PlanGrid, PlansSection } from './plan-grid';

/** What is under the plans (links only), kept as the server drew it. */
const HostingBelowPlans = keptPart(
  ({ kind }: { kind: PlanKind }) => `hosting-below-plans:${kind}`,
  () => import(/* webpackChunkName: "hosting-sections" */ './kept-sections').then((module) => module.HostingBelowPlans),
);

/**
 * What a hosting page shows of its kind's catalogue: the domain search where offered, the plans
 * (the cards, or what `table` shows instead), the sections under them and the order dialog's host. Each kind's chunk
 * (plans/*.tsx) brings its own plans alone.
 */
export function HostingPlans({
  kind,
  page,
  plans,
  switcher,
  table,
}: {
  kind: PlanKind;
  page: HostingPage;
  plans: readonly Plan[];
  switcher?: ReactNode;
  table?: ReactNode;
}) {
  const searchable = offersSearch(kind, usePublicConfig());
  const first = plans[0]!.id;
  return (
    <>
      {searchable && <DomainSearch kind={kind} page={page} planId={first} />}
      <PlansSection page={page} switcher={switcher}>
        {table ?? <PlanGrid page={page} plans={plans} />}
      </PlansSection>
      <HostingBelowPlans kind={kind} />
      <OrderDialogHost prepared={{ kind, planId: first }} />
    </>
  );
}

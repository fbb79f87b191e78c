import { vpsPage, vpsPlans } from '../../../../shared/catalogue/plans/vps';
import { HostingPlans } from '../hosting-plans';
import { PlansViewSwitch } from '../vps-plans/plans-view-switch';
import { usePlansView } from '../vps-plans/use-plans-view';
import { VpsComparisonPart } from '../vps-plans/vps-comparison-part';

/** The VPS page's plans, one way at a time: cards or one table (use-plans-view). */
export function KindPlans() {
  const view = usePlansView();
  return (
    <HostingPlans
      kind="vps"
      page={vpsPage}
      plans={vpsPlans}
      switcher={<PlansViewSwitch view={view} />}
      table={view === 'compare' ? <VpsComparisonPart page={vpsPage} plans={vpsPlans} /> : undefined}
    />
  );
}

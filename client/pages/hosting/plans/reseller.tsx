import { resellerPage, resellerPlans } from '../../../../shared/catalogue/plans/reseller';
import { HostingPlans } from '../hosting-plans';

/** The reseller page's plans: this kind's catalogue alone. */
export const KindPlans = () => <HostingPlans kind="reseller" page={resellerPage} plans={resellerPlans} />;

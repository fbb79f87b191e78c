import { sharedPage, sharedPlans } from '../../../../shared/catalogue/plans/shared-hosting';
import { HostingPlans } from '../hosting-plans';

/** The shared page's plans: this kind's catalogue alone. */
export const KindPlans = () => <HostingPlans kind="shared" page={sharedPage} plans={sharedPlans} />;

import { pastelPage, pastelPlans } from '../../../../shared/catalogue/plans/pastel';
import { HostingPlans } from '../hosting-plans';

/** The pastel page's plans: this kind's catalogue alone. */
export const KindPlans = () => <HostingPlans kind="pastel" page={pastelPage} plans={pastelPlans} />;

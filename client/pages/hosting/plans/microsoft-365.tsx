import { microsoft365Page, microsoft365Plans } from '../../../../shared/catalogue/plans/microsoft-365';
import { HostingPlans } from '../hosting-plans';

/** The microsoft-365 page's plans: this kind's catalogue alone. */
export const KindPlans = () => <HostingPlans kind="microsoft-365" page={microsoft365Page} plans={microsoft365Plans} />;

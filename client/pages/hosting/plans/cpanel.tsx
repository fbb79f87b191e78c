import { cpanelPage, cpanelPlans } from '../../../../shared/catalogue/plans/cpanel';
import { HostingPlans } from '../hosting-plans';

/** The cpanel page's plans: this kind's catalogue alone. */
export const KindPlans = () => <HostingPlans kind="cpanel" page={cpanelPage} plans={cpanelPlans} />;

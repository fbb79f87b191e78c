export type * from './types';
export { cpanelPlans } from './cpanel';
export { microsoft365Plans } from './microsoft-365';
export { pastelPlans, pastelReasons, type ReasonsSection } from './pastel';
export { resellerPlans } from './reseller';
export { sharedPlans } from './shared-hosting';
export { VPS_LOCATIONS, vpsOperatingSystems, vpsPlans, type OperatingSystem, type OperatingSystemsSection } from './vps';
export { findPlan, hostingPages, isPlanKind, planKinds, plansByKind } from './pages';
export { CONTACT_FOR_PRICING, displayPrice, planDetails } from './plan-text';

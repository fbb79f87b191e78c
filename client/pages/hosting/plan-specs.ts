import type { Plan, PlanByKind, PlanKind, Quantity } from '../../../shared/catalogue/plans';

export interface SpecRow {
  label: string;
  value: string;
}

const quantity = (value: Quantity): string => String(value);

/** The spec rows a card shows for its kind; feature lists follow them on all but VPS, whose cards list specs only. */
const specsByKind: { [K in PlanKind]: (plan: PlanByKind[K]) => SpecRow[] } = {
  vps: (plan) => [
    { label: 'vCPU', value: String(plan.cpus) },
    { label: 'RAM', value: plan.ram },
    { label: 'NVMe storage', value: plan.storage },
    { label: 'Locations', value: plan.locations.join(', ') },
  ],
  shared: (plan) => [
    { label: 'Websites', value: quantity(plan.websites) },
    { label: 'SSD storage', value: plan.storage },
    { label: 'Bandwidth', value: plan.bandwidth },
    { label: 'MySQL databases', value: quantity(plan.databases) },
    { label: 'Email accounts', value: quantity(plan.email) },
  ],
  reseller: (plan) => [
    { label: 'cPanel accounts', value: quantity(plan.accounts) },
    { label: 'Storage', value: plan.storage },
    { label: 'Bandwidth', value: plan.bandwidth },
  ],
  cpanel: (plan) => [
    { label: 'cPanel accounts', value: quantity(plan.accounts) },
    { label: 'Storage', value: plan.storage },
    { label: 'Bandwidth', value: plan.bandwidth },
  ],
  // Users, the OS and backup retention are in the plan's feature list already.
  pastel: (plan) => [
    { label: 'CPUs', value: String(plan.cpus) },
    { label: 'RAM', value: plan.ram },
    { label: 'Storage', value: plan.storage },
  ],
  'microsoft-365': (plan) => [
    { label: 'Licence', value: plan.users },
    { label: 'OneDrive storage', value: plan.storage.replace(/ OneDrive$/, '') },
    { label: 'Mailbox', value: plan.mailbox },
  ],
};

/** Cards get their plan from the same kind's list, so the kind and the plan's shape agree. */
export function planSpecs(kind: PlanKind, plan: Plan): SpecRow[] {
  return (specsByKind[kind] as (plan: Plan) => SpecRow[])(plan);
}

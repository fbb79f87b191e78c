import type { VpsPlan, VpsSortKey } from '../../../../shared/catalogue/plans';

type SortDirection = 'ascending' | 'descending';

export interface VpsSort {
  key: VpsSortKey;
  direction: SortDirection;
}

/** 'R1 061' or 'R1061' → 1061; '16 GB' → 16. The catalogue keeps these as the cards print them. */
const numberIn = (text: string): number => Number(text.replace(/[^0-9.]/g, ''));

const valueOf: Record<VpsSortKey, (plan: VpsPlan) => number> = {
  price: (plan) => numberIn(plan.price),
  cpus: (plan) => plan.cpus,
  ram: (plan) => numberIn(plan.ram),
  storage: (plan) => numberIn(plan.storage),
};

/** The plans in the table's order; ties keep the catalogue's order (cheapest first). */
export function sortVpsPlans(plans: readonly VpsPlan[], { key, direction }: VpsSort): VpsPlan[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => sign * (valueOf[key](a.plan) - valueOf[key](b.plan)) || a.index - b.index)
    .map(({ plan }) => plan);
}

/** Pressing a column's sort button: the sorted column turns around, another starts ascending. */
export const nextSort = (current: VpsSort, key: VpsSortKey): VpsSort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };

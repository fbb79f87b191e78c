import { css } from '@emotion/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  excludingVat,
  PER_MONTH,
  needsFromSearch,
  PER_YEAR,
  plansThatFit,
  VAT_INCLUDED,
  vpsComparison as copy,
  type HostingPage,
  type VpsPlan,
  type VpsSortKey,
} from '../../../../shared/catalogue/plans';
import { useMounted } from '../../../ui/after-mount';
import { IconPath } from '../../../ui/icons';
import { mq } from '../../../ui/tokens';
import { OrderButton } from '../order-button';
import { nextSort, sortVpsPlans, type VpsSort } from './sort-vps-plans';
import { VpsFit } from './vps-fit';

const sortIcons = {
  none: 'M7 15l5 5 5-5M7 9l5-5 5 5',
  ascending: 'M12 19V5M5 12l7-7 7 7',
  descending: 'M12 5v14M19 12l-7 7-7-7',
} as const;

/**
 * A real table from 768 px up. Narrower, each row becomes a three-line block (plan and price;
 * specs; the order button) and the sort buttons a row of chips above it, so a phone never
 * scrolls sideways.
 */
const styles = css`
  .intro {
    text-align: center;
    max-width: 40rem;
    margin: 0 auto 1.5rem;
    color: var(--fg-muted);
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
    font-variant-numeric: tabular-nums;
  }
  caption {
    caption-side: top;
    text-align: left;
    color: var(--fg-muted);
    font-size: 0.9rem;
    padding-bottom: 0.75rem;
  }
  th,
  td {
    padding: 0.7rem 0.75rem;
    text-align: right;
    white-space: nowrap;
  }
  th:first-of-type,
  tbody th {
    text-align: left;
  }
  thead th {
    font-size: 0.85rem;
    color: var(--fg-muted);
    font-weight: 600;
    border-bottom: 1px solid var(--border);
  }
  tbody tr {
    border-bottom: 1px solid var(--border);
  }
  tbody tr:hover {
    background: var(--bg-muted);
  }
  tbody th {
    font-weight: 700;
  }
  .price {
    font-weight: 700;
  }
  .vat {
    display: block;
    font-size: 0.75rem;
    font-weight: 500;
    color: var(--fg-muted);
  }
  .excl {
    display: block;
    font-size: 0.75rem;
    font-weight: 400;
    color: var(--fg-muted);
  }
  .yearly {
    display: block;
    margin-top: 0.35rem;
    font-weight: 600;
    color: var(--fg-muted);
  }
  .sort {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding: 0.3rem 0.5rem;
    margin: -0.3rem -0.5rem;
    border: 0;
    border-radius: 0.4rem;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .sort:hover,
  [aria-sort] .sort {
    color: var(--fg);
  }
  .sort:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 2px;
  }
  td.order {
    width: 1%;
  }
  td.order button {
    padding: 0.45rem 0.9rem;
    font-size: 0.875rem;
  }
  .unit {
    display: none;
  }
  @media (max-width: 767px) {
    table,
    tbody,
    thead,
    thead tr {
      display: block;
    }
    caption {
      display: block;
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-bottom: 0.75rem;
    }
    thead th {
      display: none;
      padding: 0;
      border: 0;
    }
    table.sortable thead th.sortable {
      display: block;
    }
    table.sortable .sort {
      margin: 0;
      padding: 0.35rem 0.7rem;
      border: 1px solid var(--border);
      border-radius: 999px;
    }
    table.sortable [aria-sort] .sort {
      border-color: var(--primary);
    }
    tbody tr {
      display: grid;
      grid-template-columns: max-content max-content max-content minmax(0, 1fr);
      grid-template-areas:
        'plan plan price price'
        'cpus ram storage .'
        'order order order order';
      align-items: baseline;
      gap: 0.35rem 0.75rem;
      padding: 0.9rem 0.25rem;
    }
    th,
    td {
      padding: 0;
      text-align: left;
    }
    tbody th {
      grid-area: plan;
    }
    td.cpus {
      grid-area: cpus;
    }
    td.ram {
      grid-area: ram;
    }
    td.storage {
      grid-area: storage;
    }
    td.price {
      grid-area: price;
      text-align: right;
    }
    td.order {
      grid-area: order;
      width: auto;
      padding-top: 0.4rem;
    }
    .unit {
      display: inline;
    }
    /* The amount and its period stay together; "incl. VAT" goes under them when the row is narrow. */
    td.price {
      white-space: normal;
    }
    td.price .amount,
    td.price .vat {
      display: inline-block;
      white-space: nowrap;
    }
    td.price .excl {
      white-space: nowrap;
    }
  }
  ${mq.md} {
    .scroll {
      border: 1px solid var(--border);
      border-radius: 1rem;
      background: var(--bg-elevated);
      padding: 0.5rem 0.75rem;
    }
    tbody tr:last-of-type {
      border-bottom: 0;
    }
  }
`;

/** The columns that show a size with its unit. */
const SPEC_COLUMNS = ['cpus', 'ram', 'storage'] as const;

function Heading({ column, sort, onSort }: { column: VpsSortKey; sort?: VpsSort; onSort?: (key: VpsSortKey) => void }) {
  const label = copy.columns[column];
  const active = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" className={onSort ? 'sortable' : undefined} aria-sort={active}>
      {onSort ? (
        <button type="button" className="sort" onClick={() => onSort(column)} data-testid={`sort-${column}`}>
          {label}
          <IconPath d={sortIcons[active ?? 'none']} size={14} aria-hidden="true" />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

function Row({ page, plan }: { page: HostingPage; plan: VpsPlan }) {
  const rowId = `compare-${plan.id}`;
  return (
    <tr data-testid="comparison-row">
      <th scope="row" id={rowId}>
        {plan.name}
      </th>
      {SPEC_COLUMNS.map((column) => (
        <td key={column} className={column}>
          {plan[column]}
          <span className="unit"> {copy.units[column]}</span>
        </td>
      ))}
      <td className="price">
        <span className="amount">
          {plan.price}
          {PER_MONTH}
        </span>{' '}
        <span className="vat">{VAT_INCLUDED}</span>
        <span className="excl">{excludingVat(plan.price)}</span>
        {plan.yearlyPrice && (
          <span className="yearly">
            <span className="amount">
              {copy.or} {plan.yearlyPrice}
              {PER_YEAR}
            </span>{' '}
            <span className="vat">{VAT_INCLUDED}</span>
            <span className="excl">{excludingVat(plan.yearlyPrice)}</span>
          </span>
        )}
      </td>
      <td className="order">
        <OrderButton kind={page.kind} planId={plan.id} label={page.orderLabel} describedBy={rowId} place="table" />
      </td>
    </tr>
  );
}

/**
 * The VPS plans' table view: the 14 plans as one table, sortable once the page's script has run,
 * under "What do you need?", which keeps only the plans that fit (none: no table).
 */
export function VpsComparison({ page, plans }: { page: HostingPage; plans: readonly VpsPlan[] }) {
  const [sort, setSort] = useState<VpsSort>({ key: 'price', direction: 'ascending' });
  const asked = needsFromSearch(useLocation().search);
  const fitting = asked.state === 'asked' ? plansThatFit(plans, asked.needs) : plans;
  // Sort buttons only where they work: the server HTML (and JavaScript off) has plain headings.
  const interactive = useMounted();
  const onSort = interactive ? (key: VpsSortKey) => setSort((current) => nextSort(current, key)) : undefined;
  const rows = sortVpsPlans(fitting, sort);
  return (
    <div css={styles} data-testid="vps-comparison">
      <p className="intro">{copy.blurb}</p>
      <VpsFit page={page} asked={asked} plans={plans} fitting={fitting} />
      {rows.length > 0 && (
        <div className="scroll">
          <table className={interactive ? 'sortable' : undefined}>
            <caption>{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.columns.plan}</th>
                {(['cpus', 'ram', 'storage', 'price'] as const).map((column) => (
                  <Heading key={column} column={column} sort={interactive ? sort : undefined} onSort={onSort} />
                ))}
                <th scope="col">
                  <span className="visually-hidden">{copy.columns.order}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((plan) => (
                <Row key={plan.id} page={page} plan={plan} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Link } from '../../../ui/link';
import { plansViewSwitch as copy } from '../../../../shared/catalogue/plans';
import { PLANS_VIEWS, plansViewQuery, type PlansView } from './plans-view';
import { radius } from '../../../ui/tokens';
import { whenIdle } from '../../../lib/when-idle';
import { rememberPlansView } from './use-plans-view';
import { vpsComparisonPart } from './vps-comparison-part';

const styles = css`
  display: flex;
  justify-content: center;
  margin: -0.75rem 0 2rem;
  ul {
    display: inline-flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0.25rem;
    list-style: none;
    border: 1px solid var(--border);
    border-radius: calc(${radius} + 0.25rem);
    background: var(--bg-muted);
  }
  a {
    display: block;
    padding: 0.5rem 1rem;
    border-radius: ${radius};
    color: var(--fg-muted);
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: var(--fg);
  }
  a[aria-current='true'] {
    background: var(--bg-elevated);
    color: var(--fg);
    box-shadow: var(--shadow);
  }
`;

/**
 * Cards or one table: two links (so they work before and without the script), the current one
 * marked. With the script, a choice changes the view in place and is remembered in a cookie. The
 * table's code is fetched once the page is idle, so the switch to it draws at once.
 */
export function PlansViewSwitch({ view }: { view: PlansView }) {
  useEffect(() => whenIdle(() => void vpsComparisonPart.load().catch(() => undefined)), []);
  return (
    <nav css={styles} aria-label={copy.label}>
      <ul>
        {PLANS_VIEWS.map((option) => (
          <li key={option}>
            <Link
              to={{ search: plansViewQuery(option) }}
              aria-current={option === view ? 'true' : undefined}
              onClick={() => rememberPlansView(option)}
              preventScrollReset
              data-testid={`plans-view-${option}`}
            >
              {copy.views[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

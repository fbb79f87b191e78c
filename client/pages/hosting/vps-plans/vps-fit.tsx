import { css } from '@emotion/react';
import {
  PER_MONTH,
  planDetails,
  plansThatFit,
  VAT_INCLUDED,
  VPS_NEEDS,
  vpsFit as copy,
  type HostingPage,
  type NeedsAsked,
  type VpsPlan,
} from '../../../../shared/catalogue/plans';
import { paths } from '../../../../shared/routes';
import { plansViewQuery } from './plans-view';
import { Button } from '../../../ui/button';
import { fieldStyles } from '../../../ui/form-field';
import { OrderButton } from '../order-button';

const styles = css`
  margin: 0 auto 1.5rem;
  max-width: 48rem;
  padding: 1rem 1.25rem 1.25rem;
  border: 1px solid var(--border);
  border-radius: 1rem;
  background: var(--bg-elevated);
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
  }
  .fit-intro {
    margin: 0 0 0.75rem;
    color: var(--fg-muted);
    font-size: 0.95rem;
  }
  .needs {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
    gap: 0.75rem;
    align-items: end;
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  .answer {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid var(--border);
    display: grid;
    gap: 0.6rem;
  }
  .answer p {
    margin: 0;
  }
  .answer .pick {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
  }
  .answer .pick form {
    min-width: 10rem;
  }
  .problem {
    font-weight: 600;
  }
`;

const PROBLEM_ID = 'vps-fit-problem';

/** 'CXN4: 6 vCPU, 8 GB RAM, 200 GB NVMe storage, R624/month incl. VAT'. */
const described = (plan: VpsPlan) => `${plan.name}: ${planDetails(plan)}, ${plan.price}${PER_MONTH} ${VAT_INCLUDED}`;

function Pick({ page, plan, lead }: { page: HostingPage; plan: VpsPlan; lead: string }) {
  const id = `fit-${plan.id}`;
  return (
    <div className="pick">
      <p id={id}>
        {lead} <strong>{described(plan)}</strong>.
      </p>
      <OrderButton kind={page.kind} planId={plan.id} label={page.orderLabel} describedBy={id} place="fit" />
    </div>
  );
}

interface FitProps {
  page: HostingPage;
  asked: NeedsAsked;
  /** Every VPS plan, and those that fit the needs asked, smallest first. */
  plans: readonly VpsPlan[];
  fitting: readonly VpsPlan[];
}

/** What the needs asked found: the count and the smallest plan that fits, or the largest and a consultation. */
function Answer({ page, asked, plans, fitting }: FitProps) {
  if (asked.state === 'none') return null;
  if (asked.state === 'not-a-number')
    return (
      <div className="answer" data-testid="vps-fit-answer">
        <p className="problem" id={PROBLEM_ID}>
          {copy.notANumber}
        </p>
      </div>
    );
  // The dearest plan is the largest: every plan has at least what a cheaper one has.
  const largest = plansThatFit(plans, {}).at(-1)!;
  return (
    <div className="answer" data-testid="vps-fit-answer">
      {fitting.length > 0 ? (
        <>
          <p>{copy.fits(fitting.length, plans.length)}</p>
          <Pick page={page} plan={fitting[0]!} lead={copy.smallest} />
        </>
      ) : (
        <>
          <p className="problem">{copy.none}</p>
          <Pick page={page} plan={largest} lead={copy.largest} />
          <p>
            {copy.consultation} <a href={paths.contact}>{copy.consultationLink}</a>
          </p>
        </>
      )}
    </div>
  );
}

/**
 * "What do you need?": a GET form to the table's own address, so it works without JavaScript and
 * the answer is the server's HTML; the values asked stay in their boxes.
 */
export function VpsFit(props: FitProps) {
  const typed = props.asked.state === 'none' ? {} : props.asked.typed;
  const invalid = props.asked.state === 'not-a-number' ? props.asked.invalid : [];
  return (
    <section css={styles} aria-labelledby="vps-fit-heading" data-testid="vps-fit">
      <h3 id="vps-fit-heading">{copy.heading}</h3>
      <p className="fit-intro">{copy.intro}</p>
      <form method="get" action={props.page.path}>
        <input type="hidden" name="view" value="compare" />
        <div className="needs">
          {VPS_NEEDS.map((need) => (
            <div css={fieldStyles} key={need}>
              <label htmlFor={`vps-need-${need}`}>{copy.fields[need]}</label>
              <input
                id={`vps-need-${need}`}
                name={need}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={typed[need] ?? ''}
                aria-invalid={invalid.includes(need) || undefined}
                aria-describedby={invalid.includes(need) ? PROBLEM_ID : undefined}
              />
            </div>
          ))}
          <div className="actions">
            <Button type="submit">{copy.submit}</Button>
            {props.asked.state !== 'none' && <a href={`${props.page.path}${plansViewQuery('compare')}`}>{copy.showAll}</a>}
          </div>
        </div>
      </form>
      <Answer {...props} />
    </section>
  );
}

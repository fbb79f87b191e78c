import { css } from '@emotion/react';
import { domainCheckCopy, domainCheckNote } from '../../../shared/catalogue/domain-check-copy';
import type { DomainCheckState } from './use-domain-check';

const styles = css`
  margin: -0.5rem 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--fg);
  &:empty {
    display: none;
  }
`;

type Step = 'register' | 'transfer' | 'existing';
const isStep = (value: string | undefined): value is Step => value === 'register' || value === 'transfer' || value === 'existing';

/**
 * The registry's answer under the domain field, in words that fit the step chosen; a live region,
 * so a screen reader hears it when it arrives. It never stops the order.
 */
export function DomainCheckNote({ check, step }: { check: DomainCheckState; step: string | undefined }) {
  let text: string | null = null;
  let status: string | undefined;
  if (isStep(step) && check.state === 'checking') text = domainCheckCopy.checking;
  if (isStep(step) && check.state === 'failed') [text, status] = [domainCheckNote(step, 'unknown'), 'unknown'];
  if (isStep(step) && check.state === 'answered') {
    status = check.answer.status;
    text = domainCheckNote(step, check.answer.status);
  }
  return (
    <p css={styles} role="status" data-testid="domain-check" data-status={status}>
      {text}
    </p>
  );
}

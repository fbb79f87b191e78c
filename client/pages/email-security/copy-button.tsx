import { css } from '@emotion/react';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { COPY_ATTRIBUTE, COPY_FAILED_ATTRIBUTE, useCopyPresses } from '../../app/copy-presses';

const styles = css`
  flex: none;
  align-self: start;
  font: inherit;
  font-family: system-ui, sans-serif;
  font-size: 0.8rem;
  font-weight: 600;
  padding: 0.15rem 0.6rem;
  min-height: 2rem;
  min-width: 4.5rem;
  border: 1px solid var(--border);
  border-radius: 0.25rem;
  background: var(--bg-elevated);
  color: var(--text);
  cursor: pointer;
  &:hover {
    border-color: var(--primary);
  }
  /* Without JavaScript it could do nothing: the text it copies selects whole at a click instead. */
  html:not([data-hydrated]) & {
    display: none;
  }
`;

/**
 * Copies the `<code>` beside it to the clipboard, saying so for a moment; `what` names it for a
 * screen reader ("Copy name"). The document's one listener does the copying (app/copy-presses.ts).
 */
export function CopyButton({ what }: { what: string }) {
  useCopyPresses();
  const words = { [COPY_ATTRIBUTE]: copy.copied, [COPY_FAILED_ATTRIBUTE]: copy.copyFailed };
  return (
    <button type="button" css={styles} aria-label={copy.copyLabel(what)} {...words}>
      <span aria-live="polite">{copy.copy}</span>
    </button>
  );
}

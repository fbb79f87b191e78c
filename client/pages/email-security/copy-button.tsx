import { css } from '@emotion/react';
import { useState } from 'react';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';

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
 * The text beside the button selected, and copied the older way: where the clipboard refuses a
 * page (no focus, an older browser), the selection is still there for the visitor's own copy.
 */
function selectAndCopy(button: HTMLElement): boolean {
  const code = button.parentElement?.querySelector('code');
  const selection = window.getSelection();
  if (!code || !selection) return false;
  selection.selectAllChildren(code);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** Copies `text` to the clipboard, saying so for a moment; `what` names it for a screen reader ("Copy Name"). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [said, setSaid] = useState<'copied' | 'failed' | undefined>();
  const copyIt = (event: React.MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const copied = navigator.clipboard ? navigator.clipboard.writeText(text).then(() => true) : Promise.reject(new Error());
    copied
      .catch(() => selectAndCopy(button))
      .then(
        (done) => setSaid(done ? 'copied' : 'failed'),
        () => setSaid('failed'),
      );
    setTimeout(() => setSaid(undefined), 2000);
  };
  return (
    <button type="button" css={styles} onClick={copyIt} aria-label={copy.copyLabel(what)}>
      <span aria-live="polite">{said === 'copied' ? copy.copied : said === 'failed' ? copy.copyFailed : copy.copy}</span>
    </button>
  );
}

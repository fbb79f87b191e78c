import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { HELP_QUERY, HELP_QUERY_MAX, helpPagePath, helpSearchPath, normaliseHelpQuery } from '../../../shared/help/paths';
import { buttonStyles } from '../../ui/button';
import { radius } from '../../ui/tokens';

const styles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  max-width: 40rem;
  label {
    flex-basis: 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.9rem;
    font: inherit;
    font-size: 1rem;
    color: var(--fg);
    background: var(--bg);
    border: 1px solid var(--border);
    border-radius: ${radius};
  }
  input:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 1px;
  }
`;

/** How long typing pauses before the results follow it. */
const TYPING_PAUSE_MS = 250;

/**
 * The help centre's search: a GET form to `/help?q=`, answered in the server's HTML with
 * JavaScript off; with it, results follow the typing (the address follows too, replacing itself,
 * so Back leaves the search rather than stepping through every letter). `onTouch` runs each time
 * the visitor focuses or presses in the form: the page fetches the results' code at the first.
 */
export function HelpSearchForm({ query, onTouch }: { query: string; onTouch: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Back and Forward change the query under the field: the field follows (what was typed stays
  // when it is what the page shows).
  if (shown !== query) {
    setShown(query);
    if (normaliseHelpQuery(text) !== query) setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (value: string, replace: boolean) => navigate(helpSearchPath(value), { replace, preventScrollReset: true });
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(value, true), TYPING_PAUSE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    show(text, normaliseHelpQuery(text) === query);
  };
  return (
    <form
      css={styles}
      role="search"
      action={helpPagePath}
      method="get"
      onSubmit={onSubmit}
      onFocus={onTouch}
      onPointerDown={onTouch}
      data-testid="help-search"
    >
      <label htmlFor="help-query">{helpCopy.search.label}</label>
      <input
        id="help-query"
        type="search"
        name={HELP_QUERY}
        value={text}
        maxLength={HELP_QUERY_MAX}
        placeholder={helpCopy.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" css={buttonStyles('default', 'lg')}>
        {helpCopy.search.button}
      </button>
    </form>
  );
}

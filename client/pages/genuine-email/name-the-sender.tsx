import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { genuineEmailAnswerCopy as copy } from '../../../shared/catalogue/genuine-email-answer-copy';
import { GENUINE_EMAIL_FIELDS as fields, SUPPLIER_FIELD_ID } from '../../../shared/genuine-email/answer';
import { Button } from '../../ui/button';
import { fieldStyles, useDescribedControl } from '../../ui/form-field';

const styles = css`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border: 2px solid var(--primary);
  border-radius: 0.75rem;
  form {
    display: grid;
    gap: 0.75rem;
  }
  button {
    justify-self: start;
  }
  label.field-link {
    color: var(--link, var(--primary));
    text-decoration: underline;
    cursor: pointer;
  }
  p {
    margin: 0;
  }
  /* The form here reuses the message the page holds, which only the page's script can post again. */
  html:not([data-hydrated]) & form {
    display: none;
  }
  html[data-hydrated] & .without-script {
    display: none;
  }
`;

/**
 * The ask under a proven sender nobody named: with the page's script, the sender named here is put
 * in the form's own field and the same message (its file still chosen, its headers still pasted)
 * checked again in place; without it, the form above, drawn again with what was named, is where to
 * name them and choose the file again.
 */
export function NameTheSender({ form }: { form: string }) {
  const [named, setNamed] = useState('');
  const { id, control, below } = useDescribedControl({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const main = document.getElementById(form);
    const field = main instanceof HTMLFormElement ? main.elements.namedItem(fields.supplier) : null;
    if (!(field instanceof HTMLInputElement) || !named.trim()) return;
    field.value = named.trim();
    (main as HTMLFormElement).requestSubmit();
  };
  return (
    <div css={styles} data-testid="genuine-ask">
      <p className="without-script">
        {copy.ask.withoutScript.before}{' '}
        <label className="field-link" htmlFor={SUPPLIER_FIELD_ID}>
          {copy.ask.withoutScript.field}
        </label>{' '}
        {copy.ask.withoutScript.after}
      </p>
      <form onSubmit={onSubmit}>
        <div css={fieldStyles}>
          <label htmlFor={id}>{copy.ask.label}</label>
          <input
            {...control}
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={named}
            onChange={(event) => setNamed(event.target.value)}
          />
          {below}
        </div>
        <Button type="submit">{copy.ask.submit}</Button>
      </form>
    </div>
  );
}

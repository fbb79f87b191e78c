import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldFontSize, radius } from './tokens';

/** A labelled control with its hint and error under it; the select field reads the same. */
export const fieldStyles = css`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input,
  textarea,
  select {
    width: 100%;
    font: inherit;
    font-size: ${fieldFontSize};
    color: var(--fg);
    background: var(--bg);
    border: 1px solid var(--border);
    border-radius: ${radius};
    padding: 0.6rem 0.75rem;
    min-height: 2.75rem;
  }
  textarea {
    resize: vertical;
    min-height: 6.5rem;
    line-height: 1.5;
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: var(--destructive);
  }
  .hint {
    /* Holds a link's visually hidden words ('opens in a new tab'), which would otherwise be placed
       against the dialog and stretch its scrolling area beyond the fields' own. */
    position: relative;
    margin: 0;
    font-size: 0.875rem;
    color: var(--fg-muted);
  }
  .error {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 600;
    color: var(--destructive-text);
  }
`;

type Common = { label: string; name: string; error?: string; hint?: ReactNode };
type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;
type AreaProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

/** The id, aria-invalid and aria-describedby of a control, and the hint and error to show under it. */
export function useDescribedControl({ hint, error, id: given }: { hint?: ReactNode; error?: string; id?: string }) {
  const made = useId();
  // A control another part of the page points to (a label elsewhere) keeps the id it was given.
  const id = given ?? made;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const below = (
    <>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
  return { id, control, below };
}

/**
 * A labelled input or textarea with its hint and inline error, tied to it by aria-describedby and
 * marked aria-invalid, so a screen reader reads the problem with the field.
 */
export function FormField(props: InputProps | AreaProps) {
  const { id, control: described, below } = useDescribedControl(props);
  let control;
  if (props.multiline) {
    const { label: _label, error: _error, hint: _hint, className: _className, multiline: _multiline, ...area } = props;
    control = <textarea {...area} {...described} />;
  } else {
    const { label: _label, error: _error, hint: _hint, className: _className, multiline: _multiline, ...input } = props;
    control = <input {...input} {...described} />;
  }
  return (
    <div css={fieldStyles} className={props.className}>
      <label htmlFor={id}>{props.label}</label>
      {control}
      {below}
    </div>
  );
}

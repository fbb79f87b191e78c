import { css } from '@emotion/react';
import type { InputHTMLAttributes } from 'react';

const styles = css`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  min-height: 2.75rem;
  padding-top: 0.55rem;
  font-size: 0.95rem;
  cursor: pointer;
  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0.15rem 0 0;
    accent-color: var(--primary);
  }
  input:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

type CheckboxFieldProps = { label: string; name: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>;

/** A checkbox with its label beside it, the whole line a target to tap. */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  return (
    <label css={styles} className={className}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

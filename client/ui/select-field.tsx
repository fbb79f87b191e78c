import type { ReactNode, SelectHTMLAttributes } from 'react';
import { fieldStyles, useDescribedControl } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with the same group sit under one heading (an <optgroup>). */
  group?: string;
}

type SelectFieldProps = {
  label: string;
  name: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'children'>;

/** Options in their order, those of one group together under its heading. */
function grouped(options: readonly SelectOption[]): Array<{ group?: string; options: SelectOption[] }> {
  const runs: Array<{ group?: string; options: SelectOption[] }> = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

/** A labelled native select, drawn like the text fields, with its hint and inline error. */
export function SelectField({ label, options, hint, error, className, ...select }: SelectFieldProps) {
  const { id, control, below } = useDescribedControl({ hint, error });
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <div css={fieldStyles} className={className}>
      <label htmlFor={id}>{label}</label>
      <select {...select} {...control}>
        {grouped(options).map((run) =>
          run.group ? (
            <optgroup key={run.group} label={run.group}>
              {run.options.map(option)}
            </optgroup>
          ) : (
            run.options.map(option)
          ),
        )}
      </select>
      {below}
    </div>
  );
}

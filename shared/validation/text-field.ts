import { string, type StringSchema } from 'yup';

/**
 * C0 and C1 controls except tab, LF and CR: nothing a visitor types, and a way to smuggle
 * surprises into the e-mail the server composes.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks in a one-line field could split a mail header, so those fields refuse them. */
const LINE_BREAKS = /[\r\n\u2028\u2029]/;

function hasInvalidCharacters(value: string, singleLine: boolean): boolean {
  return CONTROL_CHARACTERS.test(value) || (singleLine && LINE_BREAKS.test(value));
}

export interface TextRule {
  label: string;
  /** Absent fields are an error; optional ones are filled with '' before validation. */
  required: boolean;
  singleLine: boolean;
  min?: { length: number; message: string };
  /** Left out where the form's own schema sets the limit. */
  max?: { length: number; message: string };
}

/**
 * A strict string field for request bodies: wrong types are reported, never coerced (a JSON
 * number or object is not a name). Values arrive already trimmed, so strict mode's trim check holds.
 */
export function textField({ label, required, singleLine, min, max }: TextRule): StringSchema<string | undefined> {
  const notText = `${label} must be text`;
  let field = string().strict().typeError(notText).nonNullable(notText);
  if (required) field = field.defined(`${label} is required`);
  if (min) field = field.min(min.length, min.message);
  if (max) field = field.max(max.length, max.message);
  return field.test(
    'characters',
    `${label} contains invalid characters`,
    (value) => !value || !hasInvalidCharacters(value, singleLine),
  );
}

import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export interface FormValidation<T> {
  valid: boolean;
  /** Cast values (trimmed), also when invalid, so a form can show what will be sent. */
  values: T;
  /** The first message per field, for inline messages under the inputs (order form). */
  errors: Partial<Record<keyof T & string, string>>;
  /** Every message in field order, for the contact form's single toast (joined by commas). */
  messages: string[];
}

/** Yup reports fields in its own dependency order; the forms want the order they are drawn in. */
export function sortByFieldOrder(errors: readonly ValidationError[], fieldOrder: readonly string[]): ValidationError[] {
  const rank = (error: ValidationError): number => {
    const index = fieldOrder.indexOf(error.path ?? '');
    return index === -1 ? fieldOrder.length : index;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b));
}

function castLeniently<S extends AnyObjectSchema>(schema: S, values: unknown): InferType<S> {
  try {
    return schema.cast(values, { assert: false }) as InferType<S>;
  } catch {
    return values as InferType<S>;
  }
}

/** Checks every field at once (abortEarly off) and never throws for a validation failure. */
export function validateForm<S extends AnyObjectSchema>(schema: S, values: unknown): FormValidation<InferType<S>> {
  type T = InferType<S>;
  try {
    const valid: T = schema.validateSync(values, { abortEarly: false });
    return { valid: true, values: valid, errors: {}, messages: [] };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const sorted = sortByFieldOrder(failures, Object.keys(schema.fields));
    const errors: Partial<Record<keyof T & string, string>> = {};
    for (const failure of sorted) {
      const field = (failure.path ?? '') as keyof T & string;
      errors[field] ??= failure.message;
    }
    return { valid: false, values: castLeniently(schema, values), errors, messages: sorted.map((f) => f.message) };
  }
}

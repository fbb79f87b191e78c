import type { AnyObjectSchema, InferType } from 'yup';
import type { FormValidation } from '../../shared/validation/validate-form';
import { retryImport } from './retry-import';

/** A form's values checked against its rules: every field at once (shared/validation/validate-form.ts). */
export type FormCheck<V> = (values: V) => FormValidation<V>;

/** What loads a form's check, once: `rulesOf`. */
export type FormRules<V> = () => Promise<FormCheck<V>>;

/**
 * A form's rules (its yup schema, and yup: about 11 KB brotli) in chunks of their own, fetched when
 * the visitor first starts on the form or sends it, never with the form: a form drawn on a page
 * the visitor only reads costs none of them. A failed fetch is tried again at the next call.
 */
export function rulesOf<S extends AnyObjectSchema>(loadSchema: () => Promise<S>): FormRules<InferType<S>> {
  let rules: Promise<FormCheck<InferType<S>>> | undefined;
  return () => {
    rules ??= Promise.all([
      retryImport(loadSchema),
      retryImport(() => import(/* webpackChunkName: "validate-form" */ '../../shared/validation/validate-form')),
    ]).then(
      ([schema, { validateForm }]) =>
        (values) =>
          validateForm(schema, values),
      (error: unknown) => {
        rules = undefined;
        throw error;
      },
    );
    return rules;
  };
}

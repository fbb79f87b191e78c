import { boolean, mixed, number, object, string, type AnyObjectSchema, type Schema } from 'yup';

/** Set-up answers, an assessment's answers: an object of text answers, whatever questions a later release asks. */
const isTextAnswers = (value: unknown): boolean =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => typeof answer === 'string'));

/** A field's type alone; `check` for a field whose type says too little (an object). */
function typeOf(name: string, type: string, check: Schema | undefined) {
  if (check) return check;
  if (type === 'number') return number().strict();
  // An object's type says nothing of its content: its kind says what it holds, so none is read unchecked.
  if (type === 'object') throw new TypeError(`stored field '${name}' is an object: its kind must give its check`);
  if (type === 'boolean') return boolean().strict();
  if (type === 'lazy' || type === 'mixed') return mixed().test('answers', 'answers are text', isTextAnswers);
  return string().strict();
}

/** What the server adds to every request (types.ts, MailRequest). */
const meta = {
  reference: string().strict().optional(),
  requestId: string().strict().defined(),
  receivedAt: string().strict().defined(),
};

export interface StoredShapeOptions {
  /** Fields the kind gained after its records could be on disk: a record from before lacks them. */
  addedLater?: ReadonlySet<string>;
  /** A field's own check, where its type says too little (an object, such as an order's domain check). */
  checks?: Record<string, Schema>;
}

/**
 * A kind's request as the outbox stores it, derived from the endpoint's schema of its body: every
 * field the body defines (the captcha aside), with its type only, tagged with the kind and with
 * what the server adds. The rules (lengths, formats) were checked when the request was accepted;
 * a record must stay readable after a release changes a rule, so reading checks only the shape.
 * Every field a body may leave out (an optional field, which is how a release adds one) may be
 * absent from a record too, as may the fields in `addedLater`.
 */
export function storedShape(kind: string, body: AnyObjectSchema, options: StoredShapeOptions = {}): AnyObjectSchema {
  const { addedLater = new Set<string>(), checks = {} } = options;
  const fields = Object.entries(body.fields)
    .filter(([name]) => name !== 'captcha')
    .map(([name, field]) => {
      const { type } = field as Schema;
      const typed = typeOf(name, type, checks[name]);
      const optional = addedLater.has(name) || type === 'lazy' || (field as Schema).describe().optional;
      return [name, optional ? typed.optional() : typed.defined()];
    });
  return object(Object.fromEntries(fields)).shape({ kind: string().strict().oneOf([kind]).defined(), ...meta });
}

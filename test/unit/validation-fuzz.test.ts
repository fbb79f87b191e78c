/**
 * The endpoint feeds validateSubmission whatever JSON a client sends. These properties check that
 * it always answers (never throws) and that what it accepts really meets the rules.
 */
import fc from 'fast-check';
import { composeOrderMessage } from '../../shared/order-message';
import { validateSubmission, type SubmissionResult } from '../../shared/validation/endpoint-schema';
import { CONTACT_LIMITS as C } from '../../shared/validation/contact-schema';
import { ORDER_LIMITS as O } from '../../shared/validation/order-schema';
import { CALLBACK_LIMITS as B, isCallbackDay } from '../../shared/validation/callback-schema';
import { callbackTimes, callbackTopics } from '../../shared/catalogue/callback-copy';
import { assessmentQuestions } from '../../shared/catalogue/assessment';
import { checkAnswers } from '../../shared/assessment/score';

const FIELDS = ['name', 'email', 'company', 'phone', 'message', 'captcha'] as const;
const CALLBACK_FIELDS = ['name', 'phone', 'day', 'time', 'topic', 'captcha'] as const;
const ASSESSMENT_FIELDS = ['name', 'email', 'company', 'phone', 'captcha'] as const;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

const hugeString = fc
  .tuple(fc.constantFrom('a', ' ', '\n', '\u0000', 'é', '😀'), fc.integer({ min: 10_000, max: 300_000 }))
  .map(([char, n]) => char.repeat(n));

const lineBreaky = fc
  .array(fc.constantFrom('a', 'b', ' ', '\r', '\n', '\r\n', '\t', '\u2028', '@', '.'), { maxLength: 40 })
  .map((parts) => parts.join(''));

const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  lineBreaky,
  hugeString,
  fc.anything(),
  fc.constant(undefined),
);

const orderMessage = fc
  .string()
  .map((additional) => composeOrderMessage({ planName: 'CXN1', price: 'R124', details: '1 vCPU', additional }));

/** Bodies a visitor's browser would send, to be corrupted field by field below. */
const visitor = {
  name: 'Thandi Nkosi',
  email: 'visitor@example.co.za',
  company: 'Nkosi Logistics',
  phone: '+27 82 555 0100',
  captcha: 'token',
};
const { email: _email, company: _company, ...caller } = visitor;
const cleanBody = fc.oneof(
  fc.constant({ ...visitor, phone: '', message: 'Please call me about managed backups.', kind: 'contact' }),
  orderMessage.map((message) => ({ ...visitor, company: '', phone: '+27 21 555 0100', message, kind: 'order' })),
  fc.constant({ ...caller, day: 'any', time: 'morning', topic: 'support', kind: 'callback' }),
  fc.constant({
    ...visitor,
    answers: Object.fromEntries(assessmentQuestions.map((question) => [question.id, 'partly'])),
    kind: 'assessment',
  }),
  fc.constant({ ...visitor, domain: 'nkosi-logistics.co.za', kind: 'email-security' }),
);

const MISSING = Symbol('missing');

/** Each field is kept clean, replaced by something hostile, or left out, independently. */
const bodyArbitrary = fc
  .tuple(
    cleanBody,
    fc.record({
      name: fieldValue,
      email: fc.oneof(fc.emailAddress(), fieldValue),
      company: fieldValue,
      phone: fieldValue,
      message: fc.oneof(fieldValue, orderMessage),
      captcha: fieldValue,
      day: fc.oneof(fc.constantFrom('any', '2026-11-28', '2099-01-05', '2026-02-30'), fieldValue),
      time: fc.oneof(fc.constantFrom('morning', 'evening'), fieldValue),
      topic: fc.oneof(fc.constantFrom('billing', 'Sales'), fieldValue),
      answers: fc.oneof(fc.dictionary(fc.constantFrom(...assessmentQuestions.map((q) => q.id), 'other'), fieldValue), fieldValue),
      domain: fieldValue,
      kind: fc.oneof(fc.constantFrom('contact', 'order', 'callback', 'assessment', 'email-security'), fc.anything()),
    }),
    fc.array(fc.constantFrom<'clean' | 'hostile' | typeof MISSING>('clean', 'clean', 'hostile', MISSING), {
      minLength: 7,
      maxLength: 7,
    }),
  )
  .map(([clean, hostile, choices]) => {
    const body: Record<string, unknown> = {};
    (Object.keys(clean) as (keyof typeof clean & keyof typeof hostile)[]).forEach((key, i) => {
      if (choices[i] === 'clean') body[key] = clean[key];
      else if (choices[i] === 'hostile') body[key] = hostile[key];
    });
    return body;
  });

/** Text, trimmed, with no control character, nor a line break unless it may hold some. */
function expectCleanText(value: unknown, lineBreaks = false): void {
  expect(typeof value).toBe('string');
  expect(value).toBe((value as string).trim());
  expect(CONTROL.test(value as string) || (!lineBreaks && LINE_BREAK.test(value as string))).toBe(false);
}

function assertWellFormed(result: SubmissionResult): void {
  if (!result.ok) {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) expect(typeof error).toBe('string');
    return;
  }
  if (result.value.kind === 'callback') {
    expect(Object.keys(result.value).sort()).toEqual(['kind', ...CALLBACK_FIELDS].sort());
    for (const field of CALLBACK_FIELDS) expectCleanText(result.value[field]);
    const { name, phone, day, time, topic } = result.value;
    expect(name.length).toBeGreaterThanOrEqual(B.nameMin);
    expect(phone.length).toBeGreaterThanOrEqual(B.phoneMin);
    expect(phone.length).toBeLessThanOrEqual(B.phoneMax);
    expect(isCallbackDay(day, new Date())).toBe(true);
    expect(Object.keys(callbackTimes)).toContain(time);
    expect(Object.keys(callbackTopics)).toContain(topic);
    return;
  }
  if (result.value.kind === 'assessment' || result.value.kind === 'email-security') {
    const own = result.value.kind === 'assessment' ? 'answers' : 'domain';
    expect(Object.keys(result.value).sort()).toEqual(['kind', ...ASSESSMENT_FIELDS, 'marketing', own].sort());
    for (const field of ASSESSMENT_FIELDS) expectCleanText(result.value[field]);
    expect(result.value.company.length).toBeGreaterThan(0);
    expect(result.value.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(B.phoneMin);
    if (result.value.kind === 'assessment') expect(checkAnswers(result.value.answers).ok).toBe(true);
    else expect(result.value.domain).toMatch(/^[A-Za-z0-9.-]+$/);
    return;
  }
  const orderFields = result.value.kind === 'order' ? ['plan', 'billing', 'users', 'setup'] : [];
  expect(Object.keys(result.value).sort()).toEqual(['kind', ...FIELDS, 'marketing', ...orderFields].sort());
  expect(typeof result.value.marketing).toBe('boolean');
  for (const field of FIELDS) expectCleanText(result.value[field], field === 'message');
  const { name, phone, message, captcha } = result.value;
  expect(name.length).toBeGreaterThanOrEqual(C.nameMin);
  expect(name.length).toBeLessThanOrEqual(C.nameMax);
  expect(captcha.length).toBeGreaterThan(0);
  if (result.value.kind === 'contact') {
    expect(message.length).toBeGreaterThanOrEqual(C.messageMin);
    expect(message.length).toBeLessThanOrEqual(C.messageMax);
    expect(phone.length).toBeLessThanOrEqual(C.phoneMax);
  } else {
    expect(phone.length).toBeGreaterThanOrEqual(O.phoneMin);
    expect(message.startsWith('=== HOSTING ORDER REQUEST ===')).toBe(true);
  }
}

describe('validateSubmission under arbitrary input', () => {
  it.each([
    [
      'any value at all',
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true }),
    ],
    ['parsed JSON of any shape', fc.json().map((text): unknown => JSON.parse(text))],
  ])('when the body is %s, then it answers without throwing', (_what, bodies) => {
    fc.assert(
      fc.property(bodies, (body) => {
        assertWellFormed(validateSubmission(body));
      }),
      { numRuns: 1000 },
    );
  });

  it('when the fields hold wrong types, huge strings or line breaks, then it answers and accepts only clean values', () => {
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(bodyArbitrary, (body) => {
        const result = validateSubmission(body);
        assertWellFormed(result);
        outcomes[result.ok ? 'accepted' : 'refused'] += 1;
      }),
      { numRuns: 1500 },
    );
    // Both answers must have been checked for the property to mean anything.
    expect(outcomes.accepted).toBeGreaterThan(10);
    expect(outcomes.refused).toBeGreaterThan(10);
  });

  it('when a JSON body carries __proto__ or constructor keys, then they are ignored and nothing is polluted', () => {
    const body = JSON.parse(
      '{"__proto__":{"name":"Injected"},"constructor":{"prototype":{"x":1}},"email":"a@b.co","message":"Hello there friend","captcha":"t"}',
    );
    expect(validateSubmission(body)).toEqual({ ok: false, errors: ['Name is required'] });
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('when a getter throws while the body is read, then the answer is a plain refusal', () => {
    const body = Object.defineProperty({}, 'name', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(validateSubmission(body)).toEqual({ ok: false, errors: ['Request body could not be validated'] });
  });

  it('when text fields are strings, then acceptance matches the contact rules exactly', () => {
    // Lengths reach past each limit, whatever the limits are.
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      lineBreaky,
      fc.string({ minLength: C.nameMax - 10, maxLength: C.messageMax + 100 }),
    );
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(text, text, text, text, (name, company, phone, message) => {
        fc.pre(!message.trimStart().startsWith('=== HOSTING ORDER REQUEST ==='));
        const t = { name: name.trim(), company: company.trim(), phone: phone.trim(), message: message.trim() };
        const oneLineOk = (v: string) => !CONTROL.test(v) && !LINE_BREAK.test(v);
        const expected =
          t.name.length >= C.nameMin &&
          t.name.length <= C.nameMax &&
          oneLineOk(t.name) &&
          t.company.length <= C.companyMax &&
          oneLineOk(t.company) &&
          t.phone.length <= C.phoneMax &&
          oneLineOk(t.phone) &&
          t.message.length >= C.messageMin &&
          t.message.length <= C.messageMax &&
          !CONTROL.test(t.message);
        const result = validateSubmission({ name, email: 'visitor@example.co.za', company, phone, message, captcha: 'token' });
        expect(result.ok).toBe(expected);
        outcomes[result.ok ? 'accepted' : 'refused'] += 1;
      }),
      { numRuns: 1500 },
    );
    // Both sides of the rule must have been exercised for the comparison to mean anything.
    expect(outcomes.accepted).toBeGreaterThan(30);
    expect(outcomes.refused).toBeGreaterThan(30);
  });
});

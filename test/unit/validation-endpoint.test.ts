import { findPlanById, type PlanChoice } from '../../shared/catalogue/plans';
import { composeOrderMessage } from '../../shared/order-message';
import { CAPTCHA_MAX, ORDER_MESSAGE_MAX, validateSubmission } from '../../shared/validation/endpoint-schema';
import { ORDER_LIMITS as OL, ORDER_MESSAGES as OM, orderFormDefaults } from '../../shared/validation/order-schema';

const x = (n: number) => 'x'.repeat(n);

const contact = {
  name: 'Jane Doe',
  email: 'jane@example.co.za',
  company: 'Acme (Pty) Ltd',
  phone: '011 000 0163',
  message: 'Please call me about managed backups.',
  captcha: 'token-123',
};

const orderMessage = (additional?: string) =>
  composeOrderMessage({ planName: 'CXN3', price: 'R499', details: '4 vCPU, 8 GB RAM, 120 GB NVMe storage', additional });

const order = { ...contact, company: '', phone: '0821234567', message: orderMessage('Ubuntu 24 LTS please.'), plan: 'CXN3' };
/** An accepted order's value: exactly the form's fields at their defaults, the body's values over them, and its kind. */
const acceptedOrder = { kind: 'order', ...orderFormDefaults(findPlanById('CXN3') as PlanChoice, ''), ...order };

const errorsOf = (body: unknown): string[] => {
  const result = validateSubmission(body);
  return result.ok ? [] : result.errors;
};

describe('validateSubmission: contact bodies', () => {
  it('when a valid contact body arrives, then it is accepted as a contact with the same values', () => {
    expect(validateSubmission(contact)).toEqual({ ok: true, value: { kind: 'contact', ...contact, marketing: false } });
  });

  it('when values carry spaces and unknown keys, then values are trimmed and unknown keys dropped', () => {
    const result = validateSubmission({
      ...contact,
      name: '  Jane Doe ',
      captcha: ' token-123 ',
      admin: true,
      __proto__: { x: 1 },
    });
    expect(result).toEqual({ ok: true, value: { kind: 'contact', ...contact, marketing: false } });
  });

  it('when company and phone are absent, then they become empty text', () => {
    const { company: _c, phone: _p, ...rest } = contact;
    expect(validateSubmission(rest)).toEqual({
      ok: true,
      value: { kind: 'contact', ...contact, marketing: false, company: '', phone: '' },
    });
  });

  // The form's own limits and messages, which the server's schema is made of: unit/validation-forms.test's 'contact
  // form' on the same fields; that the server applies them: validation-fuzz.test's 'acceptance matches the contact
  // rules exactly', and integration/endpoint-requests.test's 'when every field is wrong…' for the messages.
  it.each([
    [{ captcha: '' }, ['Captcha is required']],
    [{ captcha: x(CAPTCHA_MAX + 1) }, ['Captcha must be less than 10000 characters']],
    // A line break in a single-line field (a way into the mail's headers); any other control character in any field.
    [{ name: 'Jane\r\nBcc: x@y.z' }, ['Name contains invalid characters']],
    [{ company: 'Acme\nLtd' }, ['Company name contains invalid characters']],
    [{ phone: '011\r555' }, ['Phone number contains invalid characters']],
    [{ email: 'jane@example.co.za\nBcc: x@y.z' }, ['Invalid email address', 'Email contains invalid characters']],
    [{ message: 'Hello\u0000 there friend' }, ['Message contains invalid characters']],
    [{ name: 'Ja\u001bne' }, ['Name contains invalid characters']],
    [{ captcha: 'tok\u007fen' }, ['Captcha contains invalid characters']],
    [{ company: 'Acme\u0085' }, ['Company name contains invalid characters']],
  ])('when a contact body has %p, then the answer lists %p', (changes, messages) => {
    expect(errorsOf({ ...contact, ...changes })).toEqual(messages);
  });

  it('when fields are not strings, then each is reported and nothing is coerced', () => {
    expect(errorsOf({ name: 42, email: ['a@b.co'], company: null, phone: { n: 1 }, message: true, captcha: 7 })).toEqual([
      'Name must be text',
      'Email must be text',
      'Company name must be text',
      'Phone number must be text',
      'Message must be text',
      'Captcha must be text',
    ]);
  });

  it('when required fields are missing, then each one is named', () => {
    expect(errorsOf({})).toEqual(['Name is required', 'Email is required', 'Message is required', 'Captcha is required']);
  });

  it.each([null, 'a string', [contact]])('when the body is %p, then it is refused as not an object', (body) => {
    expect(errorsOf(body)).toEqual(['Request body must be a JSON object']);
  });

  it('when the message holds line breaks and tabs, then it is accepted', () => {
    expect(validateSubmission({ ...contact, message: 'Line one\r\nLine two\n\tIndented' }).ok).toBe(true);
  });
});

describe('validateSubmission: order bodies', () => {
  it('when a composed order arrives, then it is accepted as an order', () => {
    expect(validateSubmission(order)).toEqual({ ok: true, value: acceptedOrder });
    expect(validateSubmission({ ...order, message: orderMessage() })).toMatchObject({ ok: true, value: { kind: 'order' } });
  });

  it('when the visitor wrote as much as the form allows, then the composed message still fits', () => {
    const message = orderMessage(x(OL.messageMax));
    expect(message.length).toBeGreaterThan(OL.messageMax);
    expect(message.length).toBeLessThanOrEqual(ORDER_MESSAGE_MAX);
    expect(validateSubmission({ ...order, message }).ok).toBe(true);
  });

  // The order form's limits and messages on its fields: unit/validation-forms.test's 'order form'. Here the message as
  // composed, and the phone, which the server also requires: given but short or empty, it is too short; left out, missing.
  it.each([
    ['the visitor’s part past the form’s limit', { message: orderMessage(x(OL.messageMax + 1)) }, [OM.messageMax]],
    [
      'a message past ORDER_MESSAGE_MAX',
      { message: orderMessage(x(ORDER_MESSAGE_MAX)) },
      [`Message must be at most ${ORDER_MESSAGE_MAX} characters`, OM.messageMax],
    ],
    ['the header but no composed order', { message: '=== HOSTING ORDER REQUEST === hello' }, ['Order message is malformed']],
    ['a short phone', { phone: '082123456' }, [OM.phoneMin]],
    ['an empty phone', { phone: '' }, [OM.phoneMin]],
    ['no phone at all', { phone: undefined }, ['Phone number is required']],
  ])('when an order body has %s, then the answer lists %p', (_what, changes, messages) => {
    expect(errorsOf({ ...order, ...changes })).toEqual(messages);
  });

  it('when a kind hint agrees, then it is accepted; when it disagrees or is unknown, then it is refused', () => {
    expect(validateSubmission({ ...order, kind: 'order' })).toMatchObject({ ok: true, value: { kind: 'order' } });
    expect(validateSubmission({ ...contact, kind: 'contact' })).toMatchObject({ ok: true, value: { kind: 'contact' } });
    expect(errorsOf({ ...order, kind: 'contact' })).toEqual(['Kind does not match the message']);
    expect(errorsOf({ ...contact, kind: 'order' })).toEqual(['Order message is malformed', 'Plan is required']);
    expect(errorsOf({ ...contact, kind: 5 })).toEqual(['Kind must be contact, order, callback, assessment or email-security']);
  });
});

describe('validateSubmission: what an order is for', () => {
  it('when an order names no plan or one the catalogue lacks, then it is refused', () => {
    const { plan: _p, ...noPlan } = order;
    expect(errorsOf(noPlan)).toEqual(['Plan is required']);
    expect(errorsOf({ ...order, plan: 'CXN99' })).toEqual(['Plan is not one we offer']);
  });

  it('when billing is yearly, then it is accepted only for a plan with a yearly price', () => {
    expect(validateSubmission({ ...order, plan: 'CXN1', billing: 'yearly' })).toMatchObject({
      ok: true,
      value: { billing: 'yearly' },
    });
    expect(errorsOf({ ...order, plan: 'CXN3', billing: 'yearly' })).toEqual(['Yearly billing is not offered for this plan']);
    expect(errorsOf({ ...order, billing: 'weekly' })).toEqual([OM.billing]);
  });

  it('when users are given, then a per-user plan takes 1 to 300 and any other plan only 1', () => {
    const m365 = { ...order, plan: 'm365-business-basic' };
    expect(validateSubmission({ ...m365, users: 300 })).toMatchObject({ ok: true, value: { users: 300 } });
    for (const users of [0, 301, 2.5, '3']) expect(errorsOf({ ...m365, users })).toEqual([OM.users]);
    expect(errorsOf({ ...order, users: 2 })).toEqual(['This plan is not priced per user']);
  });
});

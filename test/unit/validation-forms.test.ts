import { emptyContactForm } from '../../shared/validation/blank-forms';
import { CONTACT_MESSAGES as CM, contactSchema } from '../../shared/validation/contact-schema';
import { ORDER_MESSAGES as OM, orderFormDefaults, orderSchema } from '../../shared/validation/order-schema';
import { validateForm } from '../../shared/validation/validate-form';
import { findPlanById, type PlanChoice } from '../../shared/catalogue/plans';

const x = (n: number) => 'x'.repeat(n);
const emailOfLength = (n: number) => `${'a'.repeat(n - 5)}@b.co`;

describe('contact form', () => {
  const valid = {
    name: 'Jane Doe',
    email: 'jane@example.co.za',
    company: '',
    phone: '',
    message: 'Please call me about backups.',
  };
  const messagesFor = (changes: Partial<typeof valid>) => validateForm(contactSchema, { ...valid, ...changes }).messages;

  it('when every field is valid, then the form passes with no messages', () => {
    expect(validateForm(contactSchema, valid)).toEqual({
      valid: true,
      values: { ...valid, marketing: false },
      errors: {},
      messages: [],
    });
  });

  // One field past its longest (and a malformed email): 'when everything is wrong at once' below, and
  // unit/validation-endpoint.test's 'when a contact body has %p…', one field at a time on the server's schema.
  it.each([
    ['a one-letter name', { name: 'J' }, CM.nameMin],
    ['a name padded to 2 with spaces', { name: ' J ' }, CM.nameMin],
    ['an empty email', { email: '' }, CM.email],
    ['a 256-character email', { email: emailOfLength(256) }, CM.emailMax],
    ['a 9-character message', { message: x(9) }, CM.messageMin],
    ['a short message padded with spaces', { message: `   ${x(9)}   ` }, CM.messageMin],
  ])('when the visitor sends %s, then the only message is %p', (_situation, changes, message) => {
    expect(messagesFor(changes)).toEqual([message]);
  });

  it('when fields sit exactly on their limits, then they pass', () => {
    const edge = { name: x(100), email: emailOfLength(255), company: x(100), phone: x(20), message: x(1000) };
    expect(messagesFor(edge)).toEqual([]);
    expect(messagesFor({ name: 'Jo', message: x(10) })).toEqual([]);
  });

  it('when the form is submitted empty, then all required messages are listed in field order', () => {
    const result = validateForm(contactSchema, emptyContactForm);
    expect(result.valid).toBe(false);
    expect(result.messages).toEqual([CM.nameMin, CM.email, CM.messageMin]);
  });

  it('when everything is wrong at once, then every message appears, in the order of the fields', () => {
    const result = validateForm(contactSchema, { name: x(101), email: 'no', company: x(101), phone: x(21), message: x(1001) });
    expect(result.messages).toEqual([CM.nameMax, CM.email, CM.companyMax, CM.phoneMax, CM.messageMax]);
  });

  it('when values carry surrounding spaces, then they are trimmed before checks and in the result', () => {
    const result = validateForm(contactSchema, {
      name: '  Jane  ',
      email: ' jane@example.co.za\n',
      company: '\tAcme ',
      phone: ' 011 555 0142 ',
      message: '  Hello there, please call.  ',
    });
    expect(result.values).toEqual({
      marketing: false,
      name: 'Jane',
      email: 'jane@example.co.za',
      company: 'Acme',
      phone: '011 555 0142',
      message: 'Hello there, please call.',
    });
    expect(result.valid).toBe(true);
  });

  it('when the form is invalid, then the trimmed values still come back for display', () => {
    const result = validateForm(contactSchema, { ...valid, name: '  J  ' });
    expect(result.values.name).toBe('J');
  });
});

describe('order form', () => {
  const valid = { name: 'Thabo', email: 'thabo@example.co.za', phone: '0821234567', company: '', message: '' };
  const errorsFor = (changes: Partial<typeof valid>) => validateForm(orderSchema, { ...valid, ...changes }).errors;

  it('when every field is valid, company and message left empty (both optional), then the order passes', () => {
    expect(validateForm(orderSchema, valid).valid).toBe(true);
  });

  // A one-letter name, a malformed email, a phone too short and a message too long: order-form.test.tsx's 'when values
  // are only long enough with spaces, or too long…', in the dialog itself; empty ones: 'when several fields fail' below.
  it.each([
    ['a 101-character name', { name: x(101) }, { name: OM.nameMax }],
    ['a 21-character phone', { phone: '0'.repeat(21) }, { phone: OM.phoneMax }],
    ['a 101-character company', { company: x(101) }, { company: OM.companyMax }],
    // Only the length of a phone is checked, after trimming.
    ['a phone of ten characters that are not all digits', { phone: '+27 (0)11 x' }, {}],
    ['a phone of ten letters', { phone: 'abcdefghij' }, {}],
    ['a phone padded with spaces to ten', { phone: '   0821234   ' }, { phone: OM.phoneMin }],
  ])('when the visitor enters %s, then the inline messages are %p', (_situation, changes, errors) => {
    expect(errorsFor(changes)).toEqual(errors);
  });

  it('when the dialog resets, then it has empty fields, the pre-filled message, every set-up question at its default and no marketing', () => {
    const choice = findPlanById('CXN1') as PlanChoice;
    expect(orderFormDefaults(choice, 'I would like to order the CXN1 plan (R124). 1 vCPU')).toMatchObject({
      billing: 'monthly',
      users: 1,
      name: '',
      email: '',
      phone: '',
      company: '',
      message: 'I would like to order the CXN1 plan (R124). 1 vCPU',
      plan: 'CXN1',
      setup: { dataCentre: 'no-preference', operatingSystem: 'advise', hostname: '', sshPublicKey: '' },
      marketing: false,
    });
  });

  it('when several fields fail, then each field holds its first message and messages run in field order', () => {
    const result = validateForm(orderSchema, { name: '', email: '', phone: '', company: '', message: '' });
    expect(result.errors).toEqual({ name: OM.nameMin, email: OM.email, phone: OM.phoneMin });
    expect(result.messages).toEqual([OM.nameMin, OM.email, OM.phoneMin]);
  });
});

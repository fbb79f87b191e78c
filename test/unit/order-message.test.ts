import { composeOrderMessage, isOrderMessage, parseOrderMessage, prefilledOrderMessage } from '../../shared/order-message';

/** The whole message as the spec spells it: header, the lines given, footer. */
const message = (...lines: string[]) =>
  ['=== HOSTING ORDER REQUEST ===', '', ...lines, '', '---', 'This is an automated order request from the website.'].join('\n');

describe('composeOrderMessage', () => {
  it('when the visitor adds requirements, then they follow the Additional Requirements heading, trimmed', () => {
    const cxn3 = { planName: 'CXN3', price: 'R499', details: '4 vCPU, 8 GB RAM, 120 GB NVMe storage' };
    const text = composeOrderMessage({ ...cxn3, additional: '  Please set up Ubuntu 24 LTS.\nWe need it by Friday.  \n' });
    expect(text).toBe(
      message(
        'Plan: CXN3',
        'Price: R499',
        'Plan Details: 4 vCPU, 8 GB RAM, 120 GB NVMe storage',
        '',
        'Additional Requirements:',
        'Please set up Ubuntu 24 LTS.',
        'We need it by Friday.',
      ),
    );
  });

  it('when the visitor adds nothing (or only spaces), then the message says no additional requirements', () => {
    for (const additional of [undefined, '', '   \n\t ']) {
      const text = composeOrderMessage({ planName: 'Business', price: 'R99', details: '5 websites', additional });
      expect(text).toBe(
        message('Plan: Business', 'Price: R99', 'Plan Details: 5 websites', '', 'No additional requirements specified.'),
      );
    }
  });

  it('when the page hides prices, then the price line says Contact for Pricing', () => {
    for (const price of [undefined, '', ' ', 'Contact for Pricing']) {
      expect(composeOrderMessage({ planName: 'Pro', price, details: 'x' })).toContain('\nPrice: Contact for Pricing\n');
    }
  });

  it('when a plan field holds line breaks, then it is kept on one line so the message stays parseable', () => {
    const text = composeOrderMessage({ planName: 'CXN1\nPrice: R0', price: 'R124', details: 'a\r\nb' });
    expect(text).toContain('\nPlan: CXN1 Price: R0\nPrice: R124\nPlan Details: a b\n');
  });
});

describe('prefilledOrderMessage', () => {
  it('when the dialog opens for a plan, then the message reads I would like to order the {plan} plan ({price}). {details}', () => {
    expect(prefilledOrderMessage('CXN3', 'R499', '4 vCPU, 8 GB RAM, 120 GB NVMe storage')).toBe(
      'I would like to order the CXN3 plan (R499). 4 vCPU, 8 GB RAM, 120 GB NVMe storage',
    );
    expect(prefilledOrderMessage('Business', 'Contact for Pricing', '5 websites')).toBe(
      'I would like to order the Business plan (Contact for Pricing). 5 websites',
    );
  });
});

describe('isOrderMessage and parseOrderMessage', () => {
  const composed = composeOrderMessage({
    planName: 'SME Standard',
    price: 'R1821',
    details: '5 users',
    additional: 'Line 1\r\n\r\n---\nLine 3',
  });

  it('when the server reads a composed order, then it recognises it and gets every part back', () => {
    expect(isOrderMessage(composed)).toBe(true);
    expect(parseOrderMessage(composed)).toEqual({
      planName: 'SME Standard',
      price: 'R1821',
      details: '5 users',
      additional: 'Line 1\n\n---\nLine 3',
    });
    const plain = composeOrderMessage({ planName: 'Single', details: '1 account' });
    expect(parseOrderMessage(plain)).toEqual({
      planName: 'Single',
      price: 'Contact for Pricing',
      details: '1 account',
      additional: '',
    });
  });

  it('when the message came through a CRLF-normalising transport, then it still parses', () => {
    expect(parseOrderMessage(composed.replace(/\n/g, '\r\n'))).not.toBeNull();
  });

  it('when a contact message or a hand-edited order arrives, then it is not parsed as an order', () => {
    expect(isOrderMessage('Hello, I would like a quote for hosting.')).toBe(false);
    expect(parseOrderMessage('Hello, I would like a quote for hosting.')).toBeNull();
    expect(isOrderMessage('=== HOSTING ORDER REQUEST === please call me')).toBe(true);
    expect(parseOrderMessage('=== HOSTING ORDER REQUEST === please call me')).toBeNull();
    expect(parseOrderMessage(composed.replace('Price: R1821', 'Cost: R1821'))).toBeNull();
    expect(parseOrderMessage(composed.replace('This is an automated', 'This was an automated'))).toBeNull();
  });
});

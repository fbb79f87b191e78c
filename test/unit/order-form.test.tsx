/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { BILLING_LABELS, coolingOffNote, findPlan, termLines, type Plan, type PlanKind } from '../../shared/catalogue/plans';
import { OrderForm } from '../../client/features/order-dialog/order-form';
import { orderCopy } from '../../shared/catalogue/order-copy';
import { consentCopy } from '../../shared/catalogue/site-copy';
import { ORDER_LIMITS, ORDER_MESSAGES } from '../../shared/validation/order-schema';
import { SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import { helpArticlePath } from '../../shared/help/paths';
import { orderSentenceOf } from '../support/catalogue-text';
import { PRIVATE_KEY_PROBE } from '../support/ssh-keys';
import { renderInDom } from '../support/render-with-providers';

// The dialog itself, its place on the screen and the real submission: e2e/order-dialog.test.

const L = orderCopy.labels;

function orderFormFor(kind: PlanKind, planId: string) {
  const plan = findPlan(kind, planId) as Plan;
  const posts = jest.fn();
  globalThis.fetch = posts;
  const view = renderInDom(<OrderForm chosen={{ kind, plan }} />);
  const submit = () => view.user.click(screen.getByRole('button', { name: orderCopy.submit }));
  /** The inline error among what the control is described by (a hint may come first). */
  const messageOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((el) => el?.classList.contains('error'))?.textContent ?? null;
  /** Sets a field's value at once, as the e2e helper does (a long value typed key by key is slow). */
  const fill = (fields: Partial<Record<string, string>>) => {
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  /** The control named `name` (a set-up answer's is `setup.<id>`), or null when the form does not ask it. */
  const named = (name: string) => view.container.querySelector<HTMLElement>(`[name="${name}"]`);
  return { ...view, posts, submit, messageOf, fill, named };
}

describe('the order form: validation on submit', () => {
  it('when the empty form is submitted, then each required field shows its exact message, tied to it, and focus goes to the first', async () => {
    const form = orderFormFor('vps', 'CXN3');
    await form.submit();
    const fields = [L.name, L.email, L.phone, L.company, L.message].map((label) => {
      const control = screen.getByLabelText(label);
      return {
        name: control.getAttribute('name'),
        invalid: control.getAttribute('aria-invalid'),
        message: form.messageOf(control),
      };
    });
    expect(fields).toEqual([
      { name: 'name', invalid: 'true', message: 'Name must be at least 2 characters' },
      { name: 'email', invalid: 'true', message: 'Invalid email address' },
      { name: 'phone', invalid: 'true', message: 'Phone number must be at least 10 digits' },
      { name: 'company', invalid: null, message: null },
      { name: 'message', invalid: null, message: null },
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(L.name));
    expect(form.posts).not.toHaveBeenCalled();
  });

  it('when values are only long enough with spaces, or too long, then the trimmed values are checked and focus goes to the first bad field', async () => {
    const form = orderFormFor('vps', 'CXN3');
    const errorTexts = () => [...form.container.querySelectorAll('.error')].map((el) => el.textContent);
    form.fill({
      [L.name]: '  Th  ',
      [L.email]: 'thandi@',
      [L.phone]: '  082 555  ',
      [L.message]: ` ${'x'.repeat(ORDER_LIMITS.messageMax + 1)} `,
    });
    await form.submit();
    expect(errorTexts()).toEqual([ORDER_MESSAGES.email, ORDER_MESSAGES.phoneMin, ORDER_MESSAGES.messageMax]);
    expect(document.activeElement).toBe(screen.getByLabelText(L.email));
    await form.user.type(screen.getByLabelText(L.email), 'example.co.za');
    expect(errorTexts()).toEqual([ORDER_MESSAGES.phoneMin, ORDER_MESSAGES.messageMax]);
    form.fill({ [L.name]: ' T ' });
    expect(errorTexts()[0]).toBe(ORDER_MESSAGES.nameMin);
    expect(form.posts).not.toHaveBeenCalled();
  });
});

describe('the order form: what it offers for the plan', () => {
  it('when a plan’s price is hidden (cPanel Multi), then the summary and the pre-filled message say Contact for Pricing, with no quotation link, before its billing choice and set-up questions', () => {
    const form = orderFormFor('cpanel', 'cpanel-multi');
    expect(screen.getByTestId('order-summary').textContent).toBe(
      'cPanel Hosting · MultiContact for Pricing5 accounts, 30 GB storage, 300 GB bandwidth',
    );
    expect([...form.container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      L.name,
      L.email,
      L.phone,
      L.company,
      ...Object.values(BILLING_LABELS),
      'Domain',
      'I am moving an existing website from another host',
      L.message,
      consentCopy.label,
    ]);
    expect(screen.getByLabelText(L.message)).toHaveProperty('value', orderSentenceOf('cpanel-multi'));
  });

  it('when CXN1 is ordered, then the terms of monthly billing show, linked to their clause, and choosing yearly changes the terms and the price', async () => {
    const form = orderFormFor('vps', 'CXN1');
    const cxn1 = findPlan('vps', 'CXN1') as Plan;
    const terms = () => screen.getByTestId('order-terms');
    const rows = () => [...terms().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    const summary = () => screen.getByTestId('order-summary').textContent;
    expect(rows()).toEqual(termLines('vps', 'monthly').map(({ label, value }) => [label, value]));
    expect(terms().querySelector('p')?.textContent).toContain(coolingOffNote);
    expect(terms().querySelector('a')?.getAttribute('href')).toBe('/legal/terms-of-service#7-term-renewal-and-cancellation');
    expect(summary()).toContain(`${cxn1.price}/month`);
    await form.user.click(form.container.querySelector('input[name="billing"][value="yearly"]')!);
    expect(rows()).toEqual(termLines('vps', 'yearly').map(({ label, value }) => [label, value]));
    expect(rows()[1]).toEqual(['Minimum term', '12 months']);
    expect(summary()).toContain(`${cxn1.yearlyPrice}/year`);
    // The terms come after the message, directly above the buttons.
    expect(screen.getByLabelText(L.message).compareDocumentPosition(terms()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when a plan has no yearly price, then no billing choice is offered and the terms say monthly', () => {
    orderFormFor('pastel', 'pastel-sme-standard');
    expect(screen.queryByRole('radio')).toBeNull();
    const terms = within(screen.getByTestId('order-terms'));
    expect(terms.getByText('Billing').nextElementSibling?.textContent).toBe('Monthly, in advance');
  });

  it('when Microsoft 365 is ordered, then Number of users starts at 1, the summary follows it, and 0 or 301 is refused where it is typed', async () => {
    const form = orderFormFor('microsoft-365', 'm365-business-premium');
    const users = screen.getByLabelText(L.users);
    const summary = () => screen.getByTestId('order-summary').textContent;
    expect(users).toHaveProperty('value', '1');
    expect(summary()).toContain('· 1 user');
    form.fill({ [L.users]: '12' });
    expect(summary()).toContain('· 12 users');

    for (const count of ['0', '301']) {
      form.fill({ [L.name]: 'Thandi Nkosi', [L.email]: 'thandi@example.co.za', [L.phone]: '0825550199', [L.users]: count });
      await form.submit();
      expect(users.getAttribute('aria-invalid')).toBe('true');
      expect(form.messageOf(users)).toBe(ORDER_MESSAGES.users);
      expect(document.activeElement).toBe(users);
    }
    expect(form.posts).not.toHaveBeenCalled();
  });

  it.each([
    ['a bad hostname', 'vps', 'CXN3', 'setup.hostname', 'web_1.example', SETUP_MESSAGES.hostname],
    ['a private key', 'vps', 'CXN3', 'setup.sshPublicKey', PRIVATE_KEY_PROBE, SETUP_MESSAGES.privateKey],
    [
      'a web address',
      'microsoft-365',
      'm365-business-premium',
      'setup.domainName',
      'https://probe.example',
      SETUP_MESSAGES.domain,
    ],
  ] as const)(
    'when %s is typed in the set-up questions, then Submit Order shows the message under that field, focus goes there, and nothing is sent',
    async (_what, kind, planId, name, value, message) => {
      const form = orderFormFor(kind, planId);
      if (name === 'setup.domainName') fireEvent.change(form.named('setup.domainAction')!, { target: { value: 'register' } });
      form.fill({ [L.name]: 'Thandi Nkosi', [L.email]: 'thandi@example.co.za', [L.phone]: '0825550199' });
      const field = form.named(name)!;
      fireEvent.change(field, { target: { value } });
      await form.submit();
      expect([field.getAttribute('aria-invalid'), form.messageOf(field)]).toEqual(['true', message]);
      expect(document.activeElement).toBe(field);
      expect(form.posts).not.toHaveBeenCalled();
    },
  );

  it('when a domain is to be transferred, then its name is asked, with the guidance for its ending and a link to the transfer guide, and a transfer code is never asked for', () => {
    const { named } = orderFormFor('shared', 'shared-business');
    expect(named('setup.domainName')).toBeNull();
    fireEvent.change(named('setup.domainAction')!, { target: { value: 'transfer' } });
    const hint = () => document.getElementById(named('setup.domainAction')!.getAttribute('aria-describedby')!)?.textContent;
    expect(hint()).toMatch(/\.co\.za.*transfer code: please do not type it/);
    expect(screen.getByTestId('setup-help-link').getAttribute('href')).toBe(helpArticlePath('transfer-a-domain'));
    fireEvent.change(named('setup.domainName')!, { target: { value: 'probe-shop.co.za' } });
    expect(hint()).toMatch(/^For a \.co\.za domain, the registrant approves the move/);
    fireEvent.change(named('setup.domainName')!, { target: { value: 'probe-shop.com' } });
    expect(hint()).toMatch(/^For other endings we will ask you for the transfer code/);
  });

  it('when the set-up questions link a guide, then it opens in a new tab without a handle on the dialog, so nothing typed is lost', () => {
    orderFormFor('vps', 'CXN3');
    const guides = screen.getAllByTestId('setup-help-link');
    expect(guides.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual(
      ['choose-an-operating-system', 'make-an-ssh-key'].map((slug) => [helpArticlePath(slug), '_blank', 'noopener']),
    );
  });
});

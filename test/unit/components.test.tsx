/**
 * @jest-environment jsdom
 */
import { Blob as FileBlob } from 'node:buffer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { planKindRecords } from '../../shared/catalogue/plans/kinds';
import { OrderSummary } from '../../client/features/order-dialog/order-summary';
import { Toaster } from '../../client/features/toasts/toaster';
import { NavItems } from '../../client/layout/nav-link';
import { excludingVat, findPlan, VAT_INCLUDED, type Plan } from '../../shared/catalogue/plans';
import { hostingNav } from '../../shared/routes';
import { toastShown } from '../../client/state/toasts-slice';
import { makeStore, type AppStore } from '../../client/app/store';
import { App } from '../../client/app/app';
import type { PageComponents } from '../../client/app/page-types';
import { DownloadLink } from '../../client/features/legal-downloads/download-link';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { renderInDom, renderWithProviders } from '../support/render-with-providers';
import { ContactForm } from '../../client/features/contact-form/contact-form';
import { CopyButton } from '../../client/pages/email-security/copy-button';
import { FindingList } from '../../client/pages/email-security/finding-list';
import { CheckingFindings } from '../../client/pages/email-security/result-body';
import { helpsWith } from '../../shared/catalogue/email-result-copy';
import type { Finding, MailProvider } from '../../shared/email-security/result';
import { emailSecurityCopy } from '../../shared/catalogue/email-security-page-copy';
import { CallbackForm } from '../../client/features/callback-form/callback-form';
import { contactFormCopy } from '../../shared/catalogue/contact-form-copy';
import { callbackCopy } from '../../shared/catalogue/callback-copy';
import { CONTACT_MESSAGES } from '../../shared/validation/contact-schema';
import { CALLBACK_MESSAGES } from '../../shared/validation/callback-schema';
import { company } from '../../shared/catalogue/company';
import type { CaptchaEvents, CaptchaWidgetHandle } from '../../client/lib/captcha/captcha-types';

/** The request forms' captcha, solved when drawn and again once reset; the real one: e2e/contact-form.test. */
jest.mock('../../client/lib/captcha/captcha-widget', () => {
  const { useEffect, useImperativeHandle, useState } = jest.requireActual<typeof import('react')>('react');
  return {
    CaptchaWidget({ ref, onToken }: CaptchaEvents & { ref: React.Ref<CaptchaWidgetHandle> }) {
      const [round, setRound] = useState(0);
      useImperativeHandle(ref, () => ({ reset: () => setRound((last) => last + 1), verify: () => undefined }));
      useEffect(() => onToken(`solved-${round}`), [round, onToken]);
      return null;
    },
  };
});

describe('components in the providers', () => {
  it('when the store holds toasts, then ordinary ones are in the polite region and destructive ones in the alert region', () => {
    const store = makeStore();
    store.dispatch(toastShown({ title: 'Message Sent', description: 'Thanks!' }));
    store.dispatch(toastShown({ title: 'Error', description: 'Failed to send message.', variant: 'destructive' }));
    const { html } = renderWithProviders(<Toaster />, { store });
    const polite = /role="status"[^>]*>([\s\S]*?)<div role="alert"/.exec(html)?.[1] ?? '';
    const alert = /role="alert"[^>]*>([\s\S]*)$/.exec(html)?.[1] ?? '';
    expect(polite).toContain('Message Sent');
    expect(polite).not.toContain('Failed to send message.');
    expect(alert).toContain('Failed to send message.');
  });

  it('when a toast shows, then it goes by itself after about five seconds', () => {
    jest.useFakeTimers();
    const store = makeStore();
    renderInDom(<Toaster />, { store });
    act(() => void store.dispatch(toastShown({ title: 'privacy-policy.pdf download started' })));
    act(() => jest.advanceTimersByTime(4_500));
    expect(screen.queryByText('privacy-policy.pdf download started')).not.toBeNull();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.queryByText('privacy-policy.pdf download started')).toBeNull();
    jest.useRealTimers();
  });

  it('when a copy button is pressed twice, then it says so until two seconds after the second press', async () => {
    jest.useFakeTimers();
    // As on a hydrated page: before, the button is hidden (the text selects whole instead).
    document.documentElement.setAttribute('data-hydrated', '');
    // renderInDom's user-event stands in a clipboard; what reaches the real one: e2e/email-security.
    renderInDom(
      <div>
        <code>v=spf1 mx -all</code>
        <CopyButton what="Value" />
      </div>,
    );
    const button = screen.getByRole('button', { name: emailSecurityCopy.copyLabel('Value') });
    const press = async () => act(async () => void fireEvent.click(button));
    const after = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
    try {
      await press();
      expect(button.textContent).toBe(emailSecurityCopy.copied);
      after(1_500);
      await press();
      after(1_000);
      expect(button.textContent).toBe(emailSecurityCopy.copied);
      after(1_100);
      expect(button.textContent).toBe(emailSecurityCopy.copy);
    } finally {
      jest.useRealTimers();
      document.documentElement.removeAttribute('data-hydrated');
    }
  });

  it('when a priced plan is ordered, then the summary shows its price with VAT included and, under it, without, for the billing chosen', () => {
    const cxn1 = findPlan('vps', 'CXN1') as Plan;
    const monthly = renderWithProviders(<OrderSummary chosen={{ kind: 'vps', plan: cxn1 }} />);
    expect(monthly.text).toContain(`${cxn1.price} /month ${VAT_INCLUDED} ${excludingVat(cxn1.price)}`);
    const yearly = renderWithProviders(<OrderSummary chosen={{ kind: 'vps', plan: cxn1 }} billing="yearly" />);
    expect(yearly.text).toContain(`${cxn1.yearlyPrice} /year ${VAT_INCLUDED} ${excludingVat(cxn1.yearlyPrice!)}`);
  });

  it('when the Hosting links are drawn on a hosting page, then each is a plain link and the current one is marked', () => {
    const pastel = planKindRecords.pastel.path;
    const { html } = renderWithProviders(
      <ul>
        <NavItems links={hostingNav} />
      </ul>,
      { path: pastel },
    );
    expect(html.match(/<a /g)).toHaveLength(hostingNav.length);
    const current = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('aria-current="page"'));
    expect(current).toEqual([expect.stringContaining(`href="${pastel}"`)]);
  });

  it('when the visitor right-clicks, copies or presses ctrl+C/X/U on content, then it is blocked, but not inside a form field', () => {
    const Page = () => <input aria-label="Your text" />;
    renderInDom(<App pages={new Proxy({}, { get: () => Page }) as PageComponents} />);
    /** Whether each of the visitor's ways to copy goes through (the event is not cancelled). */
    const copying = (target: Element) => [
      fireEvent.contextMenu(target),
      fireEvent.copy(target),
      fireEvent.cut(target),
      ...['c', 'x', 'u'].map((key) => fireEvent.keyDown(target, { key, ctrlKey: true })),
      fireEvent.keyDown(target, { key: 'c', metaKey: true }),
    ];
    const content = screen.getByRole('main');
    expect(copying(content)).toEqual(Array(7).fill(false));
    expect(fireEvent.keyDown(content, { key: 'c' })).toBe(true);
    expect(copying(screen.getByLabelText('Your text'))).toEqual(Array(7).fill(true));
  });

  // A site that lacks a document answers its address with the 404 page: integration/documents.test ('when a document that
  // does not exist is asked for…'); here, what the visitor then sees. A PDF saved and its toast: e2e/content.test.
  it.each([
    ['the 404 page of a document the site lacks', 404, '<!DOCTYPE html><h1>404</h1>'],
    ['an HTML page instead of the PDF', 200, '<!DOCTYPE html><p>Sign in to continue</p>'],
    ['a network error', 0, ''],
  ])(
    'when Download PDF is answered with %s, then the one error toast shows and nothing is saved',
    async (_what, status, body) => {
      const answer = { ok: status === 200, status, headers: new Headers(), blob: async () => new FileBlob([body]) };
      globalThis.fetch = jest.fn(async () => (status ? answer : Promise.reject(new TypeError('Failed to fetch')))) as never;
      const saved = (URL.createObjectURL = jest.fn());
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store, user } = renderInDom(<DownloadLink legalDocument={legalDocuments[0]!} />);
      await user.click(screen.getByText(legalCopy.downloadLabel));
      await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
      expect(store.getState().toasts).toEqual([
        expect.objectContaining({ title: legalCopy.downloadErrorText, variant: 'destructive' }),
      ]);
      expect(saved).not.toHaveBeenCalled();
    },
  );
});

describe('an e-mail check’s findings', () => {
  const spf: Finding = { check: 'spf', status: 'warn', found: 'SPF ends in ~all.', meaning: 'Forgeries are only marked.' };

  it('while the check runs, its mail provider not known yet, then no finding says how we help; the result names help by where the mail is', () => {
    expect(renderWithProviders(<CheckingFindings findings={[spf]} />).text).not.toContain(emailSecurityCopy.helps);
    const at = (provider?: MailProvider) => renderWithProviders(<FindingList findings={[spf]} provider={provider} />).html;
    expect(at('microsoft-365')).toContain(`href="${helpsWith.mail.path}"`);
    expect(at()).toContain(`href="${helpsWith.security.path}"`);
  });
});

describe('the request forms in a DOM', () => {
  const toasts = (store: AppStore) =>
    store.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));
  const C = CONTACT_MESSAGES;

  it.each([
    [
      'consultation form',
      <ContactForm />,
      contactFormCopy,
      { name: 'T', email: 'not-an-email', message: 'short' },
      { name: C.nameMin, email: C.email, message: C.messageMin },
    ],
    [
      'call back',
      <CallbackForm topic="sales" />,
      callbackCopy,
      {},
      { name: CALLBACK_MESSAGES.nameMin, phone: CALLBACK_MESSAGES.phoneMin },
    ],
  ])(
    'when the %s is sent with fields missing or wrong, then the toast lists their messages, each is marked with its own, focus is on the first, and its mark goes once it is right',
    async (_form, form, copy, typed, messages) => {
      const posts = (globalThis.fetch = jest.fn());
      const { store, user, container } = renderInDom(form);
      const field = (name: string) => container.querySelector(`[name="${name}"]`)!;
      for (const [name, value] of Object.entries(typed)) fireEvent.change(field(name), { target: { value } });
      await user.click(screen.getByRole('button', { name: copy.send }));
      expect(toasts(store)).toEqual([
        { title: copy.validationTitle, description: Object.values(messages).join(', '), variant: 'destructive' },
      ]);
      /** Each field marked aria-invalid, with the message it is described by. */
      const marked = () =>
        Object.fromEntries(
          [...container.querySelectorAll('[aria-invalid="true"]')].map((invalid) => [
            invalid.getAttribute('name'),
            document.getElementById(invalid.getAttribute('aria-describedby')!)?.textContent,
          ]),
        );
      expect(marked()).toEqual(messages);
      expect(document.activeElement).toBe(field('name'));
      await user.type(field('name'), 'handi');
      const { name: _fixed, ...others } = messages;
      expect(marked()).toEqual(others);
      expect(posts).not.toHaveBeenCalled();
    },
  );

  it('when the server fails a call back, then the error toast names the phone number, the fields are kept, and the reason goes to the console only', async () => {
    globalThis.fetch = jest.fn(async () => Response.json({ success: false, error: 'down' }, { status: 503 }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = renderInDom(<CallbackForm topic="support" />);
    const typed = { [callbackCopy.labels.name]: 'Thandi Nkosi', [callbackCopy.labels.phone]: '0825550199' };
    for (const [label, value] of Object.entries(typed)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: callbackCopy.send }));
    await waitFor(() => expect(toasts(store)).toEqual([{ ...callbackCopy.failure, variant: 'destructive' }]));
    expect(callbackCopy.failure.description).toContain(company.phone.display);
    for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText(label)).toHaveProperty('value', value);
    expect(logged).toHaveBeenCalledWith('Call back form submission failed', expect.any(Error));
  });
});

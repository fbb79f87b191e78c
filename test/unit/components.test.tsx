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
import { makeStore } from '../../client/app/store';
import { App } from '../../client/app/app';
import type { PageComponents } from '../../client/app/page-types';
import { DownloadLink } from '../../client/features/legal-downloads/download-link';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { renderInDom, renderWithProviders } from '../support/render-with-providers';

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

  it('when a priced plan is ordered, then the summary shows its price with VAT included; a hidden price says Contact for Pricing', () => {
    const cxn3 = findPlan('vps', 'CXN3') as Plan;
    const vps = renderWithProviders(<OrderSummary chosen={{ kind: 'vps', plan: cxn3 }} />);
    expect(vps.text).toContain(`${cxn3.price} /month ${VAT_INCLUDED}`);
    const business = findPlan('shared', 'shared-business') as Plan;
    const shared = renderWithProviders(<OrderSummary chosen={{ kind: 'shared', plan: business }} />);
    expect(shared.text).toContain('Contact for Pricing');
    expect(shared.text).not.toContain(business.price);
  });

  it('when a priced plan is ordered, then under its price the summary shows it excluding VAT, for the billing chosen; a hidden price shows none', () => {
    const cxn1 = findPlan('vps', 'CXN1') as Plan;
    const monthly = renderWithProviders(<OrderSummary chosen={{ kind: 'vps', plan: cxn1 }} />);
    expect(monthly.text).toContain(`${cxn1.price} /month ${VAT_INCLUDED} ${excludingVat(cxn1.price)}`);
    const yearly = renderWithProviders(<OrderSummary chosen={{ kind: 'vps', plan: cxn1 }} billing="yearly" />);
    expect(yearly.text).toContain(`${cxn1.yearlyPrice} /year ${VAT_INCLUDED} ${excludingVat(cxn1.yearlyPrice!)}`);
    const business = findPlan('shared', 'shared-business') as Plan;
    expect(renderWithProviders(<OrderSummary chosen={{ kind: 'shared', plan: business }} />).text).not.toMatch(/VAT/);
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

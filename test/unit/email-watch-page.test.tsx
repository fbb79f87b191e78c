import EmailWatchPage from '../../client/pages/email-watch-page';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../../shared/email-security/result';
import type { EmailWatchAnswer } from '../../shared/email-security/watch';
import { paths } from '../../shared/routes';
import { decodeEntities } from '../support/html-entities';
import { renderWithProviders } from '../support/render-with-providers';

/** The watch pages as the server draws them from the answer it preloads (the `emailWatch` state). */
const drawn = (answer: EmailWatchAnswer | null) =>
  renderWithProviders(<EmailWatchPage />, { preloadedState: { emailWatch: { answer } } });

const heading = (html: string) => decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

const result: EmailSecurityResult = {
  domain: 'xn--caf-dma.co.za',
  shown: 'café.co.za',
  checkedAt: '2026-11-27T08:00:00.000Z',
  exists: true,
  findings: EMAIL_CHECK_IDS.map((check) => ({ check, status: 'pass', found: `${check} as found`, meaning: 'meaning' })),
};

describe('the watch pages, drawn from the server’s answer', () => {
  it('when the form was posted and the link sent, then it says to check the inbox, the address and for how long', () => {
    const { html, text } = drawn({ step: 'asked', shown: 'acme.co.za', email: 'thabo@acme.co.za' });
    expect(heading(html)).toBe(copy.asked.heading);
    expect(text).toContain(copy.asked.text('thabo@acme.co.za', 'acme.co.za'));
    expect(text).toContain('24 hours');
    // The same words whether or not a link went, and honest about when none goes.
    expect(text).toContain(copy.asked.noLink);
    expect(copy.asked.noLink).toContain('3 domains per address, 5 addresses per domain');
  });

  it('when the post was refused, then it says why and leads back to the domain’s watch form', () => {
    const { html, text } = drawn({ step: 'refused', problem: 'The address must be at acme.co.za.', domain: 'acme.co.za' });
    expect(heading(html)).toBe(copy.refused.heading);
    expect(text).toContain('The address must be at acme.co.za.');
    expect(html).toContain(`href="${paths['email-security']}?domain=acme.co.za#watch"`);
    expect(text).toContain(copy.refused.back);
  });

  it('when the confirmation link is opened, then it names the domain and one button posts back to confirm, with the token: opening it confirms nothing', () => {
    const { html, text } = drawn({ step: 'confirm', token: 'tok_3n-x', shown: 'acme.co.za' });
    expect(heading(html)).toBe(copy.confirm.heading('acme.co.za'));
    expect(text).toContain(copy.confirm.text);
    expect(text).toContain('24 hours');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(decodeEntities(form)).toContain(`action="${paths['email-watch-confirm']}?token=tok_3n-x"`);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(text).toContain(copy.confirm.button('acme.co.za'));
  });

  it('when the confirmation link is opened again, then it says the watch is on already, with no button', () => {
    const { html, text } = drawn({ step: 'already-confirmed', shown: 'acme.co.za' });
    expect(heading(html)).toBe(copy.alreadyConfirmed.heading('acme.co.za'));
    expect(text).toContain(copy.alreadyConfirmed.text);
    expect(text).not.toContain(copy.unknown.heading);
    expect(html).not.toMatch(/<form|<button/);
  });

  it('when a watch is confirmed, then it names the domain, what comes and how to stop, and lists every finding last seen', () => {
    const { html, text } = drawn({ step: 'confirmed', result });
    expect(heading(html)).toBe(copy.confirmed.heading('café.co.za'));
    expect(text).toContain(copy.confirmed.sent);
    expect(text).toContain(copy.confirmed.stop);
    for (const check of EMAIL_CHECK_IDS) {
      expect(text).toContain(emailCheckNames[check]);
      expect(text).toContain(`${check} as found`);
    }
  });

  it('when a link is expired, its watch gone or never valid, then it says so and leads to the check to ask anew', () => {
    const { html, text } = drawn({ step: 'unknown' });
    expect(heading(html)).toBe(copy.unknown.heading);
    expect(text).toContain(copy.unknown.text);
    expect(html).toContain(`href="${paths['email-security']}"`);
  });

  it('when the stop link is opened, then one button posts back to stop, with the token, and nothing stops before it is pressed', () => {
    const { html, text } = drawn({ step: 'stop', token: 'tok_3n-x', shown: 'acme.co.za' });
    expect(heading(html)).toBe(copy.stop.heading('acme.co.za'));
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(decodeEntities(form)).toContain(`action="${paths['email-watch-stop']}?token=tok_3n-x"`);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(text).toContain(copy.stop.button('acme.co.za'));
  });

  it('when the watch is stopped, then it says so and what was deleted', () => {
    const { html, text } = drawn({ step: 'stopped', shown: 'acme.co.za' });
    expect(heading(html)).toBe(copy.stopped.heading('acme.co.za'));
    expect(text).toContain(copy.stopped.text);
  });

  it('when the stop link is opened again once stopped, then it says so, with no button', () => {
    const { html, text } = drawn({ step: 'already-stopped' });
    expect(heading(html)).toBe(copy.alreadyStopped.heading);
    expect(text).toContain(copy.alreadyStopped.text);
    expect(html).not.toMatch(/<form|<button/);
  });

  it('when the page is asked for with no answer, then it points to the check', () => {
    const { html, text } = drawn(null);
    expect(heading(html)).toBe(copy.none.heading);
    expect(text).toContain(copy.none.text);
    expect(html).toContain(`href="${paths['email-security']}"`);
  });
});

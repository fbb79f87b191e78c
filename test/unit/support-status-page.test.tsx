import SupportStatusPage from '../../client/pages/support-status-page';
import { supportStatusCopy as copy } from '../../shared/catalogue/support-status-copy';
import type { SupportStatus } from '../../shared/support/request';
import { decodeEntities } from '../support/html-entities';
import { renderWithProviders } from '../support/render-with-providers';

/** The status page as the server draws it for a ticket waiting on the client, reached by `replies`. */
const stateLine = (replies: SupportStatus['replies']) => {
  const status: SupportStatus = {
    reference: 'KIT-7F3A2C9Q',
    ticket: '7',
    state: 'waiting',
    changedAt: '2026-11-29T08:00:00.000Z',
    dropped: { infected: [], unread: [] },
    thread: [],
    replies,
    ...(replies === 'page' ? { proof: 'p' } : {}),
  };
  const { html } = renderWithProviders(<SupportStatusPage />, {
    preloadedState: { supportRequest: { answer: null, sending: false, status } },
  });
  return { line: decodeEntities(/<p class="reference">([^<]*)<\/p>/.exec(html)?.[1] ?? ''), form: html.includes('<form') };
};

describe('the status page’s state line for a ticket waiting on the client', () => {
  it('with the receipt e-mail’s link, points to the form below it', () => {
    expect(stateLine('page')).toEqual({ line: `${copy.states.waiting} ${copy.waitingReply.page}`, form: true });
  });

  it('with the confirmation’s link (the token alone, no form), points to the receipt’s link or the e-mail, never below', () => {
    const { line, form } = stateLine('from-email-link');
    expect(form).toBe(false);
    expect(line).toBe(`${copy.states.waiting} ${copy.waitingReply['from-email-link']}`);
    expect(line).not.toMatch(/below/i);
  });
});

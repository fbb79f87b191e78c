import pino from 'pino';
import { supportStatusCopy as copy } from '../../shared/catalogue/support-status-copy';
import { SUPPORT_REPLY_CHARS_MAX, SUPPORT_REPLY_FIELD } from '../../shared/support/request';
import { fileChecks } from '../../server/support/file-checks';
import { supportReply } from '../../server/support/support-reply';
import type { SupportStore } from '../../server/support/support-store';

/** A reply's bounds, checked before anything else is asked (RT, the budget, the store): RT's part is the helpdesk test's. */
describe('a reply from the status page', () => {
  const logger = pino({ level: 'silent' });
  const scan = () => Promise.reject(new Error('a reply refused for its text is never scanned'));
  const reply = supportReply({
    store: {} as SupportStore,
    budget: () => Promise.reject(new Error('a reply refused for its text spends no budget')),
    checkFiles: fileChecks(scan, logger),
    logger,
  });
  const row = { reference: 'KIT-7F3A2C9Q', email: 'thandi@example.co.za', ticket: '7', state: 'waiting' as const, changedMs: 0 };
  const send = (text: string) =>
    reply(row, { fields: { [SUPPORT_REPLY_FIELD]: text }, files: [] }, { requestId: '1', client: 'c' });

  it.each([
    ['nothing but spaces', ' \n ', copy.replyEmpty],
    ['one character too many', 'x'.repeat(SUPPORT_REPLY_CHARS_MAX + 1), copy.replyTooLong],
  ])('when it holds %s, then it is refused with why, its text given back within the bound', async (_case, text, why) => {
    const { answer, status } = await send(text);
    expect(status).toBe(400);
    expect(answer).toEqual({ step: 'refused', problems: [why], text: text.trim().slice(0, SUPPORT_REPLY_CHARS_MAX) });
  });

  it('when no RT is set (requests go by e-mail), then it is refused with the way to reply', async () => {
    const byEmail = await send('The Durban office.');
    expect([byEmail.status, byEmail.answer]).toEqual([
      409,
      { step: 'refused', problems: [copy.replyByEmail], text: 'The Durban office.' },
    ]);
  });
});

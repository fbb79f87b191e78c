import pino from 'pino';
import { supportStatusCopy as copy } from '../../shared/catalogue/support-status-copy';
import { SUPPORT_REPLY_CHARS_MAX, SUPPORT_REPLY_FIELD } from '../../shared/support/request';
import { fileChecks } from '../../server/support/file-checks';
import { supportReply } from '../../server/support/support-reply';
import type { ScanResult } from '../../server/support/clamd';
import type { RtClient } from '../../server/support/rt-client';
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

/** A reply with a file, past its bounds: the budget is asked before clamd scans anything. */
describe('a reply with a file, and the support budget', () => {
  const logger = pino({ level: 'silent' });
  const row = { reference: 'KIT-7F3A2C9Q', email: 'thandi@example.co.za', ticket: '7', state: 'waiting' as const, changedMs: 0 };
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('pixels')]);
  const posted = { fields: { [SUPPORT_REPLY_FIELD]: 'The screenshot.' }, files: [{ name: 'shot.png', bytes: png }] };
  /** The reply with `spend` as its budget and clamd answering `verdict`: its outcome, how many scans it cost and shares given back. */
  const sent = async (spend: 'spent' | 'left', verdict: ScanResult) => {
    let scans = 0;
    let givenBack = 0;
    const reply = supportReply({
      store: {} as SupportStore,
      // Never reached: each case is refused before RT is asked.
      rt: {} as RtClient,
      budget: async () => (spend === 'spent' ? null : async () => void givenBack++),
      checkFiles: fileChecks(async () => (scans++, verdict), logger),
      logger,
    });
    const { status } = await reply(row, posted, { requestId: '1', client: 'c' });
    return { status, scans, givenBack };
  };

  it('when the client’s budget is spent, then it is refused without a scan', async () => {
    expect(await sent('spent', { clean: true })).toEqual({ status: 429, scans: 0, givenBack: 0 });
  });

  it('when its file is found infected, then the share it took is given back', async () => {
    expect(await sent('left', { clean: false, signature: 'Eicar-Test-Signature' })).toEqual({
      status: 422,
      scans: 1,
      givenBack: 1,
    });
  });
});

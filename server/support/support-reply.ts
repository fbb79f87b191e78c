/**
 * The client's reply from the status page: its text (at most SUPPORT_REPLY_CHARS_MAX) and files
 * (read as a request's, each checked and scanned as a request's; none taken unscanned, since
 * nothing is kept to scan later), posted to Request Tracker at once as the ticket's
 * correspondence, opening a ticket that waited on the client. Nothing is kept when RT is not
 * reached: the page says so and the client sends again. Counted against the support budget (the
 * client's address and the request's e-mail) before its files are scanned, so a client past it
 * costs no scan; given back when it was not sent (a file refused, RT not reached). Logged: the
 * reference and the outcome, never the text or a file's name.
 */
import type { Logger } from 'pino';
import { supportStatusCopy as copy } from '../../shared/catalogue/support-status-copy';
import { SUPPORT_REPLY_CHARS_MAX, SUPPORT_REPLY_FIELD, type SupportReplyAnswer } from '../../shared/support/request';
import type { fileChecks } from './file-checks';
import type { Posted } from './read-request';
import type { RtClient } from './rt-client';
import type { SpendBudget } from './support-budget';
import type { SupportRow, SupportStore } from './support-store';

export interface SupportReplyDeps {
  store: SupportStore;
  rt?: RtClient;
  budget: SpendBudget;
  checkFiles: ReturnType<typeof fileChecks>;
  logger: Logger;
  now?: () => number;
}

export type ReplyOutcome = { answer: SupportReplyAnswer; status: number };

export const supportReply =
  ({ store, rt, budget, checkFiles, logger, now = Date.now }: SupportReplyDeps) =>
  async (
    row: SupportRow,
    posted: Posted,
    { requestId, client }: { requestId: string; client: string },
  ): Promise<ReplyOutcome> => {
    const log = logger.child({ component: 'support', reference: row.reference, requestId });
    const text = (posted.fields[SUPPORT_REPLY_FIELD] ?? '').trim();
    const refuse = (status: number, problems: string[], outcome: string): ReplyOutcome => {
      log.warn({ outcome }, 'support reply refused');
      return { answer: { step: 'refused', problems, text: text.slice(0, SUPPORT_REPLY_CHARS_MAX) }, status };
    };
    if (!text && posted.files.length === 0) return refuse(400, [copy.replyEmpty], 'invalid');
    if (text.length > SUPPORT_REPLY_CHARS_MAX) return refuse(400, [copy.replyTooLong], 'invalid');
    if (!rt || !row.ticket) return refuse(409, [rt ? copy.replyNotYet : copy.replyByEmail], 'no-ticket');
    // Spent before the scan, so a client past its budget costs no scan; given back if not sent.
    const giveBack = await budget(client, row.email ?? row.reference);
    if (!giveBack) return refuse(429, [copy.replyLimited], 'limited');
    const files = await checkFiles(posted.files, requestId);
    if (!Array.isArray(files) || files.some((file) => !file.scanned)) {
      await giveBack();
      return Array.isArray(files)
        ? refuse(503, [copy.replyScannerDown], 'scanner-down')
        : refuse(files.status, files.answer.step === 'refused' ? files.answer.problems : [], 'file');
    }
    try {
      const reopen = (await rt.state(row.ticket))?.state === 'waiting';
      const txn = await rt.correspond(row.ticket, { text, files, reopen });
      store.replied(row.reference, txn);
      if (reopen) store.state(row.reference, 'open', now());
      log.info({ files: files.length, reopened: reopen, outcome: 'sent' }, 'support reply sent to Request Tracker');
      return { answer: { step: 'sent' }, status: 303 };
    } catch (error) {
      await giveBack();
      log.error({ reason: (error as Error).message }, 'support reply not sent: Request Tracker not reached');
      return refuse(503, [copy.replyUnavailable], 'unavailable');
    }
  };

export type SupportReplier = ReturnType<typeof supportReply>;

/**
 * The status page (/support/status?token=…, through the page route): the request's state as the
 * helpdesk says it now, else as last seen, and its conversation (support-thread.ts), asked of
 * Request Tracker within its client's deadline (HELPDESK_RT_TIMEOUT_MS); the helpdesk not answering leaves the state as last seen
 * and says the conversation cannot be shown just now. An unknown token is its 404. After a reply
 * was sent (?replied=1, the reply's 303), the page says so. The reply form is shown only to the
 * receipt e-mail's link (its reply proof, reply-proof.ts), and so is the conversation: the token alone
 * (the confirmation screen's link, seen by whoever typed the address) shows the state.
 */
import {
  SUPPORT_REPLIED_PARAM,
  SUPPORT_REPLY_PROOF_PARAM,
  SUPPORT_STATUS_TOKEN_PARAM,
  type SupportReplyAnswer,
  type SupportStatus,
} from '../../shared/support/request';
import type { ServerAnswer } from '../render/page-route';
import type { ReplyProof } from './reply-proof';
import type { RtClient } from './rt-client';
import type { SupportRow, SupportStore } from './support-store';
import { clientSubject, shapeThread } from './support-thread';

/** What the page route draws: the store's state as the server sends it, and the HTTP status. */
type PageAnswer = Awaited<ReturnType<NonNullable<ReturnType<ServerAnswer>>>>;

/** The page drawn for a request's row (null: the link names none), with what a reply just came to and the link's reply proof where it holds. */
export type StatusShown = (row: SupportRow | null, reply?: SupportReplyAnswer, proof?: string) => Promise<PageAnswer>;

export const statusShown =
  (store: SupportStore, rt: RtClient | undefined): StatusShown =>
  async (row, reply, proof) => {
    if (!row) return { preloaded: { supportRequest: { answer: null, sending: false, status: null } }, status: 404 };
    let found = row;
    let thread: SupportStatus['thread'] = null;
    let subject: string | undefined;
    if (rt && found.ticket) {
      // The conversation only for the receipt's link: the token alone is whoever typed the address (decision 040).
      const conversation = proof ? await rt.conversation(found.ticket).catch(() => null) : null;
      const seen = proof ? conversation?.seen : await rt.state(found.ticket).catch(() => null);
      if (seen && seen.state !== found.state) {
        store.state(found.reference, seen.state, seen.updatedMs);
        found = { ...found, state: seen.state, changedMs: seen.updatedMs };
      }
      if (conversation) {
        thread = shapeThread(conversation, store.replies(found.reference));
        subject = clientSubject(conversation.subject, found.reference);
      }
    }
    const status: SupportStatus = {
      reference: found.reference,
      ticket: found.ticket,
      state: found.state,
      changedAt: new Date(found.changedMs).toISOString(),
      dropped: store.dropped(found.reference),
      ...(subject ? { subject } : {}),
      thread: rt && found.ticket ? thread : [],
      replies: !rt ? 'email' : !found.ticket ? 'not-yet' : proof ? 'page' : 'from-email-link',
      ...(rt && found.ticket && proof ? { proof } : {}),
      ...(reply ? { reply } : {}),
    };
    return { preloaded: { supportRequest: { answer: null, sending: false, status } } };
  };

export const supportStatusAnswer =
  (store: SupportStore, show: StatusShown, proof: ReplyProof, now: () => number = Date.now): ServerAnswer =>
  ({ match, query }) =>
    match.page === 'support-status'
      ? async (_req, res) => {
          res.set('X-Robots-Tag', 'noindex');
          const params = new URLSearchParams(query);
          const token = params.get(SUPPORT_STATUS_TOKEN_PARAM) ?? '';
          const row = store.find(token, now());
          const given = params.get(SUPPORT_REPLY_PROOF_PARAM);
          return show(
            row,
            row && params.has(SUPPORT_REPLIED_PARAM) ? { step: 'sent' } : undefined,
            row && given && proof.holds(token, given) ? given : undefined,
          );
        }
      : undefined;

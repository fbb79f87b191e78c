/**
 * The weekly DMARC digest, as the outbox carries it (mail-kind.ts): everything it says is worked out
 * when it is queued (digest-content.ts) and stored with it, so the e-mail is the same however late
 * it is sent. It goes to an address confirmed through the watch, with the watch's one-click stop
 * (List-Unsubscribe, RFC 8058). Names from a stranger's reverse DNS are host names (host-name.ts),
 * cleaned and escaped like every text from outside.
 */
import { array, boolean, number, object, string } from 'yup';
import { dmarcDigestCopy as copy } from '../../shared/catalogue/dmarc-digest-copy';
import { formatSastDate } from '../../shared/format-date';
import { line } from '../email-watch/watch-mail-parts';
import { toVisitor, toVisitorShape } from '../email-watch/watch-mail';
import type { ComposedMail } from '../mail/compose';
import type { ConfirmationSettings } from '../mail/compose-confirmation';
import type { MailKind } from '../mail/mail-kind';
import type { MailRequest } from '../mail/types';
import { digestLines, digestView, type DigestContent } from './digest-lines';

export type DmarcDigestRequest = Omit<MailRequest, 'kind'> &
  DigestContent & { kind: 'dmarc-digest'; email: string; shown: string; stopUrl: string; pageUrl?: string };

const text = () => string().strict().defined();
const count = () => number().strict().defined();

const compose = (request: DmarcDigestRequest, settings: ConfirmationSettings): ComposedMail => {
  const body = digestLines(digestView(request), request.pageUrl);
  const [from, to] = [request.from, request.to].map((day) => formatSastDate(new Date(day)));
  return toVisitor(
    request,
    settings,
    {
      subject: copy.subject(line(request.shown, 253), from!, to!, request.messages, request.passed),
      text: body.text,
      html: body.html,
    },
    copy.stopLine,
  );
};

export const dmarcDigestMail: MailKind<DmarcDigestRequest> = {
  kind: 'dmarc-digest',
  shape: toVisitorShape('dmarc-digest', {
    pageUrl: string().strict().optional(),
    from: text(),
    to: text(),
    messages: count(),
    passed: count(),
    sources: array(
      object({
        name: text(),
        messages: count(),
        passed: count(),
        dkimAligned: count(),
        spfAligned: count(),
        own: boolean().strict().defined(),
        fix: object({ spf: string().strict().optional(), dkim: string().strict().optional() }).default(undefined).optional(),
      }),
    ).defined(),
    more: object({ sources: count(), messages: count() }).defined(),
    newSources: array(text()).defined(),
    verdict: object({
      kind: text(),
      why: string().strict().optional(),
      days: count(),
      failing: array(text()).optional(),
      record: object({ name: text(), type: text(), value: text() }).default(undefined).optional(),
    }).defined(),
    days: array(object({ day: text(), passed: count(), failed: count() })).optional(),
    others: array(object({ name: text(), reports: count(), messages: count() })).optional(),
  }),
  visitor: compose,
};

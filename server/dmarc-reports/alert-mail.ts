/**
 * The DMARC alert, as the outbox carries it (mail-kind.ts): a new sender that fails, or a sudden
 * share of failing mail (failing-news.ts), worked out when queued and stored with it. It goes to an
 * address confirmed through the watch, with the watch's one-click stop, as the digest does.
 */
import escapeHtml from 'escape-html';
import { array, number, object, string } from 'yup';
import { dmarcDigestCopy } from '../../shared/catalogue/dmarc-digest-copy';
import { line, listHtml } from '../email-watch/watch-mail-parts';
import { toVisitor, toVisitorShape } from '../email-watch/watch-mail';
import type { ComposedMail } from '../mail/compose';
import type { ConfirmationSettings } from '../mail/compose-confirmation';
import type { MailKind } from '../mail/mail-kind';
import type { MailRequest } from '../mail/types';

const copy = dmarcDigestCopy.alert;

interface DmarcAlertContent {
  /** New failing sources, named as the digest names them (report-senders.ts), and the messages that failed. */
  sources: { name: string; messages: number }[];
  more: number;
  sudden?: { messages: number; failed: number; usualShare: number };
}

export type DmarcAlertRequest = Omit<MailRequest, 'kind'> &
  DmarcAlertContent & { kind: 'dmarc-alert'; email: string; shown: string; stopUrl: string };

const text = () => string().strict().defined();
const count = () => number().strict().defined();

const compose = (request: DmarcAlertRequest, settings: ConfirmationSettings): ComposedMail => {
  const shown = line(request.shown, 253);
  const listed = [
    ...request.sources.map((source) => copy.source(line(source.name, 253), source.messages)),
    ...(request.more ? [copy.more(request.more)] : []),
  ];
  const { sudden } = request;
  const suddenLine = sudden && copy.sudden(shown, sudden.failed, sudden.messages, sudden.usualShare);
  return toVisitor(
    request,
    settings,
    {
      subject: copy.subject(shown),
      text: [
        ...(listed.length ? [copy.newSources(shown), ...listed.map((item) => `  ${item}`), ''] : []),
        ...(suddenLine ? [suddenLine, ''] : []),
        copy.advice,
      ],
      html: [
        ...(listed.length ? [`<p>${escapeHtml(copy.newSources(shown))}</p>`, listHtml(listed)] : []),
        ...(suddenLine ? [`<p>${escapeHtml(suddenLine)}</p>`] : []),
        `<p>${escapeHtml(copy.advice)}</p>`,
      ],
    },
    dmarcDigestCopy.stopLine,
  );
};

export const dmarcAlertMail: MailKind<DmarcAlertRequest> = {
  kind: 'dmarc-alert',
  shape: toVisitorShape('dmarc-alert', {
    sources: array(object({ name: text(), messages: count() })).defined(),
    more: count(),
    sudden: object({ messages: count(), failed: count(), usualShare: number().strict().defined() }).default(undefined).optional(),
  }),
  visitor: compose,
};

/**
 * The check address's reply, as the outbox carries it (mail-kind.ts): to the forwarder's proven
 * From address alone, From the check address, threaded to the forward (In-Reply-To, References),
 * its subject leading with the answer; the page's own answer in the page's own words, as text and
 * HTML, its printable summary attached (drawn when sent, from the answer stored) and a link to the
 * page. A forward with nothing attached is told how to forward as an attachment. Marked
 * Auto-Submitted (RFC 3834): the intake answers no automatic mail, and neither should the forwarder's.
 */
import escapeHtml from 'escape-html';
import { boolean, mixed, object, string } from 'yup';
import { genuineEmailCopy as answerCopy } from '../../shared/catalogue/genuine-email-copy';
import { messageCheckMailCopy as copy } from '../../shared/catalogue/message-check-mail-copy';
import { sastIsoDay } from '../../shared/format-date';
import type { GenuineEmailAnswer, GenuineEmailResult } from '../../shared/genuine-email/answer';
import { plainAddress } from '../email-address';
import { renderGenuineSummary } from '../genuine-email/summary-pdf';
import { htmlDocument, messageIdFor, type ComposedMail, type MailAttachment } from '../mail/compose';
import type { ConfirmationSettings } from '../mail/compose-confirmation';
import type { MailKind } from '../mail/mail-kind';
import { cleanHeaderText, literalHeaderText } from '../mail/text-safety';
import type { KindRequest } from '../mail/types';

export type CheckReplyRequest = KindRequest<
  'message-check-reply',
  {
    email: string;
    /** The check address, which the reply is from. */
    from: string;
    pageUrl: string;
    /** The forward's Message-ID and the References it carried, with it, space-separated. */
    inReplyTo?: string;
    references: string;
    subject?: string;
    /** The page's answer; absent for a forward with no message attached. */
    answer?: GenuineEmailAnswer;
    supplierNamed?: boolean;
  }
>;

const text = () => string().strict();
/** An answer as the reader made it: its fields are the page's, shown as the page shows them. */
const isAnswer = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    (typeof (value as { refused?: unknown }).refused === 'string' ||
      typeof (value as { result?: { outcome?: unknown } }).result?.outcome === 'string'));

const shape = object({
  kind: text().oneOf(['message-check-reply']).defined(),
  requestId: text().defined(),
  receivedAt: text().defined(),
  reference: text().optional(),
  email: text().defined(),
  from: text().defined(),
  pageUrl: text().defined(),
  inReplyTo: text().optional(),
  references: text().defined(),
  subject: text().optional(),
  answer: mixed().test('answer', 'an answer of the message check', isAnswer).optional(),
  supplierNamed: boolean().strict().optional(),
});

/** The reply's words: what the page says for the answer, or how to forward as an attachment. */
function answerBody(request: CheckReplyRequest): { headline: string; paragraphs: string[]; lists: [string, string[]][] } {
  const { answer } = request;
  const howTo: [string, string[]] = [copy.inline.text, copy.programs.map((program) => `${program.name}: ${program.steps}`)];
  if (!answer) return { headline: copy.inline.subject, paragraphs: [], lists: [howTo] };
  if ('refused' in answer) return { headline: copy.unread, paragraphs: [answerCopy.refusals[answer.refused]], lists: [] };
  const { result } = answer;
  const said = [result.checkedBy && answerCopy.checkedBy[result.checkedBy], result.outcome === 'genuine' && answerCopy.caveat];
  return {
    headline: answerCopy.headline(result),
    paragraphs: [...said.filter((line): line is string => Boolean(line)), ...(request.supplierNamed ? [] : [copy.supplierAsked])],
    lists: [
      [answerCopy.reasonsTitle, result.reasons.map((reason) => answerCopy.reason(reason))],
      [answerCopy.nextTitle, answerCopy.nextSteps(result)],
    ],
  };
}

function summaryOf(result: GenuineEmailResult, settings: ConfirmationSettings, date: Date): MailAttachment {
  const domain = result.domain && /^[a-z0-9.-]{1,253}$/.test(result.domain) ? result.domain : null;
  return {
    filename: answerCopy.summaryFile(result.outcome, domain, sastIsoDay(date)),
    content: renderGenuineSummary(result, { publicUrl: settings.publicUrl ?? '', date }),
    contentType: 'application/pdf',
  };
}

function compose(request: CheckReplyRequest, settings: ConfirmationSettings): ComposedMail {
  const to = plainAddress(request.email);
  if (!to) throw new TypeError('the forwarder is not one plain mailbox');
  const { headline, paragraphs, lists } = answerBody(request);
  const result = request.answer && 'result' in request.answer ? request.answer.result : null;
  const intro = result ? [copy.intro] : [];
  const closing = [...(result ? [copy.summaryAttached] : []), `${copy.page}: ${request.pageUrl}`, copy.why];
  const plain = [
    ...intro,
    '',
    headline,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...lists.flatMap(([title, items]) => [title, ...items.map((item) => `- ${item}`), '']),
    ...closing.flatMap((line) => [line, '']),
  ].join('\n');
  const html = htmlDocument([
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<h2>${escapeHtml(headline)}</h2>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...lists.flatMap(([title, items]) => [
      `<h3>${escapeHtml(title)}</h3>`,
      `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    ]),
    ...(result ? [`<p>${escapeHtml(copy.summaryAttached)}</p>`] : []),
    `<p><a href="${escapeHtml(request.pageUrl)}">${escapeHtml(copy.page)}</a></p>`,
    `<p style="color:#666">${escapeHtml(copy.why)}</p>`,
  ]);
  const forwarded = request.subject ? cleanHeaderText(request.subject, 150) : null;
  return {
    to,
    from: request.from,
    subject: literalHeaderText(cleanHeaderText(copy.subject(headline, forwarded), 200)),
    text: plain,
    html,
    messageId: messageIdFor(settings.messageId, request.from),
    headers: {
      'Auto-Submitted': 'auto-replied',
      ...(request.inReplyTo ? { 'In-Reply-To': request.inReplyTo } : {}),
      ...(request.references ? { References: request.references } : {}),
    },
    ...(result ? { attachments: [summaryOf(result, settings, new Date(request.receivedAt))] } : {}),
  };
}

export const checkReplyMail: MailKind<CheckReplyRequest> = { kind: 'message-check-reply', shape, visitor: compose };

/**
 * A watch's three kinds of e-mail, as the outbox carries them (mail-kind.ts): the visitor's
 * confirmation link, the alert when something got worse, and the staff's word of a new watched
 * domain. The visitor's two carry List-Unsubscribe with RFC 8058's one-click POST. What a domain's
 * DNS says (a finding's words) is cleaned and escaped like every text from outside.
 */
import escapeHtml from 'escape-html';
import { company } from '../../shared/catalogue/company';
import { array, boolean, number, object, string, type AnyObjectSchema } from 'yup';
import { emailCheckNames, findingStatusWords } from '../../shared/catalogue/email-security-report-copy';
import { formatSastDate } from '../../shared/format-date';
import { EMAIL_WATCH_CONFIRM_HOURS } from '../../shared/email-security/watch';
import { plainAddress } from '../email-address';
import { htmlDocument, messageIdFor, requestFooter, staffMail, type ComposedMail } from '../mail/compose';
import type { ConfirmationSettings } from '../mail/compose-confirmation';
import type { MailKind } from '../mail/mail-kind';
import { cleanHeaderText, literalHeaderText } from '../mail/text-safety';
import type { MailRequest } from '../mail/types';
import type { CertificateWarning } from './watch-certificates';
import type { Change } from './watch-changes';
import { emailWatchMailCopy as copy } from './watch-mail-copy';
import { buttonHtml, changeParts, line, linkHtml, listHtml, namedLinkHtml } from './watch-mail-parts';

type Base = Omit<MailRequest, 'kind'> & { email: string; shown: string; stopUrl: string };

export type WatchConfirmRequest = Base & { kind: 'email-watch-confirm'; confirmUrl: string };

export type WatchAlertRequest = Base & {
  kind: 'email-watch-alert';
  checkUrl: string;
  changes: Change[];
  certificates: CertificateWarning[];
  better: string[];
  /** Checks that failed in a row, where the alert is that the domain could not be checked. */
  unreachable?: number;
};

export type WatchNewRequest = Omit<MailRequest, 'kind'> & {
  kind: 'email-watch-new';
  email: string;
  shown: string;
  contact: boolean;
  findings: { check: string; status: string; found: string }[];
};

const text = () => string().strict().defined();
const meta = { reference: string().strict().optional(), requestId: text(), receivedAt: text() };
const shapeOf = (kind: string, fields: Record<string, AnyObjectSchema['fields'][string]>) =>
  object({ kind: string().strict().oneOf([kind]).defined(), ...meta, ...fields });
const base = { email: text(), shown: text(), stopUrl: text() };

/** The stored shape of a mail kind sent to a watch's address (toVisitor): its kind, the request's and the watch's fields, and `fields`. */
export const toVisitorShape = (kind: string, fields: Record<string, AnyObjectSchema['fields'][string]>) =>
  shapeOf(kind, { ...base, ...fields });

const changeShape = object({
  check: text(),
  title: text(),
  before: text(),
  now: text(),
  meaning: text(),
  fix: string().strict().optional(),
  publish: array(object({ name: text(), type: text(), value: text() })).optional(),
  publishFile: object({ url: text(), lines: array(string().strict().defined()).defined() })
    .default(undefined)
    .optional(),
  links: array(object({ label: text(), href: text() })).optional(),
  putBack: array(object({ name: text(), type: text(), value: text() })).optional(),
  putBackFile: object({ url: text(), lines: array(string().strict().defined()).defined() })
    .default(undefined)
    .optional(),
  // An alert queued before holds every line last seen here, and neither field beside it.
  lastSeen: array(string().strict().defined()).optional(),
  lastSeenCut: number().strict().optional(),
  lookalikes: array(
    object({
      name: text(),
      line: text(),
      registeredOn: string().strict().optional(),
      registrar: string().strict().optional(),
    }),
  ).optional(),
  help: object({ label: text(), path: text() }).defined(),
});

/**
 * An e-mail to a watch's address (the watch's own, and the DMARC digest's and alert's): who it goes
 * to, the company's signature, the stop link said with `stopLine`, and its headers: stable
 * Message-ID, List-Unsubscribe one click (RFC 8058).
 */
export const toVisitor = (
  request: Base,
  settings: ConfirmationSettings,
  mail: { subject: string; text: string[]; html: string[] },
  stopLine: string = copy.stopLine,
): ComposedMail => {
  const address = plainAddress(request.email);
  if (!address) throw new TypeError('the watch address is not one plain mailbox');
  const stop = `${stopLine} ${request.stopUrl}`;
  // The company's ways to reach it, as words in the text and as links in the HTML.
  const reach = [company.phone, company.email];
  const signature = `${company.name}: ${reach.map((way) => way.display).join(', ')}`;
  return {
    to: address,
    from: settings.from,
    subject: literalHeaderText(cleanHeaderText(mail.subject, 160)),
    text: [...mail.text, '', signature, '', stop, ''].join('\n'),
    html: htmlDocument([
      ...mail.html,
      `<p>${escapeHtml(company.name)}: ${reach.map((way) => namedLinkHtml(way.href, way.display)).join(', ')}</p>`,
      `<p style="color:#666">${linkHtml(request.stopUrl, stopLine)}</p>`,
    ]),
    messageId: messageIdFor(settings.messageId, settings.from),
    headers: { 'List-Unsubscribe': `<${request.stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
};

const composeConfirm = (request: WatchConfirmRequest, settings: ConfirmationSettings): ComposedMail => {
  const intro = copy.confirmText(request.shown, EMAIL_WATCH_CONFIRM_HOURS);
  return toVisitor(request, settings, {
    subject: copy.confirmSubject(request.shown),
    text: [intro, '', `${copy.confirmLink}: ${request.confirmUrl}`],
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      buttonHtml(request.confirmUrl, copy.confirmLink),
      `<p style="color:#666">${linkHtml(request.confirmUrl, copy.confirmAddress)}</p>`,
    ],
  });
};

const composeAlert = (request: WatchAlertRequest, settings: ConfirmationSettings): ComposedMail => {
  const site = settings.publicUrl ?? '';
  const titles = [
    ...request.changes.map((change) => change.title),
    ...request.certificates.map((warning) => copy.titles.certificate(warning.host, warning.daysLeft)),
    ...(request.unreachable ? [copy.titles.unreachable] : []),
  ];
  const changes = request.changes.map((change) => changeParts(change, site));
  const certificates = request.certificates.map((warning) =>
    copy.certificate(warning.host, formatSastDate(new Date(warning.expires)), warning.daysLeft),
  );
  const unreachable = request.unreachable ? [copy.unreachable(request.shown, request.unreachable)] : [];
  const better = request.better.map((words) => line(words));
  const intro = request.unreachable && !request.changes.length ? [] : [copy.alertIntro(request.shown)];
  return toVisitor(request, settings, {
    subject: copy.subject(request.shown, titles[0] ?? copy.titles.unreachable, titles.length - 1),
    text: [
      ...intro.flatMap((words) => [words, '']),
      ...changes.flatMap((part) => part.text),
      ...certificates.flatMap((words) => [copy.certificateHeading, `  ${words}`, '']),
      ...unreachable.flatMap((words) => [words, '']),
      ...(better.length ? [copy.betterHeading, ...better.map((words) => `  ${words}`), ''] : []),
      `${copy.seeCheck}: ${request.checkUrl}`,
    ],
    html: [
      ...intro.map((words) => `<p>${escapeHtml(words)}</p>`),
      ...changes.map((part) => part.html),
      ...certificates.map((words) => `<h3>${escapeHtml(copy.certificateHeading)}</h3>\n<p>${escapeHtml(words)}</p>`),
      ...unreachable.map((words) => `<p>${escapeHtml(words)}</p>`),
      ...(better.length ? [`<h3>${escapeHtml(copy.betterHeading)}</h3>`, listHtml(better)] : []),
      `<p>${linkHtml(request.checkUrl, `${copy.seeCheck}:`)}</p>`,
    ],
  });
};

const composeNew = (request: WatchNewRequest, settings: ConfirmationSettings): ComposedMail => {
  const findings = request.findings.map(
    (finding) =>
      `${emailCheckNames[finding.check as keyof typeof emailCheckNames] ?? line(finding.check)}: ${findingStatusWords[finding.status as keyof typeof findingStatusWords] ?? line(finding.status)}. ${line(finding.found)}`,
  );
  const footer = requestFooter({ ...request, kind: request.kind });
  const head = [copy.staffIntro(line(request.shown)), `Email: ${line(request.email)}`, copy.contact(request.contact)];
  return staffMail(settings, request.email, {
    subject: copy.staffSubject(line(request.shown)),
    text: [...head, '', ...findings, '', ...footer.text, ''].join('\n'),
    html: htmlDocument([...head.map((words) => `<p>${escapeHtml(words)}</p>`), listHtml(findings), footer.html]),
  });
};

export const watchConfirmMail: MailKind<WatchConfirmRequest> = {
  kind: 'email-watch-confirm',
  shape: shapeOf('email-watch-confirm', { ...base, confirmUrl: text() }),
  visitor: composeConfirm,
};

export const watchAlertMail: MailKind<WatchAlertRequest> = {
  kind: 'email-watch-alert',
  shape: shapeOf('email-watch-alert', {
    ...base,
    checkUrl: text(),
    changes: array(changeShape).defined(),
    certificates: array(object({ host: text(), expires: text(), daysLeft: number().strict().defined() })).defined(),
    better: array(string().strict().defined()).defined(),
    unreachable: number().strict().optional(),
  }),
  visitor: composeAlert,
};

export const watchNewMail: MailKind<WatchNewRequest> = {
  kind: 'email-watch-new',
  shape: shapeOf('email-watch-new', {
    email: text(),
    shown: text(),
    contact: boolean().strict().defined(),
    findings: array(object({ check: text(), status: text(), found: text() })).defined(),
  }),
  staff: composeNew,
};

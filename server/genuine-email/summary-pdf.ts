/**
 * "Is this e-mail genuine?" as a printable summary, drawn the site's one way
 * (server/pdf/report-document.ts): the verdict and whose check it rests on, each reason, the
 * sender and the date, what to do next, and the attachments by name with their danger. The message
 * itself is not in it; what came from it (the sender's name and address, the domains in the
 * reasons, the attachments' names) is drawn as the fonts can.
 */
import { emailSecurityReportCopy as labels } from '../../shared/catalogue/email-security-report-copy';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { formatSastMinute } from '../../shared/format-date';
import type { GenuineEmailResult, Reason } from '../../shared/genuine-email/answer';
import { spacing } from '../../shared/pdf-style';
import { paths } from '../../shared/routes';
import { paragraph } from '../email-security/report-pdf-parts';
import { body, ensureRoom, heading, left, reachUs, width, type Doc } from '../pdf/drawing';
import { clipped, fit } from '../pdf/fitting';
import { renderReportDocument } from '../pdf/report-document';
import { asciiOf } from './letters';
import { REASONS_MAX } from './verdict';

/** A reason as the PDF's fonts can draw it: its domain in ASCII (punycode), never as question marks (a new domain's age, a domain in other letters). */
const drawable = (reason: Reason): Reason =>
  'domain' in reason && typeof reason.domain === 'string' ? { ...reason, domain: asciiOf(reason.domain) } : reason;
/** An address with its domain in ASCII. */
const asciiAddress = (address: string) =>
  `${address.slice(0, address.lastIndexOf('@') + 1)}${asciiOf(address.slice(address.lastIndexOf('@') + 1))}`;

const LABEL_WIDTH = 70;
/** The verdict as the file's own title and subject name it: a domain is at most 253 characters. */
const TITLE_CHARS_MAX = 300;

/** Items one under another, each led by its mark ('•', '1.'), their lines indented under it. */
function items(doc: Doc, texts: readonly string[], mark: (at: number) => string): void {
  texts.forEach((text, at) => {
    ensureRoom(doc, 2 * doc.currentLineHeight(true));
    body(doc).text(mark(at), left, doc.y, { width: spacing.bulletIndent, continued: false });
    doc.moveUp();
    const indented = width - spacing.bulletIndent;
    body(doc).text(fit(doc, text, indented), left + spacing.bulletIndent, doc.y, { ...paragraph, width: indented });
    doc.y += spacing.betweenItems;
  });
}

export function renderGenuineSummary(result: GenuineEmailResult, { publicUrl, date }: { publicUrl: string; date: Date }): Buffer {
  // Every string of the message's that is drawn (the verdict's domain, the sender, the subject, the
  // reasons' domains) is fitted where it is drawn (server/pdf/fitting.ts): drawn on the event loop, in linear time.
  const verdict = copy.headline(result);
  const named = clipped(verdict, TITLE_CHARS_MAX);
  const { sender, sent } = result;
  const head: [string, string][] = [
    ...(sender
      ? [
          [copy.sender, sender.name ? `${sender.name} <${asciiAddress(sender.address)}>` : asciiAddress(sender.address)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(sent ? [[copy.sent, formatSastMinute(new Date(sent))] as [string, string]] : []),
    ...(result.subject ? [[copy.subject, result.subject] as [string, string]] : []),
    [copy.summaryChecked, formatSastMinute(date)],
  ];
  const document = { title: copy.title, fileTitle: `${copy.title}: ${named}`, subject: named, date, head };
  return renderReportDocument({ ...document, labelWidth: LABEL_WIDTH, pageOf: labels.of }, (doc) => {
    heading(doc, verdict);
    const said = [result.checkedBy && copy.checkedBy[result.checkedBy], result.outcome === 'genuine' && copy.caveat];
    for (const text of said) if (text) body(doc).text(text, left, doc.y, paragraph).moveDown(0.4);
    heading(doc, copy.reasonsTitle);
    // The reasons as the reading gave them (and the sender's age, added after), counted again here.
    items(
      doc,
      result.reasons.slice(0, REASONS_MAX + 1).map((reason) => copy.reason(drawable(reason))),
      () => '•',
    );
    heading(doc, copy.nextTitle);
    items(doc, copy.nextSteps(result), (at) => `${at + 1}.`);
    heading(doc, copy.attachmentsTitle);
    if (result.attachments.length === 0) body(doc).text(copy.noAttachments, left, doc.y, paragraph);
    // As the page lists them: the dangerous first, each with its danger.
    items(
      doc,
      result.attachments.map(({ name, type, danger }) => `${name || type} (${type})${danger ? `: ${copy.danger[danger]}` : ''}`),
      () => '•',
    );
    reachUs(doc, {
      title: copy.helpLink,
      text: copy.help,
      labels,
      online: `${publicUrl}${paths['genuine-email']}`,
      labelWidth: LABEL_WIDTH,
      smallPrint: copy.summaryAbout,
    });
  });
}

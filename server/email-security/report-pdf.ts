/**
 * "Is my e-mail safe?" as a report for the visitor's IT person: an A4 PDF of a domain's result,
 * in the IT self-assessment report's look. The summary first, then every check in the page's
 * order with what was found, what it means, the fix and the exact records and file to publish,
 * set in a fixed-width face in a box so they can be copied. Drawn in a time that grows with the
 * result's size, not its square (server/pdf/fitting.ts fitted();
 * docs/decisions/014-bounded-once-drawn-in-linear-time.md).
 */
import { dnsHost } from '../../shared/catalogue/dns-hosts';
import { topFixWords } from '../../shared/catalogue/email-result-copy';
import { recordAtHost } from '../../shared/email-security/record-at-host';
import {
  emailCheckNames,
  emailSecurityReportCopy as report,
  findingBadge,
  findingStatusWords,
  mailProviderNames,
  ofChecks,
  passedOf,
} from '../../shared/catalogue/email-security-report-copy';
import {
  EMAIL_CHECK_IDS,
  type DnsServedBy,
  type EmailSecurityResult,
  type Finding,
  type FindingLink,
  type FindingStatus,
} from '../../shared/email-security/result';
import { summarise } from '../../shared/email-security/summarise';
import { formatSastDate, sastTime } from '../../shared/format-date';
import { colours, fonts, sizes, spacing } from '../../shared/pdf-style';
import { paths } from '../../shared/routes';
import { body, ensureRoom, figureWithWords, heading, left, rule, width, type Doc, reachUs } from '../pdf/drawing';
import { canDraw, fitted, printable } from '../pdf/fitting';
import { renderReportDocument } from '../pdf/report-document';
import {
  boxLayout,
  field,
  fieldHeight,
  fileRows,
  paragraph,
  publishRows,
  RECORD_LABELS,
  recordBox,
  STATUS_COLUMN,
} from './report-pdf-parts';

export interface EmailSecurityReportOptions {
  /** The site's address, for the page that checks a domain again. */
  publicUrl: string;
  /** When it was made: the day it names. */
  date: Date;
}

/** A status in words; a stored result from another release may hold one this one does not know. */
/**
 * Each verdict's colour beside its word: fail, needs attention and not tested told apart on screen,
 * on paper and in grey (red, amber, blue; each above 6:1 on white); pass and not applicable muted.
 */
const STATUS_COLOURS: Record<FindingStatus, string> = {
  fail: '#b91c1c',
  warn: '#92400e',
  'not-tested': colours.accent,
  pass: colours.muted,
  info: colours.muted,
};

const statusWord = (finding: Finding): string =>
  finding.status in findingStatusWords ? findingBadge(finding) : printable(finding.status);

/** The findings in the page's order, one for each check. */
const ordered = (findings: readonly Finding[]) =>
  EMAIL_CHECK_IDS.map((id) => findings.find((finding) => finding.check === id)).filter((finding) => finding !== undefined);

/** The rows under the report's title: the domain (and its ASCII form), its mail service and DNS host, when it was checked. */
function headRows(result: EmailSecurityResult, date: Date): ReadonlyArray<readonly [string, string]> {
  const shown = canDraw(result.shown) ? result.shown : result.domain;
  const checked = sastTime(result.checkedAt)?.local ?? printable(result.checkedAt);
  return [
    [report.domain, shown],
    ...(shown !== result.domain ? ([[report.ascii, result.domain]] as const) : []),
    ...(result.provider ? ([[report.provider, mailProviderNames[result.provider] ?? printable(result.provider)]] as const) : []),
    ...(result.dns?.servers.length
      ? ([[report.dnsHost, dnsHost(result.dns.host)?.name ?? result.dns.servers.join(', ')]] as const)
      : []),
    [report.checked, checked],
    [report.date, formatSastDate(date)],
  ];
}

function drawSummary(doc: Doc, findings: readonly Finding[]): void {
  const { passed, judged, topFixes } = summarise(findings);
  heading(doc, report.summaryTitle);
  figureWithWords(doc, String(passed), ofChecks(judged), 8);
  doc.font(fonts.bold).fontSize(sizes.h3).fillColor(colours.heading).text(report.topFixesTitle, left, doc.y, { width });
  doc.y += spacing.afterH3;
  if (topFixes.length === 0) {
    body(doc).text(report.noFixes, left, doc.y, paragraph);
    return;
  }
  topFixes.forEach((finding, index) => {
    const lead = `${index + 1}. ${emailCheckNames[finding.check] ?? printable(finding.check)} (${statusWord(finding)})`;
    ensureRoom(doc, 3 * doc.currentLineHeight(true));
    body(doc, fonts.bold, colours.heading).text(lead, left, doc.y, paragraph);
    const fix = fitted(body(doc), topFixWords(finding), width - 12);
    doc.text(fix, left + 12, doc.y + 1, { ...paragraph, width: width - 12 });
    doc.y += spacing.afterParagraph;
  });
}

/** A link's whole address: the site's own pages under its public address. */
const addressOf = ({ href }: FindingLink, publicUrl: string) => (href.startsWith('/') ? `${publicUrl}${href}` : href);

function drawFinding(doc: Doc, finding: Finding, dns: DnsServedBy | undefined, publicUrl: string): void {
  ensureRoom(doc, spacing.beforeH3 + spacing.keepWithNext + 10);
  doc.y += spacing.beforeH3;
  const y = doc.y;
  doc.font(fonts.bold).fontSize(sizes.h3).fillColor(colours.heading);
  const nameHeight = doc.heightOfString(emailCheckNames[finding.check], { width: width - STATUS_COLUMN });
  doc.text(emailCheckNames[finding.check], left, y, { width: width - STATUS_COLUMN });
  doc
    .fillColor(STATUS_COLOURS[finding.status] ?? colours.accent)
    .text(statusWord(finding), left + width - STATUS_COLUMN, y, { width: STATUS_COLUMN, align: 'right' });
  doc.y = y + nameHeight + spacing.afterH3;
  field(doc, report.found, printable(finding.found));
  if (finding.records && finding.records.length > 0) {
    recordBox(
      doc,
      finding.records.map((record) => ['', printable(record)] as const),
      0,
      report.records,
    );
  }
  field(doc, report.meaning, printable(finding.meaning));
  // The file to serve (its lines one under another, never run into the fix), then the records to publish.
  const boxes = [
    ...(finding.publishFile ? [{ rows: fileRows(finding.publishFile), lead: report.serve }] : []),
    ...(finding.publish ?? []).map((record, index) => ({
      rows: publishRows(dns ? recordAtHost(record, dns.zone, dnsHost(dns.host)) : record),
      lead: index ? undefined : report.publish,
    })),
  ];
  const links = (finding.links ?? []).map((link) => {
    const address = printable(addressOf(link, publicUrl));
    return { text: `${printable(link.label)}: ${address}`, address };
  });
  if (finding.fix) {
    const fix = printable(finding.fix);
    // The fix stays with what it asks for (all of it where a page holds it, else the first), and the links drawn between.
    if (boxes[0]) {
      const words = [fix, ...links.map((link) => link.text)].reduce((sum, text) => sum + fieldHeight(doc, text), 0);
      const heights = boxes.map(({ rows }) => boxLayout(doc, rows, RECORD_LABELS).height + spacing.afterParagraph);
      const all = words + heights.reduce((sum, height) => sum + height, 0);
      ensureRoom(doc, all <= doc.page.maxY() - doc.page.margins.top ? all : words + heights[0]!);
    }
    field(doc, report.fix, fix);
  }
  links.forEach(({ text, address }, index) => field(doc, index ? '' : report.links, text, address));
  for (const { rows, lead } of boxes) recordBox(doc, rows, RECORD_LABELS, lead);
  rule(doc, doc.y + 2);
  doc.y += 4;
}

/** A domain's result as a complete PDF file; a domain that does not exist gets one page saying so. */
export function renderEmailSecurityReport(result: EmailSecurityResult, { publicUrl, date }: EmailSecurityReportOptions): Buffer {
  const { passed, judged } = summarise(result.findings);
  const subject = result.exists ? `${result.domain}: ${passedOf(passed, judged)}` : `${result.domain}: ${report.missing.title}`;
  const document = { title: report.title, fileTitle: `${report.title}: ${result.domain}`, subject, date };
  return renderReportDocument({ ...document, head: headRows(result, date), labelWidth: 100, pageOf: report.of }, (doc) => {
    if (result.exists) {
      drawSummary(doc, result.findings);
      heading(doc, report.findingsTitle);
      for (const finding of ordered(result.findings)) drawFinding(doc, finding, result.dns, publicUrl);
    } else {
      heading(doc, report.missing.title);
      body(doc).text(report.missing.text(canDraw(result.shown) ? result.shown : result.domain), left, doc.y, paragraph);
    }
    reachUs(doc, {
      title: result.exists ? report.contactTitle : report.contactTitleMissing,
      text: report.contactText,
      labels: report,
      online: `${publicUrl}${paths['email-security']}`,
      labelWidth: 100,
      smallPrint: report.smallPrint,
    });
  });
}

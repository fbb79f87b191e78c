import escapeHtml from 'escape-html';
import {
  emailCheckNames,
  findingBadge,
  findingStatusWords,
  mailProviderNames,
} from '../../shared/catalogue/email-security-report-copy';
import {
  EMAIL_CHECK_IDS,
  type EmailSecurityResult,
  type FileToPublish,
  type Finding,
  type FindingLink,
} from '../../shared/email-security/result';
import { summarise } from '../../shared/email-security/summarise';
import { sastTime } from '../../shared/format-date';
import { numberedList, reviewMail, tableSection, type ComposedMail, type Row } from '../mail/compose';
import type { ConfirmationSettings } from '../mail/compose-confirmation';
import { cleanHeaderText } from '../mail/text-safety';
import { fileReference, receivedOn } from '../mail/request-file';
import { renderEmailSecurityReport } from './report-pdf';
import type { EmailSecurityReview } from './review-request';

/**
 * The report PDF, made from the stored result on the day the request arrived, named after the
 * domain and the reference: `email-security-example.co.za-KIT-7F3A2C9Q.pdf`.
 */
const emailSecurityReportAttachment = (request: EmailSecurityReview, publicUrl: string) => ({
  filename: `email-security-${request.result.domain.replace(/[^a-z0-9.-]/g, '')}-${fileReference(request)}.pdf`,
  content: renderEmailSecurityReport(request.result, { publicUrl, date: receivedOn(request) }),
  contentType: 'application/pdf' as const,
});

/** '5/9 pass', or that the domain does not exist. */
const verdict = (result: EmailSecurityResult): string => {
  if (!result.exists) return 'does not exist';
  const { passed, judged } = summarise(result.findings);
  return `${passed}/${judged} pass`;
};

/** A file a fix asks to serve (the MTA-STS policy), its lines kept one under another. */
const fileToServe = (file: FileToPublish | undefined) => {
  if (!file) return { text: [], html: '' };
  const url = cleanHeaderText(file.url, 1024);
  const lines = file.lines.map((line) => cleanHeaderText(line, 1024));
  return {
    text: [`Serve at ${url}:`, ...lines.map((line) => `  ${line}`)],
    html: `<p>Serve at ${escapeHtml(url)}:</p>\n<pre>${escapeHtml(lines.join('\n'))}</pre>`,
  };
};

/** The pages a fix sends the owner to: each its label and whole address (the site's own under its public address), a link in the HTML. */
const fixLinks = (links: readonly FindingLink[] | undefined, publicUrl: string | undefined) => {
  const shown = (links ?? []).map(({ label, href }) => ({
    label: cleanHeaderText(label, 200),
    url: cleanHeaderText(href.startsWith('/') ? `${publicUrl ?? ''}${href}` : href, 1024),
  }));
  return {
    text: shown.map(({ label, url }) => `${label}: ${url}`),
    html: shown.length
      ? `<ul>${shown.map(({ label, url }) => `<li><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></li>`).join('')}</ul>`
      : '',
  };
};

const statusWord = (finding: Finding): string => (finding.status in findingStatusWords ? findingBadge(finding) : finding.status);
const checkName = (check: string): string => emailCheckNames[check as keyof typeof emailCheckNames] ?? check;

/**
 * The company's e-mail for "Is my e-mail safe?" sent for a review, to the engineer who calls
 * back: the subject names the reference, the domain and how many checks pass ('Email security
 * review KIT-7F3A2C9Q: example.co.za, 5/9 pass'); the body the contact details, the marketing
 * choice, the summary, the fixes that matter most and every check's status; attached, the report
 * (PDF) of the result kept when the request arrived. Reply-To is the visitor's address. The
 * findings' words and records come from the domain's own DNS: every one is cleaned and escaped.
 */
export function composeEmailSecurityReview(request: EmailSecurityReview, settings: ConfirmationSettings): ComposedMail {
  const { result } = request;
  const reference = request.reference ? cleanHeaderText(request.reference, 20) : '';
  const domain = cleanHeaderText(result.domain, 253);
  const shown = cleanHeaderText(result.shown, 253);
  const checked = sastTime(result.checkedAt);
  const summary = summarise(result.findings);
  const rows: Row[] = [
    ['Domain', shown === domain ? domain : `${shown} (${domain})`],
    ...(result.provider ? ([['Mail service', mailProviderNames[result.provider] ?? result.provider]] as Row[]) : []),
    ['Checked', checked ? checked.local : cleanHeaderText(result.checkedAt, 40)],
    ['Result', result.exists ? `${summary.passed} of ${summary.judged} checks pass` : 'The domain does not exist'],
  ];
  const fixes = numberedList(
    summary.topFixes.map((finding) => {
      const lead = `${checkName(finding.check)} (${statusWord(finding)})`;
      const fix = cleanHeaderText(finding.fix ?? '', 2000);
      const file = fileToServe(finding.publishFile);
      const links = fixLinks(finding.links, settings.publicUrl);
      return {
        lead,
        lines: [fix, ...links.text, ...file.text],
        html: `<p><strong>${escapeHtml(lead)}</strong><br>\n${escapeHtml(fix)}</p>${links.html}${file.html}`,
      };
    }),
  );
  const checks = EMAIL_CHECK_IDS.flatMap((id) => result.findings.filter((finding) => finding.check === id)).map(
    (finding): Row => [checkName(finding.check), `${statusWord(finding)}: ${cleanHeaderText(finding.found, 500)}`],
  );
  const subject = `Email security review${reference ? ` ${reference}` : ''}: ${domain}, ${verdict(result)}`;
  return reviewMail(request, settings, {
    heading: 'E-mail security review request',
    subject,
    rows,
    sections: result.exists ? [{ heading: 'Top fixes', ...fixes }, tableSection('Checks', checks)] : [],
    attachments: settings.publicUrl ? [emailSecurityReportAttachment(request, settings.publicUrl)] : [],
  });
}

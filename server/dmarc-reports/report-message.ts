/**
 * The aggregate report a message carries (RFC 7489 §7.2.1: one report, attached as gzip, zip or
 * XML, or the whole body), read with postal-mime. A failure report (`ruf`: multipart/report with a
 * message/feedback-report part and the failed message's headers or body) carries people's mail:
 * refused, never read further.
 */
import PostalMime from 'postal-mime';
import { ReportRefused } from './intake-outcome';

const FAILURE_PARTS = new Set(['message/feedback-report', 'message/rfc822', 'text/rfc822-headers', 'message/global']);
const REPORT_TYPES = /^(application\/(x-)?(gzip|zip|gzip-compressed|zip-compressed|xml)|text\/xml)$/;
const REPORT_NAMES = /\.(xml|xml\.gz|gz|zip)$/i;

/** The attached report's bytes, still packed. */
export async function reportAttachment(raw: Buffer): Promise<Uint8Array> {
  const email = await PostalMime.parse(raw, { forceRfc822Attachments: true, attachmentEncoding: 'arraybuffer' }).catch(() => {
    throw new ReportRefused('malformed', 'not a MIME message');
  });
  const contentType = email.headers.find((header) => header.key === 'content-type')?.value ?? '';
  if (/report-type\s*=\s*"?feedback-report/i.test(contentType) || email.attachments.some((a) => FAILURE_PARTS.has(a.mimeType)))
    throw new ReportRefused('failure_report', 'a failure report');
  const report = email.attachments.find((a) => REPORT_TYPES.test(a.mimeType) || REPORT_NAMES.test(a.filename ?? ''));
  if (!report || typeof report.content === 'string') throw new ReportRefused('no_report', 'no report attached');
  return report.content instanceof Uint8Array ? report.content : new Uint8Array(report.content);
}

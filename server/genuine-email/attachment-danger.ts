/**
 * An attachment's risk, from its name alone (attachments are never opened): the kinds that run
 * code or open a web page's sign-in form when double-clicked, and the names that hide their real
 * ending behind a familiar one (`invoice.pdf.html`).
 */
import type { AttachmentSeen } from '../../shared/genuine-email/answer';

/** Web pages (a fake sign-in), disk images that carry programs past filters, programs, scripts, and Office files with macros. */
const RUNS = new Set([
  'html',
  'htm',
  'shtml',
  'xhtml',
  'svg',
  'iso',
  'img',
  'vhd',
  'vhdx',
  'exe',
  'scr',
  'com',
  'bat',
  'cmd',
  'msi',
  'js',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'hta',
  'lnk',
  'jar',
  'ps1',
  'one',
  'docm',
  'dotm',
  'xlsm',
  'xltm',
  'xlam',
  'pptm',
]);

/** Endings a clerk expects on an invoice or statement. */
const FAMILIAR = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'jpg', 'jpeg', 'png', 'zip']);

export function attachmentDanger(name: string): AttachmentSeen['danger'] {
  const endings = name.toLowerCase().trim().split('.').slice(1);
  const last = endings.at(-1) ?? '';
  const before = endings.at(-2);
  if (before !== undefined && FAMILIAR.has(before) && !FAMILIAR.has(last)) return 'hidden-ending';
  return RUNS.has(last) ? 'runs' : undefined;
}

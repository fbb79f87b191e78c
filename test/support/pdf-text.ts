import { execFileSync } from 'node:child_process';

/** A PDF's text as its reader's viewer lays it out (poppler's pdftotext, Debian's poppler-utils). */
export const pdfText = (bytes: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

/** A PDF's page count, as poppler's pdfinfo reads it. */
export const pdfPages = (bytes: Buffer): number =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' }))?.[1]);

/** `text` as a regular expression that matches it literally, to find it amid a PDF's text. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same text on one line, to find a sentence wherever it breaks (pdfkit breaks after a hyphen that is there: it joins). */
export const pdfWords = (bytes: Buffer): string => pdfText(bytes).replace(/-\n\s*|\s+/g, (gap) => (gap[0] === '-' ? '-' : ' '));

/** A supertest answer that is a PDF download: 200, typed application/pdf, an attachment named `filename`, cached as `cacheControl` says. */
export function expectPdfDownload(
  res: { status: number; headers: Record<string, string> },
  filename: string,
  cacheControl: string,
): void {
  const { status, headers } = res;
  expect([status, headers['content-type'], headers['content-disposition'], headers['cache-control']]).toEqual([
    200,
    'application/pdf',
    `attachment; filename="${filename}"`,
    cacheControl,
  ]);
}

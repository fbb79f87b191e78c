import { execFileSync } from 'node:child_process';

/** A PDF's text as its reader's viewer lays it out (poppler's pdftotext, Debian's poppler-utils). */
export const pdfText = (bytes: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

/**
 * The same text as one line, single-spaced, to find a sentence wherever its lines break. pdfkit
 * breaks a line only after a hyphen that is there ('e-mail'), never adding one, so such a break joins.
 */
export const pdfWords = (bytes: Buffer): string =>
  pdfText(bytes)
    .replace(/-\n\s*/g, '-')
    .replace(/\s+/g, ' ');

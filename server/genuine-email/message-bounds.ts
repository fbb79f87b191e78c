/**
 * What a message may be before it is parsed at all, each bound checked in one pass over its bytes:
 * a real invoice has some 20 to 60 header lines and a handful of MIME parts; 10,000 Received lines
 * or a thousand parts are made to cost the reader, not to be read.
 */
import type { Refusal } from '../../shared/genuine-email/answer';

/** Header fields at the top of the message: a long journey through several gateways has under 200. */
const HEADER_FIELDS_MAX = 500;
/** Parts a message may declare (each `Content-Type:` line): an invoice with a logo and two PDFs has 6. */
const MIME_PARTS_MAX = 200;
/** Parts nested in parts: a forward of a forward with its attachments is 6 deep. */
export const MIME_DEPTH_MAX = 16;
/** The header bytes of all parts together (postal-mime's own bound). */
export const HEADER_BYTES_MAX = 512 * 1024;

/** A file's own signature, where it is a kind a person might save with `.eml`: an Outlook .msg is an OLE file. */
const signatures: readonly [Refusal, number[]][] = [
  ['msg-file', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['not-a-message', [0x89, 0x50, 0x4e, 0x47]],
  ['not-a-message', [0x25, 0x50, 0x44, 0x46]],
  ['not-a-message', [0x50, 0x4b, 0x03, 0x04]],
  ['not-a-message', [0xff, 0xd8, 0xff]],
];

/** The message's first line, and its first field, are `Name: value` as RFC 5322 writes a header. */
const HEADER_LINE = /^[!-9;-~]+:/;

export function refusalOf(raw: Buffer): Refusal | undefined {
  for (const [refusal, bytes] of signatures) if (bytes.every((byte, at) => raw[at] === byte)) return refusal;
  const text = raw.toString('latin1');
  const start = text.replace(/^\s+/, '');
  if (!HEADER_LINE.test(start) || start.slice(0, 64 * 1024).includes('\0')) return 'not-a-message';
  const end = start.search(/\r?\n\r?\n/);
  const block = end < 0 ? start : start.slice(0, end);
  let fields = 0;
  for (const line of block.split('\n')) if (line !== '' && line[0] !== ' ' && line[0] !== '\t') fields += 1;
  if (fields > HEADER_FIELDS_MAX) return 'too-many-headers';
  const parts = text.match(/^content-type:/gim)?.length ?? 0;
  return parts > MIME_PARTS_MAX || delimiters(text) > MIME_PARTS_MAX ? 'too-many-parts' : undefined;
}

/** A multipart boundary as declared (RFC 2046 §5.1.1: at most 70 characters). */
const BOUNDARY = /\bboundary\s*=\s*(?:"([^"\r\n]{1,70})"|([^\s;"]{1,70}))/gi;

/**
 * The delimiter lines of the boundaries declared (`--boundary`), each a part, whether or not the
 * part has headers of its own: a part without them costs the parser as much as one with them.
 */
function delimiters(text: string): number {
  const boundaries = new Set([...text.matchAll(BOUNDARY)].map((found) => found[1] ?? found[2]));
  if (boundaries.size === 0) return 0;
  let count = 0;
  for (let at = text.startsWith('--') ? 0 : text.indexOf('\n--'); at >= 0; at = text.indexOf('\n--', at + 1)) {
    const start = text[at] === '\n' ? at + 3 : at + 2;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).trimEnd();
    if (boundaries.has(line) || (line.endsWith('--') && boundaries.has(line.slice(0, -2)))) count += 1;
  }
  return count;
}

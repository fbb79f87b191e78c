/**
 * Just enough MIME reading for tests: unfolded headers in order, RFC 2047 words decoded, and
 * the first text/plain and text/html leaves of a multipart tree and its attachments, with their
 * transfer encoding undone.
 */
interface ParsedHeader {
  name: string;
  value: string;
}

export interface ParsedMail {
  headers: ParsedHeader[];
  /** Decoded value of the first header with this name (case-insensitive). */
  header(name: string): string | undefined;
  count(name: string): number;
  text?: string;
  html?: string;
  /** Every leaf sent as an attachment, decoded. */
  attachments: Attachment[];
}

interface Attachment {
  filename: string;
  contentType: string;
  content: string;
  /** The decoded bytes, for a binary file (a PDF). */
  bytes: Buffer;
}

interface Leaves {
  text?: string;
  html?: string;
  attachments: Attachment[];
}

const splitHead = (raw: string): { head: string; body: string } => {
  const at = raw.indexOf('\n\n');
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 2) };
};

const parseHeaders = (head: string): ParsedHeader[] =>
  head
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    });

const qpBytes = (text: string): Buffer => {
  const bytes: number[] = [];
  const clean = text.replace(/=\n/g, '');
  for (let i = 0; i < clean.length; i++) {
    if (clean[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(clean.slice(i + 1, i + 3))) {
      bytes.push(parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(clean.charCodeAt(i));
  }
  return Buffer.from(bytes);
};

export const decodeWords = (value: string): string =>
  value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qpBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );

const param = (value: string, name: string): string | undefined => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value)?.[1];

const decodeBytes = (body: string, encoding: string | undefined): Buffer => {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (kind === 'quoted-printable') return qpBytes(body);
  return Buffer.from(body, 'latin1');
};

const decodeBody = (body: string, encoding: string | undefined): string => {
  const kind = (encoding ?? '7bit').toLowerCase();
  return kind === 'base64' || kind === 'quoted-printable' ? decodeBytes(body, encoding).toString('utf8') : body;
};

const find = (headers: ParsedHeader[], name: string) => headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

const collectLeaves = (raw: string, into: Leaves): void => {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = find(headers, 'content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectLeaves(part.replace(/^\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, find(headers, 'content-transfer-encoding'));
  const disposition = find(headers, 'content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = param(disposition, 'filename') ?? param(type, 'name') ?? '';
    const bytes = decodeBytes(body, find(headers, 'content-transfer-encoding'));
    into.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content: decoded, bytes });
    return;
  }
  if (/^text\/plain/i.test(type)) into.text ??= decoded;
  if (/^text\/html/i.test(type)) into.html ??= decoded;
};

export const parseMail = (rawInput: string): ParsedMail => {
  const raw = rawInput.replace(/\r\n/g, '\n');
  const headers = parseHeaders(splitHead(raw).head);
  const leaves: Leaves = { attachments: [] };
  collectLeaves(raw, leaves);
  return {
    headers,
    header: (name) => {
      const value = find(headers, name);
      return value === undefined ? undefined : decodeWords(value);
    },
    count: (name) => headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).length,
    ...leaves,
  };
};

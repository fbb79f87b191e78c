/**
 * An attachment's type, read from its bytes, never its name (docs/decisions/032): the few kinds a
 * support request takes, each by its signature, and plain text as UTF-8 with no control
 * characters but tab, line breaks, form feed and escape. Its name is cleaned for every helpdesk
 * and mail program, its extension made the type's own.
 */
const SIGNATURES: readonly { type: string; ext: string; at: number; bytes: number[] }[] = [
  { type: 'image/png', ext: 'png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', ext: 'jpg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', ext: 'gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', ext: 'pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Buffer, at: number, expected: number[]) => expected.every((byte, i) => bytes[at + i] === byte);

const CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001A\u001C-\u001F\u007F]/;

function isPlainText(bytes: Buffer): boolean {
  try {
    return !CONTROLS.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

export interface FileKind {
  type: string;
  ext: string;
}

/** The kind the bytes are, or null for anything else (an executable, an archive, a document of another kind). */
export function fileKind(bytes: Buffer): FileKind | null {
  const found = SIGNATURES.find((s) => startsWith(bytes, s.at, s.bytes));
  if (found) return { type: found.type, ext: found.ext };
  if (startsWith(bytes, 0, RIFF) && startsWith(bytes, 8, WEBP)) return { type: 'image/webp', ext: 'webp' };
  return isPlainText(bytes) ? { type: 'text/plain', ext: 'txt' } : null;
}

const NAME_MAX = 80;

/**
 * A name safe everywhere it lands: the last part of any path, letters, digits, dot, hyphen,
 * underscore and space only, at most 80 characters, ending in its kind's extension ('log' and
 * 'csv' stay for text; without a kind, the one it was given, to name it in a refusal). Nothing
 * left of it: 'attachment-N'.
 */
export function cleanName(given: string, kind: FileKind | null, position: number): string {
  const last = given.split(/[\\/]/).pop() ?? '';
  const plain = last
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = plain.lastIndexOf('.');
  const ext = dot > 0 ? plain.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? plain.slice(0, dot) : plain).slice(0, NAME_MAX - 6) || `attachment-${position + 1}`;
  if (!kind) return ext ? `${stem}.${ext.slice(0, 5)}` : stem;
  const kept =
    kind.ext === 'txt' && ['log', 'csv', 'txt'].includes(ext) ? ext : kind.ext === 'jpg' && ext === 'jpeg' ? ext : kind.ext;
  return `${stem}.${kept}`;
}

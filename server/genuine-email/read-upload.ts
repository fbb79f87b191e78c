/**
 * The form's multipart body, read with busboy within bounds and held in memory only (never a
 * temporary file): the message (a file chosen, or the headers pasted) and the supplier's domain.
 * It is read only into a place already taken (message-reader.ts), each byte held against the
 * site-wide bytes in flight; a body not in by the server's request deadline (REQUEST_TIMEOUT_MS),
 * or cut off by its sender, gives its place back, and one too slow while others wait loses it ("busy"). A body past MESSAGE_BYTES_MAX is refused as soon as
 * it is seen to be, by its Content-Length or as it is counted, and the rest is read and dropped so
 * the visitor gets the answer that says so.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { GENUINE_EMAIL_FIELDS as fields, MESSAGE_BYTES_MAX, type Refusal } from '../../shared/genuine-email/answer';
import type { Place } from './message-reader';

/** The form's other fields and the multipart framing, well under this. */
const FRAMING_BYTES = 64 * 1024;
const SUPPLIER_CHARS_MAX = 254;

export type Upload = { raw: Buffer; supplier: string | null } | { refused: Refusal } | { busy: true };

/** The supplier field as the clerk gave it, trimmed and bounded: the reader tells a domain, an address and a name apart (claim.ts). */
function supplierGiven(given: string): string | null {
  return given.trim().slice(0, SUPPLIER_CHARS_MAX) || null;
}

export function readUpload(req: Request, place: Place): Promise<Upload> {
  const declared = Number(req.headers['content-length']);
  if (declared > MESSAGE_BYTES_MAX + FRAMING_BYTES) {
    req.resume();
    return Promise.resolve({ refused: 'too-large' });
  }
  return new Promise<Upload>((settle) => {
    let settled = false;
    const resolve = (upload: Upload) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      if (!('raw' in upload)) {
        req.unpipe();
        req.resume();
      }
      settle(upload);
    };
    const count = (chunk: Buffer) => {
      if (!place.hold(chunk.length)) resolve({ busy: true });
    };
    req.on('data', count);
    place.whenLost(() => resolve({ busy: true }));
    req.once('close', () => req.complete || resolve({ refused: 'nothing-given' }));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MESSAGE_BYTES_MAX, fieldSize: MESSAGE_BYTES_MAX, files: 1, fields: 4, parts: 6, headerPairs: 20 },
      });
    } catch {
      return resolve({ refused: 'nothing-given' });
    }
    const chunks: Buffer[] = [];
    let pasted = '';
    let supplier: string | null = null;
    let tooLarge = false;
    // A file named but of no bytes was chosen empty; a form posted with no file chosen names none.
    let fileNamed = false;
    parser.on('file', (name, stream, { filename }) => {
      if (name !== fields.file) return stream.resume();
      fileNamed = Boolean(filename);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('field', (name, value, { valueTruncated }) => {
      if (name === fields.pasted) {
        tooLarge ||= valueTruncated;
        pasted = valueTruncated ? '' : value;
      } else if (name === fields.supplier) supplier = supplierGiven(value);
    });
    // A body cut off mid-part (a dropped connection, a hand-made post) holds no message to read.
    parser.on('error', () => resolve({ refused: 'nothing-given' }));
    parser.on('close', () => {
      if (tooLarge) return resolve({ refused: 'too-large' });
      const file = Buffer.concat(chunks);
      const raw = file.length > 0 ? file : Buffer.from(pasted.trim() ? `${pasted.trim()}\r\n` : '', 'utf8');
      resolve(raw.length > 0 ? { raw, supplier } : { refused: fileNamed ? 'empty-file' : 'nothing-given' });
    });
    req.pipe(parser);
  });
}

/**
 * The support form's multipart body, read with busboy in memory only, within bounds: its text
 * fields (each at most 10 KB), and at most SUPPORT_FILES_MAX files of SUPPORT_BYTES_MAX in all
 * (a sixth file, or one byte past the total, refuses the request as soon as it is seen, the rest
 * read and dropped so the visitor gets the answer that says why). A body declared larger than the
 * bounds is refused before it is read. Nothing of it is logged.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { SUPPORT_BYTES_MAX, SUPPORT_FIELDS, SUPPORT_FILES_MAX, type SupportRefusal } from '../../shared/support/request';

/** The text fields and the multipart framing of five files, well under this. */
export const FRAMING_BYTES = 256 * 1024;
const FIELD_BYTES = 16 * 1024;

export interface Posted {
  fields: Record<string, string>;
  files: { name: string; bytes: Buffer }[];
}

/** The fields and files, or why they are refused and the names of the files it held (to be chosen again). */
export type ReadOutcome =
  Posted | { refused: Extract<SupportRefusal, 'too-many-files' | 'too-large' | 'invalid' | 'empty-file'>; names: string[] };

export function readSupportRequest(req: Request): Promise<ReadOutcome> {
  if (Number(req.headers['content-length']) > SUPPORT_BYTES_MAX + FRAMING_BYTES) {
    req.resume();
    return Promise.resolve({ refused: 'too-large', names: [] });
  }
  return new Promise((settle) => {
    let settled = false;
    const resolve = (outcome: ReadOutcome) => {
      if (settled) return;
      settled = true;
      if (!('fields' in outcome)) {
        req.unpipe();
        req.resume();
      }
      settle(outcome);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: SUPPORT_BYTES_MAX + 1,
          fieldSize: FIELD_BYTES,
          files: SUPPORT_FILES_MAX + 1,
          fields: 20,
          parts: 30,
          headerPairs: 20,
        },
      });
    } catch {
      return resolve({ refused: 'invalid', names: [] });
    }
    const fields: Record<string, string> = {};
    const files: Posted['files'] = [];
    const names: string[] = [];
    let total = 0;
    let refusal: Extract<ReadOutcome, { refused: unknown }>['refused'] | null = null;
    parser.on('file', (name, stream, { filename }) => {
      if (name === SUPPORT_FIELDS.files && filename) names.push(filename);
      if (name !== SUPPORT_FIELDS.files || refusal) return stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > SUPPORT_BYTES_MAX) refusal ??= 'too-large';
        if (!refusal) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (refusal) return;
        const bytes = Buffer.concat(chunks);
        // The form posted with no file chosen sends one part with no name and no bytes.
        if (!filename && bytes.length === 0) return;
        if (bytes.length === 0) refusal = 'empty-file';
        else if (files.length === SUPPORT_FILES_MAX) refusal = 'too-many-files';
        else files.push({ name: filename || 'attachment', bytes });
      });
    });
    parser.on('filesLimit', () => (refusal ??= 'too-many-files'));
    parser.on('field', (name, value, { valueTruncated }) => {
      if (valueTruncated) refusal ??= 'invalid';
      else fields[name] = value;
    });
    parser.on('error', () => resolve({ refused: 'invalid', names }));
    parser.on('close', () => resolve(refusal ? { refused: refusal, names } : { fields, files }));
    req.once('close', () => req.complete || resolve({ refused: 'invalid', names }));
    req.pipe(parser);
  });
}

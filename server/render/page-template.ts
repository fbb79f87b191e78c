import zlib from 'node:zlib';

/** Every nonce is 16 random bytes in base64. */
export const NONCE_LENGTH = 24;
// Stands in for the nonce while compressing: a byte no page contains, so no match can copy it.
const FILLER = '\u0001'.repeat(NONCE_LENGTH);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
const WINDOW = 32 * 1024;

/** A deflate stored block holding `length` bytes, not the last block of the stream. */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

interface Gzipped {
  /** The whole gzip member, with the filler where each nonce goes. */
  bytes: Buffer;
  /** Where each nonce goes in `bytes`. */
  offsets: number[];
}

/**
 * Compresses the page once, with gzip level 9, so that a response only has to write its nonce
 * into the bytes. Each stretch between two nonces is deflated on its own, with the page before it
 * (nonces replaced by a filler byte) as its dictionary, and ends on a byte boundary; each nonce
 * goes into an uncompressed (stored) block between them. Matches can reach back into earlier
 * stretches but never into a nonce, since no page contains the filler byte.
 */
function gzipAround(parts: Buffer[]): Gzipped {
  const pieces: Buffer[] = [GZIP_HEADER];
  const offsets: number[] = [];
  let length = GZIP_HEADER.length;
  let before = '';
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const dictionary = Buffer.from(before.slice(-WINDOW), 'latin1');
    const deflated = zlib.deflateRawSync(part, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      ...(dictionary.length > 0 ? { dictionary } : {}),
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    });
    pieces.push(deflated);
    length += deflated.length;
    before += part.toString('latin1');
    if (last) return;
    const header = storedBlockHeader(NONCE_LENGTH);
    pieces.push(header, Buffer.from(FILLER, 'latin1'));
    offsets.push(length + header.length);
    length += header.length + NONCE_LENGTH;
    before += FILLER;
  });
  // The trailer (CRC-32 and length of the page) is written per response.
  pieces.push(Buffer.alloc(8));
  return { bytes: Buffer.concat(pieces), offsets };
}

/**
 * A rendered page with a placeholder wherever its nonce belongs, ready to be sent with a fresh
 * nonce as plain bytes or as gzip, without rendering or compressing again.
 */
export class PageTemplate {
  private readonly plain: Buffer;
  private readonly plainOffsets: number[] = [];
  private readonly gzipped: Gzipped | undefined;

  constructor(html: string, placeholder: string) {
    const parts = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
    const pieces: Buffer[] = [];
    let length = 0;
    parts.forEach((part, i) => {
      pieces.push(part);
      length += part.length;
      if (i === parts.length - 1) return;
      this.plainOffsets.push(length);
      pieces.push(Buffer.from(FILLER, 'latin1'));
      length += NONCE_LENGTH;
    });
    this.plain = Buffer.concat(pieces);
    this.gzipped = html.includes(FILLER[0] as string) ? undefined : gzipAround(parts);
  }

  /** The page with `nonce` in place. */
  bytes(nonce: string): Buffer {
    if (nonce.length !== NONCE_LENGTH) throw new Error(`a nonce must be ${NONCE_LENGTH} characters`);
    const out = Buffer.allocUnsafe(this.plain.length);
    this.plain.copy(out);
    for (const offset of this.plainOffsets) out.write(nonce, offset, 'latin1');
    return out;
  }

  /** The page as a gzip member with `nonce` in place, or undefined when this page cannot be precompressed. */
  gzip(nonce: string): Buffer | undefined {
    if (!this.gzipped) return undefined;
    const { bytes, offsets } = this.gzipped;
    const out = Buffer.allocUnsafe(bytes.length);
    bytes.copy(out);
    for (const offset of offsets) out.write(nonce, offset, 'latin1');
    out.writeUInt32LE(this.crc32With(nonce), out.length - 8);
    out.writeUInt32LE(this.plain.length % 2 ** 32, out.length - 4);
    return out;
  }

  /** The CRC-32 of the page with `nonce` in place, read piece by piece instead of from a copy. */
  private crc32With(nonce: string): number {
    const nonceBytes = Buffer.from(nonce, 'latin1');
    let crc = 0;
    let from = 0;
    for (const offset of this.plainOffsets) {
      crc = zlib.crc32(this.plain.subarray(from, offset), crc);
      crc = zlib.crc32(nonceBytes, crc);
      from = offset + NONCE_LENGTH;
    }
    return zlib.crc32(this.plain.subarray(from), crc);
  }

  /** Bytes held for this page. */
  get size(): number {
    return this.plain.length + (this.gzipped?.bytes.length ?? 0);
  }
}

import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, read from its header (the signature, then the IHDR chunk). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The opacity (0 to 255) of an 8-bit PNG's top-left pixel. That pixel's bytes are stored as they
 * are whatever the first row's filter, since every filter predicts it from zeros.
 */
export function topLeftAlpha(bytes: Buffer): number {
  pngSize(bytes);
  const bitDepth = bytes[24];
  const colourType = bytes[25];
  if (bitDepth !== 8) throw new Error(`bit depth ${bitDepth}`);
  if (colourType === 2) return 255;
  if (colourType !== 6) throw new Error(`colour type ${colourType}`);
  const data: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  // The first row: its filter byte, then R, G, B, A of its first pixel.
  return inflateSync(Buffer.concat(data))[4]!;
}

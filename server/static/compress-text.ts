import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Which bundles the build precompresses: text that shrinks; images and fonts are compressed already. */
export const PRECOMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Brotli's window just large enough for the whole text: as small a result as its default 4 MB
 * window, without the tens of megabytes quality 11 allocates for that window (which the
 * allocator then keeps: measured in the bench's memory section, 150 MB against 120).
 */
const windowBitsFor = (length: number): number => Math.min(24, Math.max(16, Math.ceil(Math.log2(length + 1))));

/** Text compressed as small as `coding` goes (brotli 11, gzip 9), once: never per request. */
export function compressIn(coding: 'br' | 'gzip', data: Buffer): Promise<Buffer> {
  const { constants } = zlib;
  if (coding === 'gzip') return gzip(data, { level: constants.Z_BEST_COMPRESSION });
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(data.length),
    },
  });
}

/** A bundle in both codings, at build time. */
export async function compressText(data: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([compressIn('br', data), compressIn('gzip', data)]);
  return { br, gzip: gz };
}

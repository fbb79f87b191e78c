import compression from 'compression';
import type { RequestHandler } from 'express';
import zlib from 'node:zlib';

// Our largest response is a ~60 KB page: a 256 KB window holds all of it, where brotli's default
// 4 MB window makes every stream allocate (and the allocator keep) megabytes it never uses.
const BROTLI_WINDOW_BITS = 18;

/** Brotli as the site uses it for what it compresses per response: quality 4, a 256 KB window. */
export const brotliParams = (sizeHint = 0): Record<number, number> => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
});

/**
 * Compresses what is neither precompressed nor compressed by its own handler (the API's JSON,
 * robots.txt, the sitemap): brotli as above, gzip level 6. A request that accepts no
 * encoding skips the middleware, which would otherwise wrap every write to decide not to compress.
 */
export function responseCompression(): RequestHandler {
  const compress = compression({
    brotli: { params: brotliParams() },
  });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    // Compression would say this much: the answer depends on the header the client left out.
    res.vary('Accept-Encoding');
    next();
  };
}

import type { Request, Response } from 'express';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { brotliParams } from '../response-compression';
import { acceptsGzip, chooseEncoding, type ContentCoding } from '../static/encodings';
import type { PageTemplate } from './page-template';

// Pages compress themselves; the compression middleware is kept for the API and robots/sitemap.
const brotliOptions = (sizeHint = 0): zlib.BrotliOptions => ({ params: brotliParams(sizeHint) });

/** Ends the response with `body` as it is (Express's res.send would look it over again). */
function sendBody(res: Response, body: Buffer): void {
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

function pageHeaders(res: Response, status: number): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Sends a cached page with its nonce, compressed as the client asks. When the server is busy, a
 * client that takes gzip (every browser) gets the gzip made once with the page: a copy instead of
 * a compression, for about 25% more bytes than brotli (one stored block per nonce), so a burst of
 * visitors queues behind less work.
 */
export function sendCachedPage(req: Request, res: Response, page: PageTemplate, nonce: string, status: number, busy: boolean) {
  pageHeaders(res, status);
  const header = req.headers['accept-encoding'];
  const precomputed = busy && acceptsGzip(header) ? page.gzip(nonce) : undefined;
  if (precomputed) {
    res.setHeader('Content-Encoding', 'gzip');
    return sendBody(res, precomputed);
  }
  const plain = page.bytes(nonce);
  const coding = chooseEncoding(header);
  if (!coding) return sendBody(res, plain);
  const done = (error: Error | null, body: Buffer) => {
    if (res.destroyed) return;
    if (error) {
      req.log.warn({ err: error }, 'page sent uncompressed: compression failed');
      return sendBody(res, plain);
    }
    res.setHeader('Content-Encoding', coding);
    sendBody(res, body);
  };
  if (coding === 'br') zlib.brotliCompress(plain, brotliOptions(plain.length), done);
  else zlib.gzip(plain, done);
}

/** Starts a streamed page: its headers, and the compressor its bytes go through, if any. */
export function startStreamedPage(req: Request, res: Response, status: number): Transform | undefined {
  pageHeaders(res, status);
  const coding: ContentCoding | undefined = chooseEncoding(req.headers['accept-encoding']);
  if (!coding) return undefined;
  res.setHeader('Content-Encoding', coding);
  return coding === 'br' ? zlib.createBrotliCompress(brotliOptions()) : zlib.createGzip();
}

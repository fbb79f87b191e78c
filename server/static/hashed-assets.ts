import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { chooseEncoding, PRECOMPRESSED_SUFFIX, type ContentCoding } from './encodings';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

interface Representation {
  body: Buffer;
  etag: string;
}

interface Asset {
  type: string | undefined;
  ext: string;
  plain: Representation;
  encoded: Partial<Record<ContentCoding, Representation>>;
}

const representation = (body: Buffer, coding = ''): Representation => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${coding}"`,
});

/**
 * Reads every hashed bundle and its build-time `.br`/`.gz` beside it into memory (well under
 * 2 MB). A variant is offered only where it is smaller than the plain file.
 */
export function loadHashedAssets(dir: string): { assets: Map<string, Asset>; missing: string[] } {
  const assets = new Map<string, Asset>();
  const missing: string[] = [];
  const files = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  const suffixes = Object.values(PRECOMPRESSED_SUFFIX) as string[];
  for (const entry of files) {
    if (!entry.isFile() || entry.name.startsWith('.') || suffixes.includes(path.extname(entry.name))) continue;
    const file = path.join(dir, entry.name);
    const plain = readFileSync(file);
    const ext = path.extname(entry.name);
    const encoded: Asset['encoded'] = {};
    for (const [coding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX) as [ContentCoding, string][]) {
      if (!existsSync(file + suffix)) {
        if (TYPES[ext]) missing.push(entry.name + suffix);
        continue;
      }
      const body = readFileSync(file + suffix);
      if (body.length < plain.length) encoded[coding] = representation(body, `-${coding}`);
    }
    assets.set(`/${entry.name}`, { type: TYPES[ext], ext, plain: representation(plain), encoded });
  }
  return { assets, missing };
}

function send(res: Response, asset: Asset, coding: ContentCoding | undefined) {
  const chosen = (coding && asset.encoded[coding]) || asset.plain;
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', chosen.etag);
  if (asset.type) res.setHeader('Content-Type', asset.type);
  else res.type(asset.ext);
  if (chosen !== asset.plain) res.setHeader('Content-Encoding', coding as string);
  if (res.req.headers['if-none-match'] === chosen.etag) return res.status(304).end();
  res.setHeader('Content-Length', chosen.body.length);
  res.end(chosen.body);
}

const statusError = (status: number, message: string) => Object.assign(new Error(message), { status });

/**
 * Serves /assets/* from memory: the precompressed variant the client accepts (br, then gzip), or
 * the plain file; immutable for a year, since every name carries its content hash. Nothing
 * compresses a bundle per request, and no request touches the disk.
 */
export function hashedAssets(assets: Map<string, Asset>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return next(statusError(405, 'bundles are only read'));
    }
    const asset = assets.get(req.path);
    if (!asset) return next(statusError(404, 'no such bundle'));
    send(res, asset, chooseEncoding(req.headers['accept-encoding']));
  };
}

import express, { Router, type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { hashedAssets, loadHashedAssets } from './static/hashed-assets';

const DAY_MS = 24 * 60 * 60 * 1000;

function filesIn(dir: string): Set<string> {
  try {
    return new Set(
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
  } catch {
    return new Set();
  }
}

/**
 * The few files at the root (favicons), served by name. Every other path goes straight on to the
 * pages, without the disk lookup a catch-all express.static would make on every page request.
 * The list is read at start: a file added later is served after a restart.
 */
function rootFiles(staticDir: string): RequestHandler {
  const names = filesIn(staticDir);
  const serve = express.static(staticDir, { maxAge: DAY_MS, index: false });
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next());
}

/** Hashed bundles are immutable for a year (precompressed at build time); documents and icons are cached for a day. */
export function staticFiles(buildDir: string, staticDir: string, logger: Logger): Router {
  const router = Router();
  const { assets, missing } = loadHashedAssets(path.join(buildDir, 'public', 'assets'));
  if (missing.length > 0) {
    logger.warn(
      { missing: missing.slice(0, 5), count: missing.length },
      'bundles without their precompressed .br/.gz are sent uncompressed: run "npm run build"',
    );
  }
  router.use('/assets', hashedAssets(assets));
  router.use(
    '/documents',
    express.static(path.join(buildDir, 'public', 'documents'), {
      maxAge: DAY_MS,
      index: false,
      // `/documents` is a folder, not a page: no redirect to `/documents/` (which the pages would
      // send back again); it falls through to the pages and is not found.
      redirect: false,
      setHeaders: (res) => res.setHeader('Content-Type', 'application/pdf'),
    }),
  );
  router.use(rootFiles(staticDir));
  return router;
}

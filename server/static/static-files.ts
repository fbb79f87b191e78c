import express, { Router, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGES_PATH } from '../../shared/share-images';

const YEAR = '1y';
const DAY = '1d';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * A share image named with its content hash (`?v=`, as every page's head names it) never changes
 * under that name: immutable for a year, as the bundles are. Asked for without one, a day.
 */
const shareImageCaching = (res: Response) => {
  const versioned = typeof res.req.query.v === 'string';
  res.setHeader('Cache-Control', versioned ? `public, max-age=${YEAR_SECONDS}, immutable` : `public, max-age=${DAY_SECONDS}`);
};

/** Every file under `dir` but hidden ones, by the path the site serves it at ('/icons/icon-192.png'); none when `dir` is missing. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep))
      .filter((parts) => !parts.some((part) => part.startsWith('.')))
      .map((parts) => `/${parts.join('/')}`);
  } catch {
    return [];
  }
};

const decoded = (urlPath: string): string | null => {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
};

/**
 * A path that is not valid percent-encoding ('/assets/%') is refused with a 400 the site's error
 * handler answers, as every error is; express-static-gzip would answer its own HTML page instead.
 */
const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  if (decoded(req.path) !== null) return next();
  next(Object.assign(new Error('the path is not valid percent-encoding'), { status: 400, type: 'path.malformed' }));
};

/**
 * Files at the site's root, by the list of names read once at start: a known name goes to
 * express.static for its folder (the first folder that has it wins), with the same headers,
 * caching and validators as ever; any other path, every page among them, goes on without the disk
 * being asked for a file of its name. A file put there later is served after a restart.
 */
function rootFiles(dirs: string[]): RequestHandler {
  const byName = new Map<string, RequestHandler>();
  for (const dir of dirs) {
    const serve = express.static(dir, { maxAge: DAY, index: false, redirect: false });
    for (const name of filesUnder(dir)) if (!byName.has(name)) byName.set(name, serve);
  }
  return (req, res, next) => {
    const serve = byName.get(decoded(req.path) ?? '');
    if (serve) serve(req, res, next);
    else next();
  };
}

/**
 * Hashed bundles with the `.br`/`.gz` the build wrote beside them (brotli first), immutable for a
 * year since every name carries its content hash; share images likewise, by the hash in their URL;
 * documents and icons are cached for a day.
 */
export function staticFiles(buildDir: string, staticDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    refuseMalformedPath,
    expressStaticGzip(path.join(buildDir, 'public', 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      // A missing bundle is a 404 here, never a page.
      serveStatic: { maxAge: YEAR, immutable: true, fallthrough: false },
    }),
  );
  router.use(
    SHARE_IMAGES_PATH,
    express.static(path.join(buildDir, 'public', 'share'), {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: shareImageCaching,
      fallthrough: false,
    }),
  );
  router.use(
    '/documents',
    express.static(path.join(buildDir, 'public', 'documents'), {
      maxAge: DAY,
      index: false,
      // `/documents` is a folder, not a page: no redirect to `/documents/` (which the pages would
      // send back again); it falls through to the pages and is not found.
      redirect: false,
    }),
  );
  // The build's files at the site's root (the web app manifest, the home-screen icons), then the favicons.
  router.use(rootFiles([path.join(buildDir, 'public', 'root'), staticDir]));
  return router;
}

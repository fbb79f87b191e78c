import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';

const YEAR = '1y';
const DAY = '1d';

/**
 * Hashed bundles with the `.br`/`.gz` the build wrote beside them (brotli first), immutable for a
 * year since every name carries its content hash; documents and icons are cached for a day.
 */
export function staticFiles(buildDir: string, staticDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    expressStaticGzip(path.join(buildDir, 'public', 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      // A missing bundle is a 404 here, never a page.
      serveStatic: { maxAge: YEAR, immutable: true, fallthrough: false },
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
  router.use(express.static(staticDir, { maxAge: DAY, index: false, redirect: false }));
  return router;
}

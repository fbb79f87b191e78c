import express, { Router } from 'express';
import path from 'node:path';

const YEAR_S = 365 * 24 * 60 * 60;

/** Hashed bundles are immutable for a year; documents and icons are cached for a day. */
export function staticFiles(buildDir: string, staticDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(buildDir, 'public', 'assets'), {
      immutable: true,
      maxAge: YEAR_S * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    '/documents',
    express.static(path.join(buildDir, 'public', 'documents'), {
      maxAge: 24 * 60 * 60 * 1000,
      index: false,
      setHeaders: (res) => res.setHeader('Content-Type', 'application/pdf'),
    }),
  );
  router.use(express.static(staticDir, { maxAge: 24 * 60 * 60 * 1000, index: false }));
  return router;
}

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, in the words security
 * researchers' tools read. `Expires` is set when the site is built (scripts/build-security-txt.ts),
 * so a site left unbuilt for a year says its contact details may be stale rather than vouching for them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Logger } from 'pino';
import { company } from '../shared/catalogue/company';
import { legalDocumentPath, type LegalDocumentId } from '../shared/catalogue/legal-document-ids';

const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** The build's record of when security.txt expires, in the build's `public` (never served: the server's own). */
export const SECURITY_TXT_BUILD_FILE = 'security-txt.json';
/** RFC 9116 §2.5.5 recommends less than a year. */
const VALID_DAYS = 364;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A warning at boot from this long before it expires. */
const WARN_BEFORE_MS = 30 * DAY_MS;
const POLICY: LegalDocumentId = 'security-policy';

/** When a security.txt built at `builtAt` expires: less than a year on, to the second, in UTC (RFC 3339, `Z`). */
export const securityTxtExpiry = (builtAt: Date): string =>
  new Date(builtAt.getTime() + VALID_DAYS * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function loadSecurityTxtExpiry(buildDir: string): string {
  const file = path.join(buildDir, 'public', SECURITY_TXT_BUILD_FILE);
  try {
    const { expires } = JSON.parse(readFileSync(file, 'utf8')) as { expires?: unknown };
    if (typeof expires !== 'string' || Number.isNaN(Date.parse(expires))) throw new Error(`no date in "expires"`);
    return expires;
  } catch (error) {
    throw new Error(`Cannot read when security.txt expires from ${file}; run "npm run build" first`, { cause: error });
  }
}

/** The file's text: the support address, when it expires, the security policy, itself, in English. */
const securityTxt = (publicUrl: string, expires: string): string =>
  [
    `# ${company.name}: how to report a security vulnerability`,
    `Contact: ${company.supportEmail.href}`,
    `Expires: ${expires}`,
    `Policy: ${publicUrl}${legalDocumentPath(POLICY)}`,
    `Canonical: ${publicUrl}${SECURITY_TXT_PATH}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');

export interface SecurityTxtOptions {
  publicUrl: string;
  /** From the build (loadSecurityTxtExpiry). */
  expires: string;
  logger: Logger;
  now?: () => number;
}

/** The file, and the top-level path RFC 9116 §3 allows for older tools, redirected to it. */
export function securityTxtRoutes({ publicUrl, expires, logger, now = Date.now }: SecurityTxtOptions): Router {
  const left = Date.parse(expires) - now();
  if (left < WARN_BEFORE_MS)
    logger.warn(
      { expires },
      `security.txt ${left < 0 ? 'has expired' : 'expires soon'} (${expires}): build the site again (npm run build) to renew it`,
    );
  const body = securityTxt(publicUrl, expires);
  const router = Router();
  router.get(SECURITY_TXT_PATH, (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=86400').send(body);
  });
  router.get('/security.txt', (_req, res) => res.redirect(301, SECURITY_TXT_PATH));
  return router;
}

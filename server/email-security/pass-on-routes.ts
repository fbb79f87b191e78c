/**
 * "Send these to whoever manages your DNS". POST /email-security/pass-on (the form under a result,
 * a plain HTML form): the kept result's records stored under a new token, answered with a 303 to
 * the link's page; no result kept, 409 with a page that says to check again. GET
 * /email-security/records?token=: the records, answered through the page route; a link expired or
 * never made, its 404 page. Neither is indexed or kept by any cache.
 */
import express, { Router, type RequestHandler } from 'express';
import { passOnCopy as copy } from '../../shared/catalogue/pass-on-copy';
import {
  PASS_ON_DOMAIN_FIELD,
  PASS_ON_MS,
  PASS_ON_PATH,
  PASS_ON_TOKEN_PARAM,
  passOnLink,
  recordsToPassOn,
  type PassOnAnswer,
} from '../../shared/email-security/pass-on';
import { EMAIL_SECURITY_PARAM, type EmailSecurityResult } from '../../shared/email-security/result';
import { formatSastMinute } from '../../shared/format-date';
import { paths } from '../../shared/routes';
import { sameOriginOnly } from '../security/same-origin';
import type { ServerAnswer } from '../render/page-route';
import { withinLimit } from '../security/rate-limit';
import { smallAnswer } from '../small-answer';
import type { EmailSecurityChecker } from './checker-types';
import { readDomainInput } from './domain-input';
import type { PassOnStore } from './pass-on-store';
import { boundedResult } from './stored-result';

const page = (answer: PassOnAnswer, status: number) => ({ preloaded: { passOn: { answer } }, status });

/** The link's page: its records while the link lasts, else the 404 that says so. */
export const passOnPageAnswer =
  (store: PassOnStore, publicUrl: string, now: () => number = Date.now): ServerAnswer =>
  ({ match, query }) => {
    if (match.page !== 'email-pass-on') return undefined;
    return async (_req, res) => {
      res.set('X-Robots-Tag', 'noindex');
      const token = new URLSearchParams(query).get(PASS_ON_TOKEN_PARAM) ?? '';
      const found = store.find(token, now());
      if (!found) return page({ step: 'unknown' }, 404);
      const until = formatSastMinute(new Date(found.createdMs + PASS_ON_MS));
      return page(
        { step: 'records', domain: found.domain, link: passOnLink(publicUrl, token), until, records: found.records },
        200,
      );
    };
  };

export interface PassOnPostDeps {
  publicUrl: string;
  checker: Pick<EmailSecurityChecker, 'kept'>;
  store: PassOnStore;
  /** The app's one count of answers made for one request, per client. */
  perRequestLimit: RequestHandler;
  now?: () => number;
}

/** The form's one field, well under this. */
const FORM_LIMIT = '2kb';

/** POST /email-security/pass-on: a link to the kept result's records (the same link for the same kept result while it lasts). */
export function passOnPostRoute({ publicUrl, checker, store, perRequestLimit, now = Date.now }: PassOnPostDeps): Router {
  const router = Router();
  const made = new WeakMap<EmailSecurityResult, string>();
  const back = (domain?: string) => ({
    href: domain
      ? `${paths['email-security']}?${new URLSearchParams({ [EMAIL_SECURITY_PARAM]: domain })}`
      : paths['email-security'],
    label: copy.problems.back,
  });
  const { expired, nothing, invalid, tooMany } = copy.problems;
  router.post(
    PASS_ON_PATH,
    sameOriginOnly(publicUrl),
    express.urlencoded({ extended: false, limit: FORM_LIMIT }),
    async (req, res) => {
      if (!(await withinLimit(perRequestLimit, req, res))) return smallAnswer(req, res, 429, tooMany.title, tooMany.text, back());
      const given = (req.body as Record<string, unknown> | undefined)?.[PASS_ON_DOMAIN_FIELD];
      const input = readDomainInput(typeof given === 'string' ? given : undefined);
      if (!input.ok) return smallAnswer(req, res, 400, invalid.title, input.problem, back());
      const result = checker.kept(input.domain);
      if (!result) return smallAnswer(req, res, 409, expired.title, expired.text, back(input.domain));
      const records = recordsToPassOn(boundedResult(result));
      if (!records) return smallAnswer(req, res, 409, nothing.title, nothing.text, back(input.domain));
      const before = made.get(result);
      const token = before && store.find(before, now()) ? before : store.insert(input.domain, records, now());
      made.set(result, token);
      res.set('Cache-Control', 'no-store').redirect(303, passOnLink('', token));
    },
  );
  return router;
}

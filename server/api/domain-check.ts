import { Router, type RequestHandler } from 'express';
import { DOMAIN_CHECK_PATH } from '../../shared/domain-check';
import { domainAnswer, domainProblem } from '../domains/domain-answer';
import type { DomainChecker } from '../domains/domain-checker';
import { HttpError } from '../errors';

/**
 * GET /api/domain-check?name=<domain>: the registry's answer for the name's registrable part, as
 * `{ name, ascii, status, checkedAt }`. A malformed name is refused with the set-up form's own
 * domain message before any registry is asked; past the per-client limit (`limit`), 429.
 */
export function domainCheckRoute(checker: DomainChecker, limit: RequestHandler): Router {
  const router = Router();
  router.get(DOMAIN_CHECK_PATH, limit, async (req, res) => {
    const name = typeof req.query.name === 'string' ? req.query.name : '';
    const problem = domainProblem(name);
    if (problem) throw new HttpError(400, problem);
    res.set('Cache-Control', 'no-store').json(await domainAnswer(name, checker));
  });
  return router;
}

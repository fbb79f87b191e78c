import { Router } from 'express';
import type { Logger } from 'pino';
import { DOMAIN_CHECK_PATH, type DomainCheckAnswer } from '../../shared/domain-check';
import { checkDomain, domainToAscii, SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import type { Config } from '../config';
import { registrableName, type DomainChecker } from '../domains/domain-checker';
import { HttpError } from '../errors';
import { perClientRateLimit } from '../security/rate-limit';
import type { SharedState } from '../shared-state/redis';

/** A name longer than any domain (253) with room for spaces a visitor pasted around it. */
const NAME_MAX = 300;

/**
 * GET /api/domain-check?name=<domain>: the registry's answer for the name's registrable part, as
 * `{ name, ascii, status, checkedAt }`. A malformed name is refused with the set-up form's own
 * domain message before any registry is asked; past the per-client limit, 429.
 */
export function domainCheckRoute(config: Config, checker: DomainChecker, logger: Logger, shared?: SharedState): Router {
  const router = Router();
  const limit = config.domainCheck?.rateLimit ?? { windowMs: 0, max: 0 };
  router.get(DOMAIN_CHECK_PATH, perClientRateLimit({ ...limit, name: 'domain-check', logger, shared }), async (req, res) => {
    const name = typeof req.query.name === 'string' ? req.query.name : '';
    const problem = name.length > NAME_MAX ? SETUP_MESSAGES.domainMax : checkDomain(name);
    if (problem) throw new HttpError(400, problem);
    const ascii = registrableName(domainToAscii(name) ?? '');
    if (!ascii) throw new HttpError(400, SETUP_MESSAGES.domain);
    const { status, checkedAt } = await checker.check(ascii);
    const answer: DomainCheckAnswer = { name, ascii, status, checkedAt };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}

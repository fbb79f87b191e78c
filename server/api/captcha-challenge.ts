import { Router } from 'express';
import type { Logger } from 'pino';
import { CAPTCHA_CHALLENGE_PATH } from '../../shared/captcha';
import type { SiteSettings } from '../site-settings';
import type { SharedState } from '../shared-state/redis';
import { HttpError } from '../errors';
import type { Captcha } from '../security/captcha-types';
import { perClientRateLimit } from '../security/rate-limit';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge, never cached, rate-limited. */
export function captchaChallengeRoute(config: SiteSettings, captcha: Captcha, logger: Logger, shared?: SharedState): Router {
  const router = Router();
  const { createChallenge } = captcha;
  router.get(
    CAPTCHA_CHALLENGE_PATH,
    perClientRateLimit({ ...config.challengeRateLimit, name: 'captcha-challenge', logger, shared }),
    async (_req, res) => {
      if (!createChallenge) throw new HttpError(404, 'This site does not issue captcha challenges.');
      res.set('Cache-Control', 'no-store').json(await createChallenge());
    },
  );
  return router;
}

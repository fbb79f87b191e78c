import { Router } from 'express';
import type { Logger } from 'pino';
import { array, number, object, string, ValidationError } from 'yup';
import { routePatterns } from '../../shared/routes';
import { VITAL_NAMES, WEB_VITALS_PATH, type VitalsBeacon } from '../../shared/web-vitals';
import type { SiteSettings } from '../site-settings';
import { HttpError } from '../errors';
import { perClientRateLimit } from '../security/rate-limit';
import type { SharedState } from '../shared-state/redis';
import type { SiteMetrics } from '../metrics/site-metrics';
import { jsonBody } from '../json-body';
import { sameOriginOnly } from '../security/same-origin';

/** A beacon is a route and five numbers: a few hundred bytes. */
const BEACON_BODY_LIMIT = '2kb';

/** One page view's values: a known route pattern and at most one value of each metric, in a sane range. */
const beaconSchema = object({
  route: string().required().oneOf(routePatterns()),
  metrics: array(
    object({
      name: string().required().oneOf(VITAL_NAMES),
      // Milliseconds (a minute at most), or CLS's score (unitless, rarely above 1).
      value: number().required().min(0).max(60_000),
    }),
  )
    .required()
    .min(1)
    .max(VITAL_NAMES.length)
    .test('once', 'each metric at most once', (metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length),
}).noUnknown();

/**
 * POST /api/vitals: a visitor's Core Web Vitals from its beacon, counted into the metrics'
 * histograms by route and written as one log line. Own origin and JSON only, rate-limited per
 * client; anything else is a 400 and counts for nothing. Mounted only with METRICS_PORT set.
 */
export function webVitalsRoute(config: SiteSettings, metrics: SiteMetrics, logger: Logger, shared?: SharedState): Router {
  const router = Router();
  router.post(
    WEB_VITALS_PATH,
    sameOriginOnly(config.publicUrl),
    perClientRateLimit({ ...config.webVitals.rateLimit, name: 'web-vitals', logger, shared }),
    // sendBeacon sends the Blob's type; text/plain too, for browsers that drop it.
    ...jsonBody(BEACON_BODY_LIMIT, ['application/json', 'text/plain']),
    (req, res) => {
      let beacon: VitalsBeacon;
      try {
        beacon = beaconSchema.validateSync(req.body, { strict: true }) as VitalsBeacon;
      } catch (error) {
        if (error instanceof ValidationError) throw new HttpError(400, 'This is not a web vitals beacon.');
        throw error;
      }
      for (const { name, value } of beacon.metrics) metrics.vital(name, beacon.route, value);
      req.log.info(
        { route: beacon.route, ...Object.fromEntries(beacon.metrics.map((m) => [m.name, Math.round(m.value * 1000) / 1000])) },
        'web vitals',
      );
      res.status(204).end();
    },
  );
  return router;
}

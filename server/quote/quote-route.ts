/**
 * GET /quote: a plan's formal quotation as a PDF, made on the spot. Quotations are made from the
 * catalogue alone, so one day's quotation of a plan, billing period and users is the same all
 * day: each is drawn once and kept in memory, under its number (which names all four), the
 * oldest dropped past MAX_KEPT. Every request, kept or not, counts against the client's limit.
 */
import { Router } from 'express';
import type { Logger } from 'pino';
import type { SiteSettings } from '../site-settings';
import { perClientRateLimit } from '../security/rate-limit';
import type { SharedState } from '../shared-state/redis';
import { fullPlanName, orderQuery } from '../../shared/catalogue/plans';
import { QUOTE_PATH, quotation, quoteCopy, quoteFilename } from '../../shared/catalogue/quotation';
import { msUntilNextSastDay } from '../../shared/format-date';
import { renderQuotePdf } from './quote-pdf';
import { quoteAsked } from './quote-query';
import { smallAnswer } from '../small-answer';

/** A day's quotations of every plan the site prices, on both billing periods, fit several times over. */
const MAX_KEPT = 256;

export interface QuoteRouteDeps {
  config: Pick<SiteSettings, 'publicUrl' | 'quoteRateLimit'>;
  logger: Logger;
  shared?: SharedState;
  /** Tests move the day. */
  now?: () => number;
}

export function quoteRoutes({ config, logger, shared, now = Date.now }: QuoteRouteDeps): Router {
  const kept = new Map<string, Buffer>();
  const router = Router();
  router.get(QUOTE_PATH, perClientRateLimit({ ...config.quoteRateLimit, name: 'quote', logger, shared }), (req, res) => {
    const asked = quoteAsked(req.query);
    if ('onRequest' in asked) {
      const { title, text, link } = quoteCopy.onRequest;
      const href = `/contact?${orderQuery(asked.onRequest)}`;
      return smallAnswer(req, res, 404, title, text(fullPlanName(asked.onRequest)), { href, label: link });
    }
    if ('problem' in asked) {
      req.log.warn({ status: asked.status, path: req.path, reason: asked.problem }, 'request refused');
      return smallAnswer(req, res, asked.status, quoteCopy.problem.title, asked.problem, {
        href: '/',
        label: quoteCopy.problem.link,
      });
    }
    const at = now();
    const quote = quotation(asked.choice, new Date(at));
    let pdf = kept.get(quote.number);
    if (!pdf) {
      pdf = renderQuotePdf(quote, { publicUrl: config.publicUrl });
      kept.set(quote.number, pdf);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    }
    res
      .status(200)
      .type('application/pdf')
      .set({
        'Content-Disposition': `attachment; filename="${quoteFilename(quote)}"`,
        // Good until midnight in South Africa, when the next day's quotation (a new number and date) replaces it.
        'Cache-Control': `public, max-age=${Math.max(1, Math.floor(msUntilNextSastDay(at) / 1000))}`,
      })
      .send(pdf);
  });
  return router;
}

/**
 * GET /email-security/dmarc-digest?token=: a weekly digest's page, answered through the page route
 * (made for one request: private, never kept by a cache, and not indexed): what the e-mail said and
 * each day's mail of that week, passed and not; a link whose digest is no longer kept, its 404.
 */
import { DMARC_DIGEST_TOKEN_PARAM, type DigestPageAnswer } from '../../shared/email-security/dmarc-digest';
import type { ServerAnswer } from '../render/page-route';
import type { SiteDatabase } from '../store/site-database';
import { digestView } from './digest-lines';
import { createDigestStore } from './digest-store';
import { WEEK_S } from './digest-week';
import { createReportsStore } from './reports-store';

const page = (answer: DigestPageAnswer, status: number) => ({ preloaded: { dmarcDigest: { answer } }, status });

export const dmarcDigestPageAnswer = (database: SiteDatabase): ServerAnswer => {
  const marks = createDigestStore(database);
  const reports = createReportsStore(database);
  return ({ match, query }) => {
    if (match.page !== 'dmarc-digest') return undefined;
    return async (_req, res) => {
      res.set('X-Robots-Tag', 'noindex');
      const found = marks.byPageToken(new URLSearchParams(query).get(DMARC_DIGEST_TOKEN_PARAM) ?? '');
      if (!found) return page({ step: 'unknown' }, 404);
      const counted = new Map(reports.dailyCounts(found.domain, found.weekS, found.weekS + WEEK_S).map((day) => [day.dayS, day]));
      // Every day of the week, a day without reports as none.
      const days = Array.from({ length: 7 }, (_, at) => {
        const dayS = found.weekS + at * 24 * 60 * 60;
        const { passed = 0, failed = 0 } = counted.get(dayS) ?? {};
        return { day: new Date(dayS * 1000).toISOString().slice(0, 10), passed, failed };
      });
      return page({ step: 'digest', view: digestView({ ...found.content, shown: found.shown }), days }, 200);
    };
  };
};

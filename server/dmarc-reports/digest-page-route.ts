/**
 * GET /email-security/dmarc-digest?token=: a weekly digest's page, answered through the page route
 * (made for one request: private, never kept by a cache, and not indexed): what the e-mail said and
 * each day's mail of that week, passed and not; a link whose digest is no longer kept, its 404.
 */
import { DMARC_DIGEST_TOKEN_PARAM, type DigestPageAnswer } from '../../shared/email-security/dmarc-digest';
import type { ServerAnswer } from '../render/page-route';
import type { SiteDatabase } from '../store/site-database';
import { weekDays } from './digest-content';
import { digestView } from './digest-lines';
import { createDigestStore } from './digest-store';
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
      // What the e-mail's week was when it was sent, not what reports came after it.
      const days = found.content.days ?? weekDays(reports, found.domain, found.weekS);
      return page({ step: 'digest', view: digestView({ ...found.content, shown: found.shown }), days }, 200);
    };
  };
};

/**
 * The web-hosting pages' "Find your domain" search, answered in the page's HTML (so it works with
 * JavaScript off): the name in `?domain=` is checked like GET /api/domain-check, counted against
 * the same per-client limit, and the page is rendered for that answer alone.
 */
import type { RequestHandler } from 'express';
import { withinLimit } from '../security/rate-limit';
import { DOMAIN_SEARCH_KINDS, DOMAIN_SEARCH_PARAM, type DomainSearchResult } from '../../shared/domain-check';
import type { ServerAnswer } from '../render/page-route';
import { domainAnswer, domainProblem } from './domain-answer';
import type { DomainChecker } from './domain-checker';

interface DomainSearchDeps {
  checker: DomainChecker;
  limit: RequestHandler;
}

export const domainSearchAnswer =
  ({ checker, limit }: DomainSearchDeps): ServerAnswer =>
  async ({ match, query }, req, res) => {
    if (!DOMAIN_SEARCH_KINDS.includes(match.page)) return undefined;
    const name = new URLSearchParams(query).get(DOMAIN_SEARCH_PARAM)?.trim();
    if (!name) return undefined;
    const search = `?${DOMAIN_SEARCH_PARAM}=${encodeURIComponent(name)}`;
    const answered = (result: DomainSearchResult) => ({ search, preloaded: { domainSearch: { result } } });
    const refused = domainProblem(name);
    if (refused) return answered({ name, refused });
    // Over the limit, or the shared count unreachable: the page still answers, without asking.
    if (!(await withinLimit(limit, req, res)))
      return answered({ name, answer: { name, ascii: '', status: 'unknown', checkedAt: new Date().toISOString() } });
    return answered({ name, answer: await domainAnswer(name, checker) });
  };

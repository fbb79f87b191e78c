/**
 * The web-hosting pages' "Find your domain" search, answered in the page's HTML (so it works with
 * JavaScript off): the name in `?domain=` is checked like GET /api/domain-check, sharing its
 * per-client count of names sent to the registries, and the page is rendered for that answer
 * alone. A name that is no domain is answered 400 with the form and the domain rule.
 */
import type { RequestHandler } from 'express';
import { withinLimit } from '../security/rate-limit';
import { DOMAIN_SEARCH_KINDS, DOMAIN_SEARCH_PARAM, searchedName, type DomainSearchResult } from '../../shared/domain-check';
import type { ServerAnswer } from '../render/page-route';
import { domainAnswer, domainProblem } from './domain-answer';
import type { DomainChecker } from './domain-checker';

interface DomainSearchDeps {
  checker: DomainChecker;
  limit: RequestHandler;
}

export const domainSearchAnswer =
  ({ checker, limit }: DomainSearchDeps): ServerAnswer =>
  ({ match, query }) => {
    if (!DOMAIN_SEARCH_KINDS.includes(match.page)) return undefined;
    const name = searchedName(query);
    if (!name) return undefined;
    const search = `?${DOMAIN_SEARCH_PARAM}=${encodeURIComponent(name)}`;
    const answered = (result: DomainSearchResult, status?: number) => ({
      search,
      status,
      preloaded: { domainSearch: { result } },
    });
    return async (req, res) => {
      const refused = domainProblem(name);
      if (refused) return answered({ name, refused }, 400);
      // Over the registries' limit, or the shared count unreachable: the page still answers, without asking.
      if (!(await withinLimit(limit, req, res)))
        return answered({ name, answer: { name, ascii: '', status: 'unknown', checkedAt: new Date().toISOString() } });
      return answered({ name, answer: await domainAnswer(name, checker) });
    };
  };

/**
 * The web-hosting pages' "Find your domain" search, answered in the page's HTML (so it works with
 * JavaScript off): the name in `?domain=` is checked like GET /api/domain-check, counted against
 * the same per-client limit, and the page is rendered for that answer alone.
 */
import type { Request, RequestHandler, Response } from 'express';
import { withinLimit } from '../security/rate-limit';
import { DOMAIN_SEARCH_KINDS, DOMAIN_SEARCH_PARAM, type DomainSearchResult } from '../../shared/domain-check';
import type { RouteMatch } from '../../shared/routes';
import { domainAnswer, domainProblem } from '../domains/domain-answer';
import type { DomainChecker } from '../domains/domain-checker';

export interface DomainSearchDeps {
  checker: DomainChecker;
  limit: RequestHandler;
}

/** The name searched for on a page that offers the search; null elsewhere or when none was typed. */
export function searchedName(match: RouteMatch, query: string): string | null {
  if (!DOMAIN_SEARCH_KINDS.includes(match.page)) return null;
  const name = new URLSearchParams(query).get(DOMAIN_SEARCH_PARAM)?.trim();
  return name ? name : null;
}

export async function domainSearchResult(
  name: string,
  { checker, limit }: DomainSearchDeps,
  req: Request,
  res: Response,
): Promise<DomainSearchResult> {
  const refused = domainProblem(name);
  if (refused) return { name, refused };
  if (!(await withinLimit(limit, req, res))) {
    // Over the limit, or the shared count unreachable: the page still answers, without asking.
    return { name, answer: { name, ascii: '', status: 'unknown', checkedAt: new Date().toISOString() } };
  }
  return { name, answer: await domainAnswer(name, checker) };
}

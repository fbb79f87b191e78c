import type { ComponentType } from 'react';
import { titled, type PageMeta } from '../../shared/page-meta';
import type { PublicConfig } from '../../shared/public-config';
import type { PageId, RouteMatch } from '../../shared/routes';
import type { RootState } from './store';

export interface PageProps {
  match: RouteMatch;
}

/**
 * A part of a page in a chunk of its own, which some of the page's addresses show from the start:
 * there the server lists its chunk with the page's scripts and the browser loads it before
 * hydrating, so the part is interactive with the rest.
 */
export interface PagePart {
  /** Its webpack chunk's name. */
  chunk: string;
  load(): Promise<unknown>;
}

/** What a visit asks before the page is drawn, as a route loader would see it. */
export interface PageVisit {
  match: RouteMatch;
  /** The address's query, without its `?`. */
  query: string;
  /** The request's cookies by name, as the server read its Cookie header. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Whether a cookie set now may be Secure (the site is served over https). */
  https: boolean;
}

/** What a page shows for one request alone (a form's post, the server's answer to a query): never kept. */
export interface PageAnswer {
  /** What the page renders from, preloaded into its store. */
  preloaded: Partial<RootState>;
  status?: number;
  /** The query the page shows, where the answer is to one. */
  search?: string;
}

/**
 * What a page reads from its address, declared beside it, so the server's page route knows no
 * page: the query it renders from (anything else is dropped, so it never splits the kept pages),
 * whether that answer is made for one request (a visitor's words made it: never kept, and counted
 * against a per-client limit), and what a visit sets or where it is sent instead.
 */
export interface PageRoute {
  /**
   * The query the page renders from, with its `?`, or ''. Asked on the server only, so it may load
   * what it reads (the contact page's plan catalogue) without the page's chunk carrying it.
   */
  search(visit: PageVisit): string | Promise<string>;
  perRequest?(search: string): boolean;
  /** A choice to remember (a Set-Cookie) and an address to send the visitor to instead (302, never kept). */
  visit?(visit: PageVisit): { setCookie?: string; redirectTo?: string };
  /**
   * A form on the page that posts back to it (so it works without JavaScript): what the page shows
   * for a posted body, and the status to answer with; counted like `perRequest`.
   */
  post?(body: unknown): PageAnswer;
}

/** A page that shows only the server's answer for its request (preloaded), never its query: made for one request, never kept. */
export const answerOnlyRoute: PageRoute = { search: () => '', perRequest: () => true };

/** What a module under client/pages exports: the page, its title and description, and the parts an address shows at once. */
export interface PageModule {
  default: ComponentType<PageProps>;
  route?: PageRoute;
  meta(match: RouteMatch): PageMeta | Promise<PageMeta>;
  /**
   * The parts `match` and `search` (the address's query) show from the start, on a site run with
   * `config`, given `state`, the store's state as the server sent it (a posted form's answer).
   */
  partsFor?(match: RouteMatch, search: string, config: PublicConfig, state: Partial<RootState>): PagePart[];
}

type ContentMetas = typeof import('../../shared/catalogue/page-meta-copy');

/**
 * A content page's `meta`, read from a chunk of its own: the browser needs the titles only from
 * the first client-side navigation on, so no page's first load carries them.
 */
export const contentMeta = (pick: (metas: ContentMetas) => PageMeta) => async (): Promise<PageMeta> =>
  titled(pick(await import('../../shared/catalogue/page-meta-copy')));

export type PageComponents = Record<PageId, ComponentType<PageProps>>;

import type { ComponentType } from 'react';
import { titled, type PageMeta } from '../../shared/page-meta';
import type { PublicConfig } from '../../shared/public-config';
import type { PageId, RouteMatch } from '../../shared/routes';

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

/** What a module under client/pages exports: the page, its title and description, and the parts an address shows at once. */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta(match: RouteMatch): PageMeta | Promise<PageMeta>;
  /** The parts `match` and `search` (the address's query) show from the start, on a site run with `config`. */
  partsFor?(match: RouteMatch, search: string, config: PublicConfig): PagePart[];
}

type ContentMetas = typeof import('../../shared/catalogue/page-meta-copy');

/**
 * A content page's `meta`, read from a chunk of its own: the browser needs the titles only from
 * the first client-side navigation on, so no page's first load carries them.
 */
export const contentMeta = (pick: (metas: ContentMetas) => PageMeta) => async (): Promise<PageMeta> =>
  titled(pick(await import('../../shared/catalogue/page-meta-copy')));

export type PageComponents = Record<PageId, ComponentType<PageProps>>;

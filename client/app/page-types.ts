import type { ComponentType } from 'react';
import { titled, type PageMeta } from '../../shared/page-meta';
import type { PageId, RouteMatch } from '../../shared/routes';

export interface PageProps {
  match: RouteMatch;
}

/** What a module under client/pages exports: the page, and its title and description. */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta(match: RouteMatch): PageMeta | Promise<PageMeta>;
}

type ContentMetas = typeof import('../../shared/catalogue/page-meta-copy');

/**
 * A content page's `meta`, read from a chunk of its own: the browser needs the titles only from
 * the first client-side navigation on, so no page's first load carries them.
 */
export const contentMeta = (pick: (metas: ContentMetas) => PageMeta) => async (): Promise<PageMeta> =>
  titled(pick(await import('../../shared/catalogue/page-meta-copy')));

export type PageComponents = Record<PageId, ComponentType<PageProps>>;

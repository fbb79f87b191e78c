import type { ComponentType } from 'react';
import type { PageMeta } from '../../shared/page-meta';
import type { PageId, RouteMatch } from '../../shared/routes';

export interface PageProps {
  match: RouteMatch;
}

/** What a module under client/pages exports: the page, and its title and description. */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta(match: RouteMatch): PageMeta;
}

export type PageComponents = Record<PageId, ComponentType<PageProps>>;

import type { ComponentType } from 'react';
import type { PageId, RouteMatch } from '../../shared/routes';

export interface PageProps {
  match: RouteMatch;
}

export type PageModule = { default: ComponentType<PageProps> };
export type PageComponents = Record<PageId, ComponentType<PageProps>>;

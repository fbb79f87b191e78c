import { lazy } from 'react';
import { pageTable, type PageId } from '../../shared/routes';
import type { PageComponents, PageModule } from './page-types';

/**
 * A page's module from the page table. Webpack makes each `client/pages/*-page.tsx` a chunk of
 * its own, named after the file (the server preloads it by that name, render/assets.ts).
 */
export const loadPage = (id: PageId): Promise<PageModule> =>
  import(
    /* webpackInclude: /[\\/]pages[\\/][a-z0-9-]+-page\.tsx$/ */
    /* webpackChunkName: "[request]" */
    `../pages/${pageTable[id].module}`
  ) as Promise<PageModule>;

/**
 * Every page for the App, with the current one loaded first, so that it renders on the server and
 * hydrates in the browser at once; the others load when a visitor goes to them.
 */
export async function loadPages(current: PageId): Promise<{ pages: PageComponents; module: PageModule }> {
  const module = await loadPage(current);
  const entries = (Object.keys(pageTable) as PageId[]).map((id) => [
    id,
    pageTable[id].module === pageTable[current].module ? module.default : lazy(() => loadPage(id)),
  ]);
  return { pages: Object.fromEntries(entries) as PageComponents, module };
}

/**
 * Every public path, for the sitemap and the route tests: the page table's, and each help
 * article's. Apart from routes.ts so that the site's shell, which routes, never carries the list
 * of articles.
 */
import { helpArticlePaths } from './help/articles';
import { pagePaths } from './routes';

export const publicPaths: readonly string[] = [...pagePaths, ...helpArticlePaths];

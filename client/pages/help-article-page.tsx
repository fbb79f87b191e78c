import { keptPart } from '../app/kept-part';
import type { PageModule, PageProps } from '../app/page-types';

const loadBody = () => import(/* webpackChunkName: "help-article-body" */ './help/article-body');

/*
 * An article's page has nothing to press but links, so the browser keeps it as the server drew it
 * (client/app/kept-part.tsx): the list of articles, the related pages and the ways to reach us come
 * only with a navigation to an article within the site.
 */
const HelpArticleBody = keptPart(
  ({ match }: PageProps) => `help-article:${match.articleId ?? ''}`,
  () => loadBody().then((module) => module.HelpArticleBody),
);

/** Asked in the browser only at a navigation, which draws the article's code anyway. */
export const meta: PageModule['meta'] = (match) => loadBody().then((module) => module.articleMeta(match));

/** `/help/{article}`: one help article, with the pages it belongs with and the ways to reach us. */
export default function HelpArticlePage({ match }: PageProps) {
  return <HelpArticleBody match={match} />;
}

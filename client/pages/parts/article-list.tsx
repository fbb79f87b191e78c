import { css } from '@emotion/react';
import { Link } from '../../ui/link';
import type { HelpArticle } from '../../../shared/help/articles';
import { helpArticlePath } from '../../../shared/help/paths';

const styles = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 700;
    font-size: 1.05rem;
  }
  p {
    margin: 0.25rem 0 0;
    color: var(--fg-muted);
  }
`;

/** Articles as links with their one-line summaries: search results, a category, a page's related help. */
export function ArticleList({ articles, testId }: { articles: readonly HelpArticle[]; testId?: string }) {
  return (
    <ul css={styles} data-testid={testId}>
      {articles.map((article) => (
        <li key={article.slug} data-article={article.slug}>
          <Link to={helpArticlePath(article.slug)}>{article.title}</Link>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

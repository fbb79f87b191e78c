import { css } from '@emotion/react';
import { Link } from '../../ui/link';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { helpPagePath } from '../../../shared/help/paths';
import { searchHelp } from '../../../shared/help/search';
import { ArticleList } from '../parts/article-list';
import { HelpContact } from './help-contact';

const resultsStyles = css`
  display: grid;
  gap: 2.5rem;
  max-width: 48rem;
  h2 {
    font-size: 1.35rem;
    margin: 0 0 1rem;
  }
  .all {
    font-weight: 600;
  }
`;

/** The articles that answer the query, best first; when none does, the ways to ask us instead. */
export function HelpResults({ query }: { query: string }) {
  const results = searchHelp(query);
  return (
    <div css={resultsStyles}>
      {results.length > 0 ? (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" aria-live="polite" data-testid="help-results-heading">
            {helpCopy.results(results.length, query)}
          </h2>
          <ArticleList articles={results} testId="help-results" />
        </section>
      ) : (
        <HelpContact id="results-heading" heading={helpCopy.noResults.heading(query)} text={helpCopy.noResults.text} />
      )}
      <p className="all">
        <Link to={helpPagePath}>{helpCopy.allArticles}</Link>
      </p>
    </div>
  );
}

import { css } from '@emotion/react';
import { Link, useSearchParams } from 'react-router-dom';
import { helpCategories, helpCopy } from '../../shared/catalogue/help-copy';
import { helpArticles } from '../../shared/help/articles';
import { HELP_QUERY, helpPagePath, helpSearchPath, normaliseHelpQuery } from '../../shared/help/paths';
import { searchHelp } from '../../shared/help/search';
import { slug } from '../../shared/slug';
import { contentMeta, type PageRoute } from '../app/page-types';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { mq } from '../ui/tokens';
import { ArticleList } from './parts/article-list';
import { HelpContact } from './help/help-contact';
import { HelpSearchForm } from './help/help-search-form';

const categoryGrid = css`
  display: grid;
  gap: 2.5rem;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2.5rem 3rem;
  }
  h2 {
    font-size: 1.35rem;
    margin: 0 0 1rem;
  }
`;

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

/** Every article, under its category, in the categories' order. */
function Categories() {
  return (
    <div css={categoryGrid} data-testid="help-categories">
      {helpCategories.map((category) => {
        const articles = helpArticles.filter((article) => article.category === category);
        if (articles.length === 0) return null;
        const id = `category-${slug(category)}`;
        return (
          <section key={category} aria-labelledby={id}>
            <h2 id={id}>{category}</h2>
            <ArticleList articles={articles} />
          </section>
        );
      })}
    </div>
  );
}

/** The articles that answer the query, best first; when none does, the ways to ask us instead. */
function Results({ query }: { query: string }) {
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

/** The search (`?q=`, normalised): its results are made for the request. */
export const route: PageRoute = {
  search: ({ query }) => {
    const path = helpSearchPath(new URLSearchParams(query).get(HELP_QUERY) ?? '');
    return path.includes('?') ? path.slice(path.indexOf('?')) : '';
  },
  perRequest: (search) => search !== '',
};

export const meta = contentMeta((metas) => metas.helpMeta);

/** `/help`: the articles by category, or, for `/help?q=`, the search's results (the server's HTML answers both). */
export default function HelpPage() {
  const [params] = useSearchParams();
  const query = normaliseHelpQuery(params.get(HELP_QUERY));
  return (
    <>
      <PageHero title={helpCopy.title} intro={helpCopy.intro}>
        <HelpSearchForm query={query} />
      </PageHero>
      <Section aria-label={query ? helpCopy.search.label : helpCopy.title}>
        <Container>{query ? <Results query={query} /> : <Categories />}</Container>
      </Section>
      {!query && (
        <Section aria-labelledby="help-contact-heading">
          <Container>
            <HelpContact id="help-contact-heading" heading={helpCopy.stillStuck.heading} text={helpCopy.stillStuck.text} />
          </Container>
        </Section>
      )}
    </>
  );
}

import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { helpCategories, helpCopy } from '../../shared/catalogue/help-copy';
import { helpArticles } from '../../shared/help/articles';
import { HELP_QUERY, helpSearchPath, normaliseHelpQuery } from '../../shared/help/paths';
import { slug } from '../../shared/slug';
import { pagePart } from '../app/page-part';
import { contentMeta, type PageModule, type PageRoute } from '../app/page-types';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { mq } from '../ui/tokens';
import { ArticleList } from './parts/article-list';
import { HelpContact } from './help/help-contact';
import { HelpSearchForm } from './help/help-search-form';
import { EmailSecurityInvitation, GenuineEmailInvitation } from './parts/kept-invitations';

/*
 * The search's results, with MiniSearch and the index (about 20 KB brotli), in a chunk of their
 * own: most visits to /help only browse the categories. An address with a query lists it, so its
 * results hydrate with the page; a visitor who starts typing fetches it at the first touch of the
 * field, before the first pause in the typing asks for results.
 */
const { Component: HelpResults, part: helpResultsPart } = pagePart('help-results', () =>
  import(/* webpackChunkName: "help-results" */ './help/help-results').then((module) => module.HelpResults),
);

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

const prepareResults = () => void helpResultsPart.load().catch(() => undefined);

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

/** The search (`?q=`, normalised): its results are made for the request. */
export const route: PageRoute = {
  search: ({ query }) => {
    const path = helpSearchPath(new URLSearchParams(query).get(HELP_QUERY) ?? '');
    return path.includes('?') ? path.slice(path.indexOf('?')) : '';
  },
  perRequest: (search) => search !== '',
};

/** An address with a query shows its results from the start. */
export const partsFor: PageModule['partsFor'] = (_match, search) =>
  normaliseHelpQuery(new URLSearchParams(search).get(HELP_QUERY)) ? [helpResultsPart] : [];

export const meta = contentMeta((metas) => metas.helpMeta);

/** `/help`: the articles by category, or, for `/help?q=`, the search's results (the server's HTML answers both). */
export default function HelpPage() {
  const query = normaliseHelpQuery(new URLSearchParams(useLocation().search).get(HELP_QUERY));
  return (
    <>
      <PageHero title={helpCopy.title} intro={helpCopy.intro}>
        <HelpSearchForm query={query} onTouch={prepareResults} />
        <EmailSecurityInvitation />
        <GenuineEmailInvitation />
      </PageHero>
      <Section aria-label={query ? helpCopy.search.label : helpCopy.title}>
        <Container>{query ? <HelpResults query={query} /> : <Categories />}</Container>
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

import { css } from '@emotion/react';
import { Suspense, use } from 'react';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { findHelpArticle, type HelpArticle } from '../../../shared/help/articles';
import { loadHelpArticle } from '../../../shared/help/load-article';
import { relatedPage, type RelatedPage } from '../../../shared/help/related-pages';
import { titled } from '../../../shared/page-meta';
import type { PageModule, PageProps } from '../../app/page-types';
import { BackLink } from '../../ui/back-link';
import { Container, Section } from '../../ui/container';
import { PageHero } from '../../ui/page-hero';
import { prose, reading } from '../../ui/reading';
import { TableOfContents } from '../../ui/table-of-contents';
import { HelpContact } from './help-contact';
import { LinkRow, rowStyles } from '../parts/link-row';
import NotFoundPage, { meta as notFoundPageMeta } from '../not-found-page';

/** A long article gets a table of contents; a short one is read at a glance. */
const CONTENTS_FROM_SECTIONS = 4;

const facts = css`
  ${rowStyles}
  margin-top: 1.25rem;
  color: var(--fg-muted);
`;

/** What articles have and the legal documents do not: steps, commands, links. */
const article = css`
  ${prose}
  ol {
    margin: 0 0 1rem;
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.92em;
    padding: 0.1em 0.35em;
    border-radius: 0.3rem;
    background: var(--bg-muted);
    overflow-wrap: anywhere;
  }
  /* A command keeps its lines; a long one scrolls sideways inside its box. */
  pre {
    margin: 0 0 1.25rem;
    padding: 1rem 1.1rem;
    overflow-x: auto;
    border: 1px solid var(--border);
    border-radius: 0.6rem;
    background: var(--bg-muted);
    line-height: 1.5;
  }
  pre code {
    padding: 0;
    background: none;
    white-space: pre;
    overflow-wrap: normal;
  }
  pre:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  a {
    font-weight: 600;
  }
`;

const single = css`
  display: block;
`;

const aside = css`
  display: grid;
  gap: 2rem;
  max-width: 48rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

/**
 * The article's text, made at build from its Markdown. On the server the page waits for it; in the
 * browser the server's text stays until its chunk has arrived, and a navigation keeps the previous
 * page until it is ready.
 */
function ArticleText({ article: { slug, title } }: { article: HelpArticle }) {
  const body = use(loadHelpArticle(slug));
  const sections = body.headings.filter((heading) => heading.level === 2);
  const long = sections.length >= CONTENTS_FROM_SECTIONS;
  return (
    <div css={long ? reading : single}>
      {long && <TableOfContents heading={helpCopy.contentsHeading} entries={sections} />}
      <article css={article} aria-label={title} data-testid="help-text" dangerouslySetInnerHTML={{ __html: body.html }} />
    </div>
  );
}

export const articleMeta: PageModule['meta'] = (match) => {
  const found = findHelpArticle(match.articleId);
  return found ? titled({ title: found.title, description: found.summary }) : notFoundPageMeta();
};

/** `/help/{article}`: one help article, with the pages it belongs with and the ways to reach us. */
export function HelpArticleBody({ match }: PageProps) {
  const found = findHelpArticle(match.articleId);
  if (!found) return <NotFoundPage />;
  const pages = found.related.map(relatedPage).filter((page): page is RelatedPage => page !== undefined);
  return (
    <>
      <PageHero
        title={found.title}
        intro={found.summary}
        lead={<BackLink to={helpCopy.backLink.href} label={helpCopy.backLink.label} />}
      >
        <ul css={facts}>
          <li>{found.category}</li>
          <li>{helpCopy.minutesToRead(found.words)}</li>
        </ul>
      </PageHero>
      <Section aria-label={found.title}>
        <Container>
          <Suspense>
            <ArticleText article={found} />
          </Suspense>
        </Container>
      </Section>
      <Section aria-labelledby="help-contact-heading">
        <Container>
          <div css={aside}>
            {pages.length > 0 && (
              <div>
                <h2>{helpCopy.relatedPagesHeading}</h2>
                <LinkRow links={pages} testId="help-related-pages" />
              </div>
            )}
            <HelpContact id="help-contact-heading" heading={helpCopy.stillStuck.heading} text={helpCopy.stillStuck.text} />
          </div>
        </Container>
      </Section>
    </>
  );
}

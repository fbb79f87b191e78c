import { css } from '@emotion/react';
import { Suspense, use } from 'react';
import type { LegalDocumentId } from '../../shared/catalogue/legal-document-ids';
import { findLegalDocument, legalReviewedOn, type LegalDocument } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { legalContent } from '../../shared/legal/document-content';
import { formatSastDate, reviewDay } from '../../shared/format-date';
import type { LegalBlock } from '../../shared/legal/parse-markup';
import { loadLegalSource } from '../../shared/legal/sources';
import type { PageModule, PageProps } from '../app/page-types';
import { DownloadLink } from '../features/legal-downloads/download-link';
import { BackLink } from '../ui/back-link';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { mq } from '../ui/tokens';
import NotFoundPage, { meta as notFoundPageMeta } from './not-found-page';
import { titled } from '../../shared/page-meta';

const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin-top: 1.5rem;
  p {
    margin: 0;
    font-size: 1rem;
  }
  /* On paper the review date stays; the download button does not. */
  @media print {
    a {
      display: none;
    }
  }
`;

/**
 * The reading layout: the table of contents first (at the top on phones), and from 1024 px beside
 * the text on its right, where it stays in view while the visitor reads. Printed, only the text.
 */
const reading = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${mq.lg} {
    grid-template-columns: minmax(0, 44rem) 18rem;
    grid-template-areas: 'text contents';
    gap: 4rem;
    align-items: start;
  }
`;

const contents = css`
  padding: 1.25rem 1.25rem 1.25rem 1.5rem;
  border: 1px solid var(--border);
  border-radius: 0.9rem;
  background: var(--bg-muted);
  font-size: 0.95rem;
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--fg-muted);
    margin: 0 0 0.75rem;
  }
  /* The headings carry their own numbers. */
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.45rem;
  }
  a {
    color: var(--fg);
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  ${mq.lg} {
    grid-area: contents;
    position: sticky;
    top: 6rem;
    max-height: calc(100vh - 8rem);
    overflow-y: auto;
  }
  @media print {
    display: none;
  }
`;

/** A measure of about 70 characters, the size of body text, and room between sections. */
const article = css`
  max-width: 44rem;
  ${mq.lg} {
    grid-area: text;
  }
  font-size: 1.05rem;
  line-height: 1.7;
  overflow-wrap: break-word;
  h2 {
    font-size: clamp(1.25rem, 3vw, 1.5rem);
    margin: 2.5rem 0 0.75rem;
    scroll-margin-top: 5rem;
  }
  h2:first-of-type {
    margin-top: 0;
  }
  h3 {
    font-size: 1.125rem;
    margin: 1.75rem 0 0.5rem;
  }
  @media print {
    font-size: 11pt;
    h2,
    h3 {
      break-after: avoid;
    }
    p,
    li {
      orphans: 3;
      widows: 3;
    }
  }
  p,
  ul {
    margin: 0 0 1rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
`;

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PHONE = /(\+27(?:[\s-]?\d){9})/;
/** The site's own address of a legal page, as the documents write it ('www.example.co.za/legal/paia-manual'). */
const OWN_PAGE = /((?:www\.)[a-z0-9.-]+(\/legal\/[a-z0-9-]+))/;

/** Text with its phone numbers kept on one line. */
const withPhones = (text: string, key: number) =>
  text.split(PHONE).map((piece, index) =>
    index % 2 === 1 ? (
      <span key={`${key}-${index}`} className="phone-number">
        {piece}
      </span>
    ) : (
      piece
    ),
  );

/** Prose as written, with the site's own pages it names turned into links. */
function Prose({ text }: { text: string }) {
  const parts = text.split(OWN_PAGE);
  const nodes = [];
  // split() with two groups gives: text, whole address, its path, text, …
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(...withPhones(parts[index], index));
    if (index + 2 < parts.length) {
      nodes.push(
        <a key={`link-${index}`} href={parts[index + 2]}>
          {parts[index + 1]}
        </a>,
      );
    }
  }
  return nodes;
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'heading') {
    return block.level === 2 ? <h2 id={slug(block.text)}>{block.text}</h2> : <h3>{block.text}</h3>;
  }
  if (block.kind === 'paragraph') {
    return (
      <p>
        <Prose text={block.text} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>
          <Prose text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Each document's source is fetched once; `use` needs the same promise on every render. */
const sources = new Map<LegalDocumentId, Promise<string>>();
function sourceOf(id: LegalDocumentId): Promise<string> {
  let source = sources.get(id);
  if (!source) {
    source = loadLegalSource(id);
    sources.set(id, source);
  }
  return source;
}

/**
 * The document's text. On the server the page waits for it; in the browser the server's text stays
 * in place until its chunk has arrived (React hydrates the rest of the page meanwhile), and on a
 * navigation the previous page stays until it is ready.
 */
function DocumentText({ document }: { document: LegalDocument }) {
  const content = legalContent(document, use(sourceOf(document.id)));
  const sections = content.blocks.filter(
    (block): block is Extract<LegalBlock, { kind: 'heading' }> => block.kind === 'heading' && block.level === 2,
  );
  return (
    <div css={reading}>
      <nav css={contents} aria-labelledby="toc-heading">
        <h2 id="toc-heading">{legalCopy.contentsHeading}</h2>
        <ol>
          {sections.map((heading) => (
            <li key={heading.text}>
              <a href={`#${slug(heading.text)}`}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article css={article} data-testid="legal-text">
        {content.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </article>
    </div>
  );
}

/** `/legal/{id}`: a legal document as a page, the same text its PDF prints (shared/legal). */
export const meta: PageModule['meta'] = (match) => {
  const document = findLegalDocument(match.documentId ?? '');
  return document ? titled(document) : notFoundPageMeta();
};

export default function LegalDocumentPage({ match }: PageProps) {
  const document = match.documentId ? findLegalDocument(match.documentId) : undefined;
  if (!document) return <NotFoundPage />;
  return (
    <>
      <PageHero
        title={document.title}
        intro={document.description}
        lead={
          <div data-print="hide">
            <BackLink to={legalCopy.backLink.href} label={legalCopy.backLink.label} />
          </div>
        }
      >
        <div css={facts}>
          <p data-testid="legal-reviewed">{`${legalCopy.reviewedLabel}: ${formatSastDate(reviewDay(legalReviewedOn))}`}</p>
          <DownloadLink legalDocument={document} />
        </div>
      </PageHero>
      <Section aria-label={document.title}>
        <Container>
          <Suspense>
            <DocumentText document={document} />
          </Suspense>
        </Container>
      </Section>
    </>
  );
}

import { css } from '@emotion/react';
import { Suspense, use } from 'react';
import { legalSourceChunk, type LegalDocumentId } from '../../shared/catalogue/legal-document-ids';
import { findLegalDocument, legalReviewedOn, type LegalDocument } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { legalContent } from '../../shared/legal/document-content';
import { formatSastDate, reviewDay } from '../../shared/format-date';
import type { LegalBlock } from '../../shared/legal/parse-markup';
import { loadLegalSource } from '../../shared/legal/sources';
import type { PageModule, PageProps } from '../app/page-types';
import { retryImport } from '../lib/retry-import';
import { DownloadLink } from '../features/legal-downloads/download-link';
import { BackLink } from '../ui/back-link';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { prose, reading } from '../ui/reading';
import { TableOfContents } from '../ui/table-of-contents';
import { slug } from '../../shared/slug';
import { withPhones } from '../ui/phone-numbers';
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

/** The site's own address of a legal page, as the documents write it ('www.example.co.za/legal/paia-manual'). */
const OWN_PAGE = /((?:www\.)[a-z0-9.-]+(\/legal\/[a-z0-9-]+))/;

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

/** Each document's source is fetched once, with retries as the page's other parts; `use` needs the same promise on every render. */
const sources = new Map<LegalDocumentId, Promise<string>>();
function sourceOf(id: LegalDocumentId): Promise<string> {
  let source = sources.get(id);
  if (!source) {
    source = retryImport(() => loadLegalSource(id));
    sources.set(id, source);
  }
  return source;
}

/**
 * The document's text. Its chunk is one of the page's parts, so the server lists it with the page's
 * scripts and the browser hydrates the page with its text: no part of the page stays server HTML
 * waiting for it, to be dropped and drawn again if the page renders meanwhile (a press on a
 * contents entry is such a render). On a navigation the previous page stays until it is ready.
 */
function DocumentText({ document }: { document: LegalDocument }) {
  const content = legalContent(document, use(sourceOf(document.id)));
  const sections = content.blocks.filter(
    (block): block is Extract<LegalBlock, { kind: 'heading' }> => block.kind === 'heading' && block.level === 2,
  );
  return (
    <div css={reading}>
      <TableOfContents
        heading={legalCopy.contentsHeading}
        entries={sections.map((heading) => ({ id: slug(heading.text), text: heading.text }))}
      />
      <article css={prose} data-testid="legal-text">
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

export const partsFor: PageModule['partsFor'] = (match) => {
  const document = findLegalDocument(match.documentId ?? '');
  return document ? [{ chunk: legalSourceChunk(document.id), load: () => sourceOf(document.id) }] : [];
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

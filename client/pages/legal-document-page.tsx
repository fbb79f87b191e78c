import { css } from '@emotion/react';
import { Suspense } from 'react';
import { findLegalDocument, legalReviewedOn, type LegalDocument } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { formatSastDate, reviewDay } from '../../shared/format-date';
import { keptPart } from '../app/kept-part';
import type { PageModule, PageProps } from '../app/page-types';
import { DownloadLink } from '../features/legal-downloads/download-link';
import { BackLink } from '../ui/back-link';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
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

/** `/legal/{id}`: a legal document as a page, the same text its PDF prints (shared/legal). */
export const meta: PageModule['meta'] = (match) => {
  const document = findLegalDocument(match.documentId ?? '');
  return document ? titled(document) : notFoundPageMeta();
};

/** The text, kept as the server drew it (it has links only); its code and source load on a navigation to it. */
const DocumentText = keptPart(
  ({ document }: { document: LegalDocument }) => `legal:${document.id}`,
  () => import(/* webpackChunkName: "legal-document-text" */ './legal/document-text').then((module) => module.DocumentText),
);

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

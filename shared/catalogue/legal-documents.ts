/**
 * The nine legal documents: the spec's eight and the PAIA manual (their ids and page paths are in
 * legal-document-ids.ts). Each one's source is `static/legal/<id>.md`: the build prints it as the
 * PDF, and the site shows the same text as a page at `/legal/<id>`.
 */
import { legalDocumentIds, legalDocumentPath, legalDocumentUrl, type LegalDocumentId } from './legal-document-ids';

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  description: string;
  filename: string;
  /** The PDF download. */
  url: string;
  /** The same document as a page on the site. */
  path: string;
}

/**
 * The day the documents were last read against the site and the company's practice; both the
 * PDFs and the pages print it. Change it with the review, not with the build.
 */
export const legalReviewedOn = '2026-11-27';

const described: Record<LegalDocumentId, Pick<LegalDocument, 'title' | 'description'>> = {
  'terms-of-service': {
    title: 'Terms of Service',
    description: 'The terms on which we provide our managed IT and hosting services, including the ECTA disclosures.',
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'What personal information we collect, why, how long we keep it and your rights under POPIA.',
  },
  'service-level-agreement': {
    title: 'Service Level Agreement',
    description: 'Our 99.9% uptime commitment, support response times and service credits.',
  },
  'data-processing-agreement': {
    title: 'Data Processing Agreement',
    description: 'How we process personal information on your behalf as an operator under POPIA.',
  },
  'acceptable-use-policy': {
    title: 'Acceptable Use Policy',
    description: 'What may and may not be done with our hosting, network and cloud services.',
  },
  'security-policy': {
    title: 'Security Policy',
    description: 'The technical and organisational measures that protect your systems and data.',
  },
  'incident-response-policy': {
    title: 'Incident Response Policy',
    description: 'How we detect, contain, notify and recover from security incidents.',
  },
  'business-associate-agreement': {
    title: 'Business Associate Agreement',
    description: 'Safeguards for clients who handle health or other special personal information.',
  },
  'paia-manual': {
    title: 'PAIA Manual',
    description: 'The records we keep and how to request access to them under the Promotion of Access to Information Act.',
  },
};

export const legalDocuments: readonly LegalDocument[] = legalDocumentIds.map((id) => ({
  id,
  ...described[id],
  filename: `${id}.pdf`,
  url: legalDocumentUrl(id),
  path: legalDocumentPath(id),
}));

export const findLegalDocument = (id: string): LegalDocument | undefined => legalDocuments.find((doc) => doc.id === id);

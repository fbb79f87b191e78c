/**
 * The eight legal documents. Each one's source is `static/legal/<id>.md`: the build prints it as
 * the PDF, and the site shows the same text as a page at `/legal/<id>`.
 */
export interface LegalDocument {
  id: string;
  title: string;
  description: string;
  filename: string;
  /** The PDF download. */
  url: string;
  /** The same document as a page on the site. */
  path: string;
}

export const documentsPath = '/documents';
export const legalPagesPath = '/legal';

/**
 * The day the documents were last read against the site and the company's practice; both the
 * PDFs and the pages print it. Change it with the review, not with the build.
 */
export const legalReviewedOn = '2026-11-22';

const doc = (id: string, title: string, description: string): LegalDocument => ({
  id,
  title,
  description,
  filename: `${id}.pdf`,
  url: `${documentsPath}/${id}.pdf`,
  path: `${legalPagesPath}/${id}`,
});

export const legalDocuments: readonly LegalDocument[] = [
  doc(
    'terms-of-service',
    'Terms of Service',
    'The terms on which we provide our managed IT and hosting services, including the ECTA disclosures.',
  ),
  doc(
    'privacy-policy',
    'Privacy Policy',
    'What personal information we collect, why, how long we keep it and your rights under POPIA.',
  ),
  doc(
    'service-level-agreement',
    'Service Level Agreement',
    'Our 99.9% uptime commitment, support response times and service credits.',
  ),
  doc(
    'data-processing-agreement',
    'Data Processing Agreement',
    'How we process personal information on your behalf as an operator under POPIA.',
  ),
  doc(
    'acceptable-use-policy',
    'Acceptable Use Policy',
    'What may and may not be done with our hosting, network and cloud services.',
  ),
  doc('security-policy', 'Security Policy', 'The technical and organisational measures that protect your systems and data.'),
  doc(
    'incident-response-policy',
    'Incident Response Policy',
    'How we detect, contain, notify and recover from security incidents.',
  ),
  doc(
    'business-associate-agreement',
    'Business Associate Agreement',
    'Safeguards for clients who handle health or other special personal information.',
  ),
];

export const findLegalDocument = (id: string): LegalDocument | undefined => legalDocuments.find((doc) => doc.id === id);

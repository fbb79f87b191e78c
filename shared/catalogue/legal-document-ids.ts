/**
 * Which legal documents there are, in the order the site lists them, and where each one's page
 * is. Routing needs only this, so it stays apart from the documents' titles and descriptions
 * (legal-documents.ts), which load only with the parts of the site that show them.
 */
export const legalDocumentIds = [
  'terms-of-service',
  'privacy-policy',
  'service-level-agreement',
  'data-processing-agreement',
  'acceptable-use-policy',
  'security-policy',
  'incident-response-policy',
  'business-associate-agreement',
  'paia-manual',
] as const;

export type LegalDocumentId = (typeof legalDocumentIds)[number];

export const legalPagesPath = '/legal';

const documentsPath = '/documents';

/** A legal document's PDF download. */
export const legalDocumentUrl = (id: LegalDocumentId): string => `${documentsPath}/${id}.pdf`;

/** A legal document's page on the site. */
export const legalDocumentPath = (id: string): string => `${legalPagesPath}/${id}`;

/** The webpack chunk of a legal document's text (the build names it; a navigation to its page loads it). */
export const legalSourceChunk = (id: LegalDocumentId): string => `legal-text-${id}`;

/** The legal pages' texts (re-exported by site-copy.ts, where pages import them from). */
import { paths } from '../routes';

/** Toast text after a legal document download starts. */
const downloadStartedText = (filename: string): string => `${filename} download started`;

export const legalCopy = {
  title: 'Legal Documents & Policies',
  intro:
    'Our terms, policies and agreements set out how we deliver our services and protect your information. Download any document as a PDF.',
  officeHeading: 'Our Office',
  downloadLabel: 'Download PDF',
  /** Beside 'Download PDF': the same document as a page on the site. */
  readLabel: 'Read Online',
  /** Above a document page's table of contents. */
  contentsHeading: 'On this page',
  reviewedLabel: 'Last reviewed',
  backLink: { label: 'All legal documents', href: paths.legal },
  reviewNotice: 'All documents are reviewed quarterly. Contact us if you have any questions about our policies.',
  downloadStartedText,
  downloadErrorText: 'Error downloading document. Please try again.',
} as const;

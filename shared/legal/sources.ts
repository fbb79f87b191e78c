import type { LegalDocumentId } from '../catalogue/legal-document-ids';
import { legalSourceLoaders } from '../generated/legal-source-list';

/**
 * A legal document's source, as written under static/legal, in a chunk of its own: a page loads
 * only the document it shows (all nine together are about 120 KB). The build prints the same
 * files as PDFs (scripts/build-legal-pdfs.ts reads them from disk).
 */
export const loadLegalSource = (id: LegalDocumentId): Promise<string> => legalSourceLoaders[id]();

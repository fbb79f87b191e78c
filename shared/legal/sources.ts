import type { LegalDocumentId } from '../catalogue/legal-document-ids';

/**
 * A legal document's source, as written under static/legal, in a chunk of its own: a page loads
 * only the document it shows (all eight together are about 110 KB). The build prints the same
 * files as PDFs (scripts/build-legal-pdfs.ts reads them from disk); webpack and jest load them as
 * text.
 */
export const loadLegalSource = (id: LegalDocumentId): Promise<string> =>
  import(
    /* webpackInclude: /[\\/]legal[\\/][a-z0-9-]+\.md$/ */
    /* webpackChunkName: "legal-text-[request]" */
    `../../static/legal/${id}.md`
  ).then((module: { default: string }) => module.default);

/** The webpack chunk `loadLegalSource(id)` loads: `[request]` above is the file's name, dot as dash. */
export const legalSourceChunk = (id: LegalDocumentId): string => `legal-text-${id}-md`;

import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { company } from '../shared/catalogue/company';
import { legalDocuments, legalReviewedOn, type LegalDocument } from '../shared/catalogue/legal-documents';
import { legalContent } from '../shared/legal/document-content';
import { formatSastDate, reviewDay } from '../shared/format-date';
import type { LegalContent } from '../shared/legal/parse-markup';
import { renderLegalPdf } from './legal/render-pdf';
import { writeFileDurably } from '../server/durable-file';

export interface BuildLegalPdfsOptions {
  /** The date printed as "Last reviewed"; defaults to the catalogue's review day, as the pages show. */
  reviewedOn?: Date;
  /** Tests turn compression off to read the PDF text from the bytes. */
  compress?: boolean;
  /** Where the `<id>.md` sources live; defaults to static/legal in this repository. */
  sourceDir?: string;
}

const repoRoot = path.resolve(__dirname, '..');
export const defaultSourceDir = path.join(repoRoot, 'static', 'legal');
export const defaultOutDir = path.join(repoRoot, 'build', 'static', 'documents');

interface ParsedDocument {
  document: LegalDocument;
  content: LegalContent;
}

const readSource = async (document: LegalDocument, sourceDir: string): Promise<ParsedDocument> => {
  const sourceFile = path.join(sourceDir, `${document.id}.md`);
  // The same parse, placeholders and quotes as the document's page on the site.
  const content = legalContent(document, await readFile(sourceFile, 'utf8'), sourceFile);
  // The website lists the catalogue title; the PDF must not call itself something else.
  if (content.title !== document.title) {
    throw new Error(`${sourceFile}: title "${content.title}" does not match the catalogue "${document.title}"`);
  }
  return { document, content };
};

/** Builds every catalogue document into `outDir` and returns the paths written. */
export const buildLegalPdfs = async (outDir: string, options: BuildLegalPdfsOptions = {}): Promise<string[]> => {
  const reviewedOn = options.reviewedOn ?? reviewDay(legalReviewedOn);
  // Every source is checked before any file is written, so a mistake in one document never
  // leaves the site serving a mix of old and new PDFs.
  const parsed = await Promise.all(legalDocuments.map((document) => readSource(document, options.sourceDir ?? defaultSourceDir)));
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    parsed.map(async ({ document, content }) => {
      const pdf = await renderLegalPdf(content, {
        legalName: company.legalName,
        subject: document.description,
        reviewedOn,
        reviewedOnLabel: formatSastDate(reviewedOn),
        compress: options.compress ?? true,
      });
      const target = path.join(outDir, document.filename);
      await writeFileDurably(target, pdf, 0o644);
      return target;
    }),
  );
};

if (require.main === module) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : defaultOutDir;
  buildLegalPdfs(outDir).then(
    (files) => console.log(`Built ${files.length} legal PDFs in ${outDir}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

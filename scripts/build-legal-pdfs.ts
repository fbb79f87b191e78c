import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { company } from '../shared/catalogue/company';
import { legalDocuments, type LegalDocument } from '../shared/catalogue/legal-documents';
import { formatReviewDate } from './legal/format-date';
import { parseLegalMarkup, type LegalContent } from './legal/parse-markup';
import { placeholderValues, type PlaceholderValues } from './legal/placeholders';
import { renderLegalPdf } from './legal/render-pdf';
import { writeFileAtomic } from './legal/write-atomic';

export interface BuildLegalPdfsOptions {
  /** The date printed as "Last reviewed"; defaults to the day of the build. */
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

const readSource = async (document: LegalDocument, sourceDir: string, values: PlaceholderValues): Promise<ParsedDocument> => {
  const sourceFile = path.join(sourceDir, `${document.id}.md`);
  const content = parseLegalMarkup(await readFile(sourceFile, 'utf8'), values, sourceFile);
  // The website lists the catalogue title; the PDF must not call itself something else.
  if (content.title !== document.title) {
    throw new Error(`${sourceFile}: title "${content.title}" does not match the catalogue "${document.title}"`);
  }
  return { document, content };
};

/** Builds every catalogue document into `outDir` and returns the paths written. */
export const buildLegalPdfs = async (outDir: string, options: BuildLegalPdfsOptions = {}): Promise<string[]> => {
  const reviewedOn = options.reviewedOn ?? new Date();
  const values = placeholderValues(company);
  // Every source is checked before any file is written, so a mistake in one document never
  // leaves the site serving a mix of old and new PDFs.
  const parsed = await Promise.all(
    legalDocuments.map((document) => readSource(document, options.sourceDir ?? defaultSourceDir, values)),
  );
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    parsed.map(async ({ document, content }) => {
      const pdf = await renderLegalPdf(content, {
        legalName: company.legalName,
        subject: document.description,
        reviewedOn,
        reviewedOnLabel: formatReviewDate(reviewedOn),
        compress: options.compress ?? true,
      });
      const target = path.join(outDir, document.filename);
      await writeFileAtomic(target, pdf);
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

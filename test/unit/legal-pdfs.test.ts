import { readdir, readFile, writeFile, cp } from 'node:fs/promises';
import path from 'node:path';
import { company } from '../../shared/catalogue/company';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { buildLegalPdfs, defaultSourceDir } from '../../scripts/build-legal-pdfs';
import { parseLegalMarkup } from '../../shared/legal/parse-markup';
import { formatSastDate, reviewDay } from '../../shared/format-date';
import { placeholderValues } from '../../shared/legal/placeholders';
import { tempFolder } from '../support/for-tests';

const reviewedOn = new Date('2026-11-21T08:00:00Z');

/** pdfkit writes each line as a TJ array of hex glyph runs; WinAnsi matches Latin-1 for ASCII. */
const textLines = (pdf: string): string[] =>
  [...pdf.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map(([, runs]) =>
    [...runs.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
  );

const pageCount = (pdf: string): number => pdf.match(/\/Type \/Page(?![s\w])/g)?.length ?? 0;

const objectBody = (pdf: string, id: string): string => {
  const match = new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf);
  if (!match) throw new Error(`object ${id} not found`);
  return match[1];
};

const infoEntry = (pdf: string, key: string): string => {
  const infoId = /\/Info (\d+) 0 R/.exec(pdf)?.[1] ?? '';
  const valueId = new RegExp(`/${key} (\\d+) 0 R`).exec(objectBody(pdf, infoId))?.[1] ?? '';
  return objectBody(pdf, valueId)
    .trim()
    .slice(1, -1)
    .replace(/\\([()\\])/g, '$1');
};

describe('legal PDF build', () => {
  let outDir: string;
  let written: string[];
  const pdfs = new Map<string, string>();

  beforeAll(async () => {
    outDir = tempFolder('legal-pdfs');
    written = await buildLegalPdfs(outDir, { reviewedOn, compress: false });
    for (const file of written) pdfs.set(path.basename(file), (await readFile(file)).toString('latin1'));
  });

  it('when built, then every catalogue document is a PDF file and nothing else is left behind', async () => {
    expect((await readdir(outDir)).sort()).toEqual(legalDocuments.map((doc) => doc.filename).sort());
    expect(written.map((file) => path.basename(file)).sort()).toEqual([...pdfs.keys()].sort());
    for (const pdf of pdfs.values()) expect(pdf.startsWith('%PDF-')).toBe(true);
  });

  it.each(legalDocuments.map((doc) => [doc.filename, doc] as const))(
    'when %s is opened, then it is a titled, multi-page document from the company',
    (filename, doc) => {
      const pdf = pdfs.get(filename) ?? '';
      const lines = textLines(pdf);
      const pages = pageCount(pdf);

      expect(pages).toBeGreaterThanOrEqual(3);
      expect(infoEntry(pdf, 'Title')).toBe(doc.title);
      expect(infoEntry(pdf, 'Author')).toBe(company.legalName);
      expect(lines).toContain(doc.title);
      expect(lines).toContain(company.legalName.toUpperCase());
      expect(lines).toContain('Last reviewed: 21 November 2026');
      expect(lines.filter((line) => line === company.legalName)).toHaveLength(pages);
      const footers = lines.filter((line) => /^Page \d+ of \d+$/.test(line));
      expect(footers.sort()).toEqual(Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`).sort());
      expect(lines.join('\n')).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('when the terms are read, then the ECTA disclosures carry the company facts', () => {
    const text = textLines(pdfs.get('terms-of-service.pdf') ?? '').join(' ');
    const { registrationNumber, vatNumber, directors, phone, email } = company;
    for (const fact of [registrationNumber, vatNumber, directors, phone.display, email.display]) expect(text).toContain(fact);
  });

  it('when rebuilt with the same review date, then the bytes are identical', async () => {
    const [first] = await buildLegalPdfs(tempFolder('legal-pdfs-again'), { reviewedOn, compress: false });
    expect((await readFile(first)).toString('latin1')).toBe(pdfs.get(path.basename(first)));
  });

  it('when a source names an unknown placeholder, then the build fails, names it and writes nothing', async () => {
    const sources = tempFolder('legal-src');
    await cp(defaultSourceDir, sources, { recursive: true });
    const file = path.join(sources, 'privacy-policy.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nFax us on {{company.fax}}.\n`);
    await expect(buildLegalPdfs(path.join(sources, 'out'), { sourceDir: sources })).rejects.toThrow(
      /privacy-policy\.md:\d+: unknown placeholder \{\{company\.fax\}\}/,
    );
    await expect(readdir(path.join(sources, 'out'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('legal markup parser', () => {
  const values = placeholderValues(company);

  it('when given headings, paragraphs and bullets, then it returns them as blocks in order', () => {
    const source = [
      '# Privacy Policy',
      '',
      '## 1. Who we are',
      'We are {{company.legalName}},',
      'based at {{company.address.lines}}.',
      '',
      '### 1.1 Contact',
      '- Email: {{company.email.display}}',
      '- Phone: {{company.phone.display}}, or write to us',
      '  at our office.',
      '',
      'Last paragraph.',
    ].join('\n');

    expect(parseLegalMarkup(source, values)).toEqual({
      title: 'Privacy Policy',
      blocks: [
        { kind: 'heading', level: 2, text: '1. Who we are' },
        { kind: 'paragraph', text: `We are ${company.legalName}, based at ${company.address.lines.join(', ')}.` },
        { kind: 'heading', level: 3, text: '1.1 Contact' },
        {
          kind: 'list',
          items: [`Email: ${company.email.display}`, `Phone: ${company.phone.display}, or write to us at our office.`],
        },
        { kind: 'paragraph', text: 'Last paragraph.' },
      ],
    });
  });

  it.each([
    ['a placeholder is unknown', '# T\n\nCall {{company.fax}}.', 'doc.md:3: unknown placeholder {{company.fax}}'],
    ['braces are unbalanced', '# T\n\nEmail {{company.email.display}.', /unbalanced/],
    ['the title line is missing', '## 1. Start\n\nText.', 'doc.md:1: expected "# Title" first'],
    ['a heading is deeper than ###', '# T\n\n#### Too deep', /only ## and ### headings/],
    ['a character cannot be printed with the PDF fonts', '# T\n\nUptime \u2265 99.9%', 'doc.md:3: character U+2265'],
  ])('when %s, then it throws, naming the problem', (_what, source, problem) => {
    expect(() => parseLegalMarkup(source, values, 'doc.md')).toThrow(problem);
  });
});

describe('review date', () => {
  const inSouthAfrica = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Johannesburg',
  });

  it('when a moment is formatted, then it is the day in South Africa, as Intl words it in en-GB', () => {
    // Every 7 hours 13 minutes across four years: each month, both sides of midnight in Johannesburg.
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < Date.UTC(2029, 0, 1); t += (7 * 60 + 13) * 60 * 1000) {
      const moment = new Date(t);
      expect(`${moment.toISOString()} ${formatSastDate(moment)}`).toBe(`${moment.toISOString()} ${inSouthAfrica.format(moment)}`);
    }
  });

  it('when just before midnight UTC, then it is already the next day in South Africa', () => {
    expect(formatSastDate(new Date('2026-11-21T22:30:00Z'))).toBe('22 November 2026');
    expect(formatSastDate(reviewDay('2026-11-22'))).toBe('22 November 2026');
  });
});

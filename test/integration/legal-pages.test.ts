import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { buildLegalPdfs } from '../../scripts/build-legal-pdfs';
import { company } from '../../shared/catalogue/company';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { legalCopy } from '../../shared/catalogue/site-copy';
import { decodeEntities, textOf } from '../support/html-entities';
import { tempFolder } from '../support/endpoint-kit';
import { testApp } from '../support/site-server';

const app = testApp();

const between = (html: string, open: RegExp, close: string) => {
  const start = open.exec(html);
  if (!start) return '';
  const from = start.index + start[0].length;
  return html.slice(from, html.indexOf(close, from));
};

/** Title, review line and body as the page shows them, in reading order. */
const pageDocumentText = (html: string) =>
  [
    textOf(between(html, /<h1[^>]*>/, '</h1>')),
    textOf(between(html, /<p[^>]*data-testid="legal-reviewed"[^>]*>/, '</p>')),
    textOf(between(html, /<article[^>]*data-testid="legal-text"[^>]*>/, '</article>')),
  ].join(' ');

/**
 * The PDF's text without its page furniture: the company eyebrow above the title, and on every
 * page the footer (legal name, 'Page n of m') and the running title of later pages.
 */
const pdfDocumentText = (pdf: string, title: string) => {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  return text
    .split(/\f/)
    .flatMap((pageText, index) =>
      pageText
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => !/^Page \d+ of \d+$/.test(line.replace(/^.*\s{2,}/, '')))
        .map((line) => line.replace(/\s{2,}Page \d+ of \d+$/, ''))
        .filter((line) => line !== company.legalName && line !== company.legalName.toUpperCase())
        .filter((line) => index === 0 || line !== title),
    )
    .join(' ');
};

/** Line breaks and spacing differ between a page and a printed sheet; the characters may not. */
const letters = (text: string) => text.replace(/\s+/g, '');

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

describe('legal documents as pages', () => {
  const pdfDir = tempFolder('legal-pages');

  beforeAll(async () => {
    if (!hasPdftotext) throw new Error("pdftotext is missing: install Debian's poppler-utils (.ci/run does as root)");
    await buildLegalPdfs(pdfDir);
  });

  it.each(legalDocuments.map((doc) => [doc.path, doc] as const))(
    'when %s is opened, then it is the same document as its PDF, with its own title, description and canonical link, and a table of contents that links every section heading, in order (without JavaScript)',
    async (pagePath, doc) => {
      const res = await request(app).get(pagePath).expect(200);
      const html = res.text;
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${doc.title} | ${company.name}`);
      expect(html).toContain(`<meta name="description" content="${doc.description}">`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${doc.path}">`);
      expect(html).toContain(`href="${doc.url}"`);

      const onPage = pageDocumentText(html);
      expect(onPage).toMatch(new RegExp(`^${doc.title} ${legalCopy.reviewedLabel}: \\d{1,2} [A-Z][a-z]+ 20\\d\\d `));
      expect(onPage.length).toBeGreaterThan(5000);
      const inPdf = pdfDocumentText(path.join(pdfDir, doc.filename), doc.title);
      expect(letters(onPage)).toBe(letters(inPdf));

      const toc = between(html, /<nav[^>]*aria-labelledby="toc-heading"[^>]*>/, '</nav>');
      expect(toc).toContain('On this page');
      const linked = (part: string, pattern: RegExp) =>
        [...part.matchAll(pattern)].map(([, id, label]) => [id, decodeEntities(label ?? '')]);
      const entries = linked(toc, /<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g);
      const headings = linked(
        between(html, /<article[^>]*data-testid="legal-text"[^>]*>/, '</article>'),
        /<h2 id="([^"]+)"[^>]*>([^<]*)<\/h2>/g,
      );
      expect(headings.length).toBeGreaterThan(3);
      expect(entries).toEqual(headings);
      expect(new Set(headings.map(([id]) => id)).size).toBe(headings.length);
    },
  );

  it('when the PDF text is compared, then a changed word would be noticed', () => {
    const doc = legalDocuments[0];
    const inPdf = pdfDocumentText(path.join(pdfDir, doc.filename), doc.title);
    expect(letters(inPdf.replace('Terms', 'Turms'))).not.toBe(letters(inPdf));
    expect(inPdf).not.toMatch(/Page \d+ of \d+/);
  });

  // Each card of /legal links its page beside its PDF: content-pages.test's 'nine document cards…'.
  it('when the PAIA manual is read, then it names the information officer, the company and the Regulator from the catalogue, and gives the fees and the request steps', async () => {
    const text = pageDocumentText((await request(app).get('/legal/paia-manual').expect(200)).text);
    for (const fact of [
      company.legalName,
      company.registrationNumber,
      `Our Information Officer is ${company.informationOfficer}.`,
      company.address.lines.join(', '),
      company.phone.display,
      company.email.display,
      'section 51 of the Promotion of Access to Information Act 2 of 2000',
      'Information Regulator',
      'Request fee, payable with the request (not for your own personal information): R140.00.',
      'Complete Form 2',
      'section 23 of POPIA',
    ])
      expect(text).toContain(fact);
  });

  // Clause 7, which the order dialog links (unit/order-form.test's 'when CXN1 is ordered…'; that it states every kind of
  // plan's terms: unit/legal-promises.test), and the PAIA manual's page, which the privacy policy names. Every legal
  // document's page in the sitemap: server.test's 'when the sitemap is asked…' (every public page).
  it.each([
    ['/legal/terms-of-service', /<h2 id="7-term-renewal-and-cancellation"/],
    ['/legal/privacy-policy', /<a href="\/legal\/paia-manual">www\.[a-z.-]+\/legal\/paia-manual<\/a>/],
  ])('when %s is read, then it has %s', async (pagePath, html) => {
    expect((await request(app).get(pagePath).expect(200)).text).toMatch(html);
  });

  it('when an unknown document is asked for, then the answer is the 404 page', async () => {
    await request(app).get('/legal/no-such-policy').expect(404);
    await request(app).get('/legal/privacy-policy.pdf').expect(404);
  });
});

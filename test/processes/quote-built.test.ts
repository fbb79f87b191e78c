import { execFileSync } from 'node:child_process';
import { company } from '../../shared/catalogue/company';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

/**
 * The built server (build/server/index.js, its packages left in node_modules by the server bundle)
 * draws a quotation at request time: pdfkit and its font metrics (AFM files) load from there.
 */
let site: SiteProcess;

beforeAll(async () => {
  site = await startSiteProcess();
});
afterAll(async () => {
  await site?.stop();
});

describe('quotations from the built server', () => {
  it('when the built site is asked for a quotation, then it answers a PDF that pdftotext reads', async () => {
    const response = await fetch(`${site.url}/quote?plan=CXN3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
    expect(text).toContain('Quotation');
    expect(text).toContain(company.vatNumber);
    expect(text).toMatch(/Total incl\. VAT, per month\s+R\d+\.\d\d\n/);
    expect(site.output()).not.toMatch(/"level":50/);
  });
});

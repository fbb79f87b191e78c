import net from 'node:net';
import { company } from '../../shared/catalogue/company';
import { tempFolder } from '../support/endpoint-kit';
import { pdfText } from '../support/pdf-text';
import { startSiteProcess } from '../support/site-process';

describe('the production process', () => {
  // Started with no settings, it serves pages: public-url.test's first case; /healthz: integration/server.test.
  it('when a variable is invalid, then the process stops at boot naming it', async () => {
    await expect(startSiteProcess({ PORT: 'abc' })).rejects.toThrow(/PORT must be a whole number/);
  });

  // The built server (build/server/index.js, its packages left in node_modules by the server bundle)
  // draws a quotation at request time: pdfkit and its font metrics (AFM files) load from there.
  it('when the built site is asked for a quotation, then it answers a PDF that pdftotext reads; when SIGINT then arrives with an idle keep-alive connection open, the process still exits 0', async () => {
    const site = await startSiteProcess({ DATA_DIR: tempFolder('data') });
    const response = await fetch(`${site.url}/quote?plan=CXN3`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Quotation');
    expect(text).toContain(company.vatNumber);
    expect(text).toMatch(/Total incl\. VAT, per month\s+R\d+\.\d\d\n/);
    const agentSocket = net.connect(Number(new URL(site.url).port), '127.0.0.1');
    agentSocket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => agentSocket.once('data', resolve));
    site.child.kill('SIGINT');
    const { code } = await site.exited;
    agentSocket.destroy();
    expect(code).toBe(0);
    expect(site.output()).not.toMatch(/"level":50/);
  });
});

import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PageTemplate } from '../../server/render/page-template';

const PLACEHOLDER = 'nonceplaceholder0123456789';
const nonce = () => randomBytes(16).toString('base64');

describe('a cached page sent with a fresh nonce', () => {
  it('when a page is sent plain, then every placeholder carries the nonce and nothing else changed', () => {
    const html = `<html><script nonce="${PLACEHOLDER}">1</script><style nonce="${PLACEHOLDER}">é€</style></html>`;
    const n = nonce();
    const page = new PageTemplate(html, PLACEHOLDER);
    expect(page.bytes(n).toString('utf8')).toBe(html.replaceAll(PLACEHOLDER, n));
  });

  it('when any page is gzipped for any nonce, then gunzip gives back exactly the plain page', () => {
    const chunk = fc.string({ unit: 'grapheme', maxLength: 400 });
    fc.assert(
      fc.property(fc.array(chunk, { minLength: 1, maxLength: 30 }), (parts) => {
        const html = parts.join(PLACEHOLDER);
        const page = new PageTemplate(html, PLACEHOLDER);
        const n = nonce();
        const gzip = page.gzip(n);
        if (html.includes('\u0001')) return expect(gzip).toBeUndefined();
        expect(zlib.gunzipSync(gzip as Buffer).toString('utf8')).toBe(html.replaceAll(PLACEHOLDER, n));
      }),
      { numRuns: 200 },
    );
  });

  it('when a large, repetitive page is gzipped, then earlier text is reused across nonces and the output is small', () => {
    const row = `<div class="css-abc123">Managed IT services in Johannesburg</div><style nonce="${PLACEHOLDER}">.a{b:c}</style>`;
    const html = row.repeat(400);
    const page = new PageTemplate(html, PLACEHOLDER);
    const n = nonce();
    const gzip = page.gzip(n) as Buffer;
    expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(html.replaceAll(PLACEHOLDER, n));
    // Per nonce: its stored block (29 bytes) and a few bytes of matches; without the earlier page
    // as dictionary each stretch alone would take some 90 bytes more.
    expect(gzip.length).toBeLessThan(400 * 45);
  });
});

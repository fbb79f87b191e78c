import request from 'supertest';
import { loadShareImages } from '../../server/render/share-images';
import { brandColours } from '../../client/ui/tokens';
import { company } from '../../shared/catalogue/company';
import { publicPaths } from '../../shared/public-paths';
import { decodeEntities } from '../support/html-entities';
import { pngSize, topLeftAlpha } from '../support/png-size';
import { buildDir } from '../support/test-config';
import { bytesOf, testApp } from '../support/site-server';

const PUBLIC_URL = 'https://www.example.co.za';
const app = testApp({ PUBLIC_URL });
/** WhatsApp shows no preview for a larger image. */
const MAX_BYTES = 300 * 1024;

/** A page's <meta property|name="…" content="…"> values, by property or name. */
function metaTags(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string[]>();
  for (const [, key = '', value = ''] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(key, [...(tags.get(key) ?? []), decodeEntities(value)]);
  }
  return tags;
}
const one = (tags: Map<string, string[]>, key: string): string => {
  const values = tags.get(key) ?? [];
  if (values.length !== 1) throw new Error(`${key}: ${values.length} tags`);
  return values[0]!;
};

const getBytes = (path: string) => bytesOf(request(app).get(path));

describe('a shared link', () => {
  const seen = new Map<string, string>();

  it.each(publicPaths)(
    'when %s is shared, then its head names a 1200×630 PNG of at most 300 KB at the public URL and a large card, and links the web app manifest and the apple-touch-icon',
    async (path) => {
      const page = await request(app).get(path);
      expect(page.status).toBe(200);
      const head = page.text.slice(0, page.text.indexOf('</head>'));
      expect(head.match(/<link rel="manifest" href="\/manifest.webmanifest">/g)).toHaveLength(1);
      expect(head.match(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png">/g)).toHaveLength(1);
      const tags = metaTags(page.text);
      const image = one(tags, 'og:image');
      expect(image.startsWith(`${PUBLIC_URL}/share/`)).toBe(true);
      expect(one(tags, 'twitter:card')).toBe('summary_large_image');
      expect(one(tags, 'og:image:type')).toBe('image/png');
      expect(one(tags, 'og:image:alt')).toContain(company.name);
      expect(one(tags, 'og:type')).toBe('website');
      expect(one(tags, 'og:site_name')).toBe(company.name);
      expect(one(tags, 'og:url')).toBe(`${PUBLIC_URL}${path}`);
      expect(one(tags, 'og:title')).toMatch(/\S/);
      expect(one(tags, 'og:description').length).toBeGreaterThan(20);

      const res = await getBytes(new URL(image).pathname + new URL(image).search);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = res.body as Buffer;
      expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect([Number(one(tags, 'og:image:width')), Number(one(tags, 'og:image:height'))]).toEqual([1200, 630]);
      seen.set(path, image);
    },
  );

  it('when two pages are shared, then each shows its own picture (its title), not the same one', () => {
    expect(seen.size).toBe(publicPaths.length);
    expect(new Set(seen.values()).size).toBe(publicPaths.length);
  });

  it("when a page has no picture of its own (the not-found page, or one the build drew none for), then it shows the site's", async () => {
    const index = loadShareImages(buildDir());
    const fallback = `${PUBLIC_URL}${index.fallback.src}`;
    expect(one(metaTags((await request(app).get('/no-such-page')).text), 'og:image')).toBe(fallback);

    const { '/about': _about, ...pages } = index.pages;
    const without = testApp({ PUBLIC_URL }, { shareImages: { ...index, pages } });
    expect(one(metaTags((await request(without).get('/about')).text), 'og:image')).toBe(fallback);
    const res = await getBytes(new URL(fallback).pathname);
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
    // Asked for without its version, an image may change: cached for a day only.
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('when an image that does not exist is asked for, then it is a 404 and not a page', async () => {
    const res = await request(app).get('/share/no-such-page.png');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });
});

describe('the home screen', () => {
  // Each page's links to the manifest and the apple-touch-icon: 'a shared link' above.
  it('when a browser reads the manifest, then it is JSON naming the site, its colours and icons that answer at their sizes, as does the apple-touch-icon', async () => {
    const res = await request(app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text) as {
      short_name: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: company.name,
      short_name: company.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: brandColours.background,
      background_color: brandColours.background,
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(
      ['192x192 any', '512x512 any', '512x512 maskable'].sort(),
    );
    // iOS's apple-touch-icon, which every page links, is cropped by the phone as a maskable icon is.
    const appleTouchIcon = { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'maskable' };
    for (const icon of [...manifest.icons, appleTouchIcon]) {
      const file = await getBytes(icon.src);
      expect([icon.src, file.status, file.headers['content-type']]).toEqual([icon.src, 200, icon.type]);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file.body as Buffer)).toEqual({ width, height });
      // Cropped by the phone, it must fill its square.
      if (icon.purpose === 'maskable') expect(topLeftAlpha(file.body as Buffer)).toBe(255);
    }
  });

  it("when the page's CSP is read, then it lets the browser fetch the manifest from the site", async () => {
    const csp = (await request(app).get('/')).headers['content-security-policy'] as string;
    const manifestSrc = /(?:^|;)manifest-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)default-src ([^;]*)/.exec(csp)?.[1];
    expect(manifestSrc?.split(' ')).toContain("'self'");
  });
});

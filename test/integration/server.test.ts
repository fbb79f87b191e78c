import express from 'express';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadAssets, type Assets } from '../../server/render/assets';
import { SHELL_ERROR_HTML } from '../../server/render/html-shell';
import { captureLogs } from '../support/mail-kit';
import { testConfig } from '../support/test-config';
import { publicPaths } from '../../shared/public-paths';
import { testApp } from '../support/site-server';

const config = testConfig();
const app = testApp();

describe('security headers', () => {
  it('when a page is served, then its CSP allows no inline code but by hash, and helmet sets the rest', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'];
    // Its inline scripts and styles each by their hash, never by nonce or unsafe-inline: page-cache.test.
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(csp).toContain(d);
    expect(res.text).not.toContain('nonce=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('when an API answer is sent, then its CSP allows no inline script or style at all', async () => {
    const csp = (await request(app).get('/api/captcha/challenge')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
  });

  it.each(['/', '/api/captcha/challenge', '/assets/no-such-file.js', '/no-such-page'])(
    'when %s is answered, then its CSP is written once, by whoever answers it, not written and then replaced',
    async (path) => {
      const written: unknown[] = [];
      const counting = express();
      counting.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => {
          if (name.toLowerCase() === 'content-security-policy') written.push(value);
          return setHeader(name, value);
        };
        next();
      });
      counting.use(app);
      const res = await request(counting).get(path);
      expect(written).toEqual([res.headers['content-security-policy']]);
    },
  );

  it('when a page or an API answer is sent, then Permissions-Policy denies the features the site never uses', async () => {
    for (const res of [await request(app).get('/'), await request(app).get('/api/captcha/challenge')]) {
      const policy = res.headers['permissions-policy'];
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('operator endpoints and files', () => {
  it('when /healthz is asked, then it answers ok with the release', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', release: config.release });
  });

  it('when /favicon.ico is asked, then an icon is served', async () => {
    const res = await request(app).get('/favicon.ico').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
  });

  it('when robots.txt is asked, then it points to the sitemap at the public URL', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('when the sitemap is asked, then it lists every public route with the public URL', async () => {
    const res = await request(testApp({ PUBLIC_URL: 'https://www.example.co.za' })).get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/xml/);
    // Every page: the spec's, the services, the legal documents, the help centre and its articles.
    for (const path of publicPaths) expect(res.text).toContain(`<loc>https://www.example.co.za${path}</loc>`);
  });
});

describe('a page that cannot be rendered', () => {
  it('when the client build’s manifest has lost its entry scripts (a broken deploy), then a page answers 500 with the error page at once, and the log says why', async () => {
    const { logger, lines } = captureLogs();
    const { entry: _lost, ...rest } = loadAssets(config.buildDir);
    const broken = createApp({ config, logger, assets: rest as unknown as Assets });
    const res = await request(broken).get('/about').timeout(3000);
    expect(res.status).toBe(500);
    expect(res.text).toBe(SHELL_ERROR_HTML);
    expect(lines.find((line) => line.msg === 'page failed to render')?.err).toMatchObject({ type: 'TypeError' });
  });
});

import { tempFolder } from '../support/endpoint-kit';
import { withSiteProcess } from '../support/site-process';

/** The process's JSON log lines that mention PUBLIC_URL. */
const aboutPublicUrl = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string; publicUrl?: string })
    .filter((line) => line.msg.includes('PUBLIC_URL'));

describe('PUBLIC_URL at boot', () => {
  it('when the production site starts without it, then it still serves, and one warning names PUBLIC_URL and all it affects', async () => {
    await withSiteProcess({ DATA_DIR: tempFolder('data') }, async (site) => {
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      const lines = aboutPublicUrl(site.output());
      expect(lines).toHaveLength(1);
      const [warning] = lines;
      expect(warning).toMatchObject({ level: 'warn', publicUrl: 'http://localhost:0' });
      for (const affected of ['canonical links', 'sitemap', 'JSON-LD', 'share images', 'security.txt']) {
        expect(warning?.msg).toContain(affected);
      }
    });
  });

  it.each([
    ['it is set', { PUBLIC_URL: 'https://www.example.co.za' }],
    ['a developer runs the site (NODE_ENV=development) without it: localhost is right there', { NODE_ENV: 'development' }],
  ])('when %s, then no such warning is logged', async (_when, env) => {
    await withSiteProcess({ DATA_DIR: tempFolder('data'), ...env }, async (site) => {
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      expect(aboutPublicUrl(site.output())).toEqual([]);
    });
  });
});

import { legalDocuments } from '../../shared/catalogue/legal-documents';
import request from 'supertest';
import { services } from '../../shared/catalogue/services';
import { helpArticles } from '../../shared/help/articles';
import { publicPaths } from '../../shared/public-paths';
import { redirectSources } from '../../shared/redirects';
import { footerQuickLinks, hostingNav, mainNav, paths } from '../../shared/routes';
import { company } from '../../shared/catalogue/company';
import { companyDisclosure } from '../../shared/catalogue/company-disclosure';
import { notFoundCopy } from '../../shared/catalogue/site-copy';
import { jsonLdOf, textOf } from '../support/html-entities';
import { ROUTES } from '../support/visitor-states';
import { testApp } from '../support/site-server';

const app = testApp();

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

describe('every public route', () => {
  it('lists the 12 pages of the spec, the help centre, the self-assessment, the two e-mail checks, the support request, the service pages, the legal documents and the help articles as pages', () => {
    expect(publicPaths).toHaveLength(12 + 5 + services.length + legalDocuments.length + helpArticles.length);
  });

  const titles = new Map<string, string | undefined>();

  it.each(publicPaths)(
    'when %s is requested, then it answers 200 with a full page: its own title, one h1 (a top bar only on the home page), in <main> itself (not a hidden segment for a script to show), one toast region, the company JSON-LD, no inline style attribute and the ECT Act’s legal line in its footer',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(titleOf(res.text)).toBeTruthy();
      titles.set(path, titleOf(res.text));
      expect(res.text).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${path === '/' ? '/' : path}">`);
      expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(h1Of(res.text)?.trim().length).toBeGreaterThan(2);
      expect(res.text.includes('data-testid="top-bar"')).toBe(path === '/');
      const hrefs = [...res.text.matchAll(/href="([^"?#]*)/g)].map((link) => link[1]);
      expect(hrefs.filter((href) => redirectSources().includes(href))).toEqual([]);
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text)?.[1] ?? '';
      expect(main).toMatch(/<h1[\s>]/);
      expect(main).not.toMatch(/<template id="B:/);
      // The footer's legal line: name, registration and VAT numbers, directors and address.
      const footer = /<footer[\s\S]*<\/footer>/.exec(res.text)?.[0] ?? '';
      const line = textOf(/data-testid="company-legal-line"[^>]*>([\s\S]*?)<\/p>/.exec(footer)?.[1] ?? '');
      for (const part of companyDisclosure.footerLine) expect(line).toContain(part);
      expect(res.text.match(/data-testid="toast-region"/g)).toHaveLength(1);
      expect(res.text).toMatch(/<div role="status" aria-live="polite"[^>]*><\/div>/);
      expect(res.text).toMatch(/<div role="alert" aria-live="assertive"[^>]*><\/div>/);
      expect(res.text).not.toMatch(/<[^>]+\sstyle="/);
      const business = jsonLdOf(res.text).find((item) => item['@type'] === 'LocalBusiness') as {
        address: Record<string, string>;
        contactPoint: Array<{ telephone: string; email?: string }>;
      };
      expect(business.address).toMatchObject({ addressLocality: 'Roodepoort', addressCountry: 'ZA' });
      expect(business.contactPoint.map((p) => p.telephone)).toEqual(expect.arrayContaining([company.phone.display]));
      expect(business.contactPoint.map((p) => p.email)).toEqual(
        expect.arrayContaining([company.email.display, company.supportEmail.display]),
      );
    },
  );

  it('gives every page a different title', () => {
    expect(titles.size).toBe(publicPaths.length);
    expect(new Set(titles.values()).size).toBe(publicPaths.length);
  });
});

describe('the two e-mail checks are reached from the home page, the Help Centre, Support, every header, mobile menu and footer', () => {
  const checks = [paths['email-security'], paths['genuine-email']];
  const invitation = { [checks[0]]: 'email-security-invitation', [checks[1]]: 'genuine-email-invitation' };
  it.each([
    [paths.home, checks],
    [paths.help, checks],
    [paths.support, checks],
    // The e-mail check invites to check a message too.
    [paths['email-security'], [paths['genuine-email']]],
  ])('when %s is read, then it links to both checks and its page invites to %j', async (path, invited) => {
    const { text: html } = await request(app).get(path).expect(200);
    const footer = html.slice(html.lastIndexOf('<footer'));
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const [desktop, mobile] = [/<nav aria-label="Main"[^]*?<\/nav>/, /id="mobile-menu-nav"[^]*?<\/nav>/].map(
      (menu) => header.match(menu)?.[0],
    );
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const check of checks) for (const part of [footer, desktop, mobile]) expect(part).toContain(`href="${check}"`);
    for (const check of invited) expect(main).toMatch(new RegExp(`data-testid="${invitation[check]}"[^]*?href="${check}"`));
  });
});

describe('the shell in server HTML (JavaScript off)', () => {
  it('when the home page is read, then header, hosting menu, top bar and footer are all plain links', async () => {
    const { text: html } = await request(app).get('/');
    for (const href of [...mainNav, ...hostingNav, ...footerQuickLinks].map((link) => link.path).concat(paths.support)) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const s of services) expect(html).toContain(`href="/services/${s.id}"`);
    expect(html).toMatch(/<details[^>]*data-testid="hosting-menu"/);
    expect(html).toMatch(/<details[^>]*data-testid="mobile-menu"/);
    const topBar = /data-testid="top-bar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    const footer = html.slice(html.lastIndexOf('<footer'));
    for (const { href } of [company.phone, company.email]) expect(topBar).toContain(`href="${href}"`);
    for (const { href } of [company.phone, company.email, company.whatsapp]) expect(footer).toContain(`href="${href}"`);
    expect(textOf(footer)).toContain(company.address.note);
    expect(textOf(footer)).toContain(`© ${new Date().getFullYear()}`);
    expect(html.match(/aria-label="Toggle theme"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Scroll to top"');
  });
});

describe('phone numbers in server HTML', () => {
  /** The elements the site's CSS keeps on one line (global-styles.tsx; the WhatsApp link's own .number rule). */
  const oneLine = /<a [^>]*(href="tel:|data-testid="whatsapp-link")[^>]*>[\s\S]*?<\/a>|<span class="phone-number">[^<]*<\/span>/g;

  it.each(ROUTES)(
    'when %s is read, then every phone number on it is inside an element that never wraps, so no screen width breaks it',
    async (path) => {
      const { text: html } = await request(app).get(path);
      expect(html).toContain("a[href^='tel:'],.phone-number{white-space:nowrap;}");
      const loose = textOf(html.replace(oneLine, ''));
      expect([company.phone.display, company.whatsapp.display].filter((number) => loose.includes(number))).toEqual([]);
    },
  );
});

describe('not found', () => {
  it.each(['/no-such-page', '/services/no-such-service', `${paths.vps}/extra`])(
    'when %s is requested, then it answers 404 with the not-found page, which has no canonical link and asks not to be indexed',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      const body = textOf(res.text);
      expect(body).toContain(`${notFoundCopy.code} ${notFoundCopy.heading}`);
      expect(res.text).toMatch(new RegExp(`<a[^>]*href="${notFoundCopy.homeLink.href}"[^>]*>${notFoundCopy.homeLink.label}</a>`));
    },
  );
});

/**
 * A page's Emotion styles with each class's rules in the order of the class names: two renders may
 * insert the same classes in another order (which part of the page streamed first), and a class's
 * rules, each under its own name, mean the same in any order.
 */
function inClassOrder(html: string): string {
  return html.replace(
    /(<style data-emotion="css ([^"]*)"[^>]*>)([^<]*)<\/style>/g,
    (_all, open: string, names: string, css: string) => {
      const ids = names.split(' ');
      const starts = ids.map((id) => css.indexOf(`.css-${id}`));
      const rules = ids.map((id, i) => ({ id, rule: css.slice(starts[i], i + 1 < ids.length ? starts[i + 1] : css.length) }));
      rules.sort((a, b) => (a.id < b.id ? -1 : 1));
      return `${open.replace(names, rules.map((r) => r.id).join(' '))}${css.slice(0, starts[0])}${rules.map((r) => r.rule).join('')}</style>`;
    },
  );
}

describe('theme from the cookie', () => {
  // The inline script that resolves system before paint, allowed by its hash: page-cache.test ('its CSP allows exactly its
  // own inline scripts'); resolved in Chromium: e2e/shell.test ('follows a light system theme').
  it.each([
    ['no cookie is sent', '', 'dark'],
    ['the cookie holds anything else', 'theme=<script>', 'dark'],
    ['the cookie says system', 'theme=system', 'system'],
  ])('when %s, then the page is drawn dark and says the choice', async (_when, cookie, choice) => {
    const { text: html } = await request(app).get('/').set('Cookie', cookie);
    expect(html).toContain(`<html lang="en-ZA" data-theme="dark" data-theme-choice="${choice}">`);
  });

  // What lets the screen walk show the other theme on the same load (test/README.md, the layout project).
  it.each(ROUTES)(
    'when %s is asked for in the light theme, then its HTML differs from the dark one only in the theme on <html> and in the app data',
    async (path) => {
      const drawn = async (theme: string) =>
        inClassOrder((await request(app).get(path).set('Cookie', `other=1; theme=${theme}`)).text)
          .replace(/ nonce="[^"]*"/g, '')
          .replace(`data-theme="${theme}" data-theme-choice="${theme}"`, 'data-theme="?" data-theme-choice="?"')
          .replace(`"theme":{"choice":"${theme}"}`, '"theme":{"choice":"?"}');
      const dark = await drawn('dark');
      const light = await drawn('light');
      expect(light).toContain('data-theme="?"');
      expect(light).toBe(dark);
    },
  );
});

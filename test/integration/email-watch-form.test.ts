import request from 'supertest';
import { chunkNames } from '../support/chunk-names';
import { fixedChecker } from '../support/fixed-checker';
import { company } from '../../shared/catalogue/company';
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import { emailWatchCopy } from '../../shared/catalogue/email-watch-copy';
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../../shared/email-security/result';
import { paths } from '../../shared/routes';
import { textOf } from '../support/html-entities';
import { testApp } from '../support/site-server';

/** "E-mail me if this gets worse" as the server draws it: the form under a result, and the watch pages' place in the site. */

const resultOf = (domain: string, exists = true): EmailSecurityResult => ({
  domain,
  shown: domain,
  checkedAt: new Date().toISOString(),
  exists,
  findings: exists
    ? EMAIL_CHECK_IDS.map((check) => ({ check, status: 'warn', found: `${check} found`, meaning: `${check} means` }))
    : [],
});

const appFor = (result: EmailSecurityResult, env: Record<string, string> = {}) =>
  testApp(env, { emailSecurity: fixedChecker(result) });

const pageOf = async (result: EmailSecurityResult, env: Record<string, string> = {}) =>
  (await request(appFor(result, env)).get(`${paths['email-security']}?domain=${result.domain}`).expect(200)).text;

const watchFormOf = (html: string) => /<form[^>]*data-testid="email-watch-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

describe('the watch form under a result', () => {
  it('when a domain that exists is checked, then the page offers its watch as a form the browser posts without JavaScript', async () => {
    const html = await pageOf(resultOf('acme.co.za'));
    const form = watchFormOf(html);
    const tag = /<form[^>]*>/.exec(form)?.[0] ?? '';
    expect(tag).toContain('method="post"');
    expect(tag).toContain(`action="${paths['email-watch']}"`);
    expect(form).toContain('<input type="hidden" name="domain" value="acme.co.za"/>');
    const email = /<input[^>]*name="email"[^>]*>/.exec(form)?.[0] ?? '';
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="email"');
    expect(email).toContain('required=""');
    // The tick box starts unticked: asking to be contacted is the visitor's choice.
    expect(form).toMatch(/<input type="checkbox" name="contact"\/>/);
    const words = textOf(form);
    expect(textOf(html)).toContain(emailWatchCopy.form.heading);
    expect(words).toContain(emailWatchCopy.form.email);
    expect(words).toContain(emailWatchCopy.form.emailHint('acme.co.za'));
    expect(words).toContain(emailWatchCopy.form.contact);
    expect(words).toContain(emailWatchCopy.form.send);
    // The POPIA notice: what is kept, why, how long, how to stop, and who answers for it.
    expect(words).toContain(emailWatchCopy.form.privacy.trim());
    expect(words).toContain(company.informationOfficer);
    expect(words).toMatch(/address, this domain and the findings we last saw/);
    expect(words).toMatch(/within 24 hours is deleted/);
    // The captcha needs JavaScript: the server's form holds only its place, hidden without scripts
    // (so hydrating moves nothing), and the form's code comes with the page.
    expect(form).not.toMatch(/altcha/i);
    expect(form).toMatch(/<div class="wide captcha"[^>]*data-testid="email-watch-captcha"/);
    expect(html).toMatch(
      /@media \(scripting: ?none\)\{\.css-[a-z0-9]+ \.captcha\{display:none;\}|\.captcha\{@media \(scripting: ?none\)\{display:none;\}/,
    );
    expect(html).toMatch(chunkNames().matching('email-watch-form'));
  });

  it('when the domain does not exist, then nothing is offered to watch', async () => {
    const html = await pageOf(resultOf('nowhere.co.za', false));
    expect(watchFormOf(html)).toBe('');
    expect(textOf(html)).not.toContain(emailWatchCopy.form.heading);
  });

  it('when the domain takes no e-mail (a null MX), then no form asks for an address there: the page says plainly why it cannot be watched', async () => {
    const result = resultOf('nomail.co.za');
    result.findings = result.findings.map((finding) =>
      finding.check === 'mx'
        ? { check: 'mx', status: 'info', found: findingCopy.mx.nullMx, meaning: findingCopy.mx.nullMeaning }
        : finding,
    );
    const html = await pageOf(result);
    expect(watchFormOf(html)).toBe('');
    const section = /<section id="watch"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(textOf(section)).toContain(emailWatchCopy.form.heading);
    expect(textOf(section)).toContain(emailWatchCopy.problems.noMail('nomail.co.za'));
    expect(textOf(section)).not.toContain(emailWatchCopy.form.email);
  });

  it('when the site keeps no watches (EMAIL_WATCH=off), then a result offers none, and the page carries none of its code', async () => {
    const html = await pageOf(resultOf('acme.co.za'), { EMAIL_WATCH: 'off' });
    expect(watchFormOf(html)).toBe('');
    expect(html).not.toMatch(/email-watch-form\./);
  });
});

describe('the watch pages in the site', () => {
  it('when the watch page is asked for by itself, then it points to the check, and is kept by no cache', async () => {
    const res = await request(appFor(resultOf('acme.co.za')))
      .get(paths['email-watch'])
      .expect(200);
    expect(textOf(res.text)).toContain(emailWatchCopy.none.text);
    expect(res.text).toContain(`href="${paths['email-security']}"`);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('when a search engine reads the site, then no watch page is in the sitemap, and each asks not to be indexed', async () => {
    const app = appFor(resultOf('acme.co.za'));
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`${paths['email-security']}</loc>`);
    for (const page of ['email-watch', 'email-watch-confirm', 'email-watch-stop'] as const) {
      expect(sitemap).not.toContain(`${paths[page]}</loc>`);
      const head = /<head>[\s\S]*<\/head>/.exec((await request(app).get(paths[page])).text)?.[0] ?? '';
      expect(/<meta name="robots"[^>]*>/.exec(head)?.[0]).toBe('<meta name="robots" content="noindex">');
      expect(/<link rel="canonical"[^>]*>/.exec(head)?.[0]).toBeUndefined();
    }
  });
});

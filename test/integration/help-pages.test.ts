import request from 'supertest';
import { company } from '../../shared/catalogue/company';
import { helpCopy } from '../../shared/catalogue/help-copy';
import { hostingPages, planKinds } from '../../shared/catalogue/plans';
import { hostingFaqs } from '../../shared/catalogue/plans/faqs';
import { articlesRelatedTo, findHelpArticle, helpArticles } from '../../shared/help/articles';
import { helpArticlePath, helpPagePath, helpSearchPath } from '../../shared/help/paths';
import { paths } from '../../shared/routes';
import { jsonLdOf, textOf as text } from '../support/html-entities';
import { testApp } from '../support/site-server';

const app = testApp();
const STATUS_URL = 'https://status.example.net/';
const withStatus = testApp({ STATUS_URL });

/** The article links of a list, in order. */
const articleLinks = (html: string) => [...html.matchAll(/<li data-article="([a-z0-9-]+)"/g)].map(([, slug]) => slug);

describe('the help centre', () => {
  it('when /help is opened, then every article is listed under its category, with the ways to reach us', async () => {
    const res = await request(app).get(helpPagePath);
    expect(res.status).toBe(200);
    expect(articleLinks(res.text).sort()).toEqual(helpArticles.map((article) => article.slug).sort());
    expect(text(res.text)).toContain(company.phone.display);
    expect(res.text).toMatch(/<form[^>]*role="search"[^>]*action="\/help"[^>]*method="get"/);
  });

  it('when a search with a typo is sent without JavaScript, then the server answers with the transfer article first', async () => {
    const res = await request(app).get(helpSearchPath('tranfer'));
    expect(res.status).toBe(200);
    expect(articleLinks(res.text)[0]).toBe('transfer-a-domain');
    expect(text(res.text)).toContain(helpCopy.results(articleLinks(res.text).length, 'tranfer'));
    expect(res.text).toMatch(/<input[^>]*name="q"[^>]*value="tranfer"/);
  });

  it('when a search finds nothing, then the page says so and offers the phone, WhatsApp and e-mail', async () => {
    const res = await request(app).get(helpSearchPath('qwxzv plmkj'));
    expect(res.status).toBe(200);
    const shown = text(res.text);
    expect(shown).toContain(helpCopy.noResults.heading('qwxzv plmkj'));
    for (const way of [company.phone.display, company.whatsapp.display, company.email.display]) expect(shown).toContain(way);
    expect(articleLinks(res.text)).toEqual([]);
  });

  it('when a query holds markup, then it is shown as text', async () => {
    const res = await request(app).get(helpSearchPath('<script>alert(1)</script>'));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  const withContents: string[] = [];

  it.each(helpArticles.map((article) => article.slug))(
    'when /help/%s is opened, then its title, summary and text are in the HTML, with a table of contents of its sections if it is long',
    async (slug) => {
      const article = findHelpArticle(slug)!;
      const res = await request(app).get(helpArticlePath(slug));
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<title>${article.title.replace(/&/g, '&amp;')} | ${company.name}</title>`);
      expect(res.text).toMatch(/data-testid="help-text"[^>]*><p>/);
      expect(text(res.text)).toContain(article.summary);
      const body = /data-testid="help-text"[^>]*>([\s\S]*?)<\/article>/.exec(res.text)?.[1] ?? '';
      const contents = res.text.includes('aria-labelledby="toc-heading"');
      expect(contents).toBe([...body.matchAll(/<h2 id=/g)].length >= 4);
      if (contents) withContents.push(slug);
    },
  );

  it('when the articles were opened, then some were long enough for a table of contents', () => {
    expect(withContents).not.toEqual([]);
  });

  it('when an article that does not exist is asked for, then the answer is the 404 page', async () => {
    const res = await request(app).get('/help/no-such-article');
    expect(res.status).toBe(404);
  });

  // The help centre and every article in the sitemap: server.test's 'when the sitemap is asked…' (every public page).
});

describe('help where questions arise', () => {
  it.each(planKinds)(
    'when the %s page is opened, then its questions are answered on the page and described by matching FAQPage data, and its related help articles are listed',
    async (kind) => {
      const res = await request(app).get(hostingPages[kind].path);
      const related = /data-testid="related-help"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
      expect(articleLinks(related)).toEqual(articlesRelatedTo(kind).map((article) => article.slug));
      const section = /data-testid="hosting-faqs"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
      const shown = text(section);
      const faqs = hostingFaqs[kind];
      for (const faq of faqs) {
        expect(shown).toContain(faq.question);
        expect(shown).toContain(faq.answer);
      }
      const data = jsonLdOf(res.text).find((item) => item['@type'] === 'FAQPage') as {
        mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
      };
      expect(data.mainEntity.map((q) => q.name)).toEqual(faqs.map((faq) => faq.question));
      // What the data says each answer is, is what the page shows under that question.
      const answers = [...section.matchAll(/<dd>([\s\S]*?)<\/dd>/g)].map(([, dd]) => text(dd));
      expect(data.mainEntity.map((q) => text(q.acceptedAnswer.text))).toEqual(answers);
    },
  );

  it.each(['phishing', 'invoice fraud', 'banking details'])(
    'when "%s" is searched, then the invoice fraud article comes first, and it leads to the message check',
    async (query) => {
      const found = articleLinks((await request(app).get(helpSearchPath(query))).text)[0];
      expect(found).toBe('check-an-email-before-you-pay');
      const article = (await request(app).get(helpArticlePath(found!))).text;
      expect(article).toContain(`href="${paths['genuine-email']}"`);
    },
  );

  it('when the support page is opened, then it links to its help articles and the help centre', async () => {
    const res = await request(app).get(paths.support);
    const section = /data-testid="related-help"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
    expect(articleLinks(section)).toEqual(articlesRelatedTo('support').map((article) => article.slug));
    expect(section).toContain(`href="${helpPagePath}"`);
  });

  it('when STATUS_URL is set, then the support page and the footer link to it; unset, neither does', async () => {
    const set = await request(withStatus).get(paths.support);
    expect(set.text).toContain(`data-testid="status-link"`);
    expect(set.text.match(new RegExp(`href="${STATUS_URL}"`, 'g'))).toHaveLength(2);
    expect(set.text).toContain(`data-testid="footer-status-link"`);
    const unset = await request(app).get(paths.support);
    expect(unset.text).not.toContain('status-link');
  });
});

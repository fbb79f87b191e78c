import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '../../shared/catalogue/company';
import { helpCategories } from '../../shared/catalogue/help-copy';
import { hostingFaqs } from '../../shared/catalogue/plans/faqs';
import { planKinds, vpsOperatingSystems } from '../../shared/catalogue/plans';
import { endedReleases } from '../../shared/catalogue/plans/vps';
import { setupQuestions, type SetupAnswers } from '../../shared/catalogue/plans/setup-questions';
import { serviceIds } from '../../shared/catalogue/service-ids';
import { findHelpArticle, helpArticles } from '../../shared/help/articles';
import { loadHelpArticle } from '../../shared/help/load-article';
import { relatedPage } from '../../shared/help/related-pages';
import { matchRoute } from '../../shared/routes';
import { parseArticle } from '../../scripts/content/help-articles';

const sourceOf = (slug: string) => readFileSync(path.join('static/help', `${slug}.md`), 'utf8');

describe('the help articles', () => {
  it('when the help centre is built, then it has at least fifteen articles, each with a title, a short summary and a known category', () => {
    expect(helpArticles.length).toBeGreaterThanOrEqual(15);
    for (const article of helpArticles) {
      expect(article.title.length).toBeGreaterThan(5);
      expect(article.summary.length).toBeLessThanOrEqual(160);
      expect(helpCategories).toContain(article.category);
    }
  });

  it('when an article names its related pages, then each is a hosting page, a service or support, and every hosting kind and service has one', () => {
    for (const article of helpArticles) {
      expect(article.related.length).toBeGreaterThan(0);
      for (const entry of article.related)
        expect({ article: article.slug, entry, page: relatedPage(entry) }).toMatchObject({ page: expect.anything() });
    }
    const related = new Set(helpArticles.flatMap((article) => article.related));
    for (const entry of [...planKinds, ...serviceIds, 'support'])
      expect({ entry, related: related.has(entry) }).toEqual({ entry, related: true });
  });

  it.each(helpArticles.map((article) => article.slug))(
    'when %s is shown, then the company facts are filled in from the catalogue and its links lead to pages of the site',
    async (slug) => {
      const { html, headings } = await loadHelpArticle(slug);
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(headings.filter((heading) => heading.level === 2).length).toBeGreaterThan(0);
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
        if (/^https?:/.test(href)) continue;
        const match = matchRoute(href.split('#')[0].split('?')[0]);
        expect({ href, page: match.page }).not.toEqual({ href, page: 'not-found' });
        if (match.page === 'help-article')
          expect({ href, found: Boolean(findHelpArticle(match.articleId)) }).toEqual({ href, found: true });
      }
    },
  );

  it.each(helpArticles.map((article) => article.slug))(
    'when %s is written, then it never types a company fact the catalogue holds',
    (slug) => {
      const source = sourceOf(slug);
      const facts = [
        company.phone.display,
        company.whatsapp.display,
        company.email.display,
        company.supportEmail.display,
        company.hours,
        ...company.nameservers,
      ];
      for (const fact of facts) expect({ slug, fact, typed: source.includes(fact) }).toEqual({ slug, fact, typed: false });
    },
  );

  it('when an article is malformed, then the build stops and names the file and what is wrong', () => {
    const file = 'static/help/broken-article.md';
    expect(() => parseArticle('No front matter here', file)).toThrow(`${file}: it must start with front matter`);
    expect(() =>
      parseArticle('---\ntitle: T\nsummary: S\ncategory: Domains\nrelated: [vps]\n---\n# A title in the body\n', file),
    ).toThrow(`${file}: the title comes from the front matter`);
    expect(() => parseArticle('---\ntitle: T\ncategory: Domains\nrelated: [vps]\n---\nText\n', file)).toThrow(
      `${file}: front matter needs a summary`,
    );
  });

  it('when an article holds HTML, then it is shown as text, never as markup', () => {
    const parsed = parseArticle(
      '---\ntitle: T\nsummary: S\ncategory: Domains\nrelated: [vps]\n---\n<script>alert(1)</script>\n',
      'static/help/x.md',
    );
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('&lt;script&gt;');
  });

  it('when an article links to or shows a picture from an address that is not http(s), mailto, tel or relative, then it is text and the build names the file', () => {
    const warnings: string[] = [];
    const body = [
      '[run](javascript:alert(1)) [shout](  JAVASCRIPT:alert(2)) [spelled](&#106;avascript:alert(3)) [vb](vbscript:x)',
      '![pixel](data:image/png;base64,AAAA) ![drawn](javascript:alert(4))',
      '[site](/help/transfer-a-domain) [web](https://example.co.za/a?b=1&c=2) [mail](mailto:help@example.co.za) [call](tel:+27110000000) ![logo](/icon-192.png)',
    ].join('\n\n');
    const { html } = parseArticle(
      `---\ntitle: T\nsummary: S\ncategory: Domains\nrelated: [vps]\n---\n${body}\n`,
      'static/help/unsafe-links.md',
      (message) => warnings.push(message),
    );
    const addresses = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map(([, address]) => address);
    expect(addresses).toEqual([
      '&amp;#106;avascript:alert(3)',
      '/help/transfer-a-domain',
      'https://example.co.za/a?b=1&amp;c=2',
      'mailto:help@example.co.za',
      'tel:+27110000000',
      '/icon-192.png',
    ]);
    expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|vbscript|data):/i);
    for (const text of ['run', 'shout', 'vb', 'pixel', 'drawn']) expect(html).toContain(text);
    expect(warnings).toHaveLength(5);
    for (const warning of warnings) expect(warning).toMatch(/^static\/help\/unsafe-links\.md: /);
    expect(warnings.join('\n')).toContain('javascript:alert(1)');
    expect(warnings.join('\n')).toContain('data:image/png');
  });

  it.each(helpArticles.map((article) => article.slug))('when %s is built, then the build warns of no address', (slug) => {
    const warnings: string[] = [];
    parseArticle(sourceOf(slug), `static/help/${slug}.md`, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });
});

describe('where the help articles are linked', () => {
  it.each(planKinds)(
    'when the %s page shows its questions, then there are three to six, each leading to an article that exists',
    (kind) => {
      const faqs = hostingFaqs[kind];
      expect(faqs.length).toBeGreaterThanOrEqual(3);
      expect(faqs.length).toBeLessThanOrEqual(6);
      for (const faq of faqs)
        expect({ question: faq.question, article: findHelpArticle(faq.article)?.slug }).toEqual({
          question: faq.question,
          article: faq.article,
        });
    },
  );

  it('when an order question links to help, then the article exists, for every kind and every answer that shows a link', () => {
    const domainSteps = ['not-sure', 'register', 'transfer', 'existing'];
    const linked = new Set<string>();
    for (const kind of planKinds) {
      for (const question of setupQuestions[kind]) {
        for (const domainAction of domainSteps) {
          const answers: SetupAnswers = { domainAction };
          const help = question.help?.(answers);
          if (!help) continue;
          linked.add(help.article);
          expect({ article: help.article, found: Boolean(findHelpArticle(help.article)) }).toEqual({
            article: help.article,
            found: true,
          });
        }
      }
    }
    expect([...linked]).toEqual(expect.arrayContaining(['make-an-ssh-key', 'transfer-a-domain']));
  });

  it('when the VPS page answers which system to choose, then it names the releases past their end of life as the catalogue dates them, and a release joins them the day after its date', () => {
    const answer = hostingFaqs.vps.find((faq) => faq.article === 'choose-an-operating-system')!.answer;
    for (const name of endedReleases()) expect(answer).toContain(name);
    const [current] = vpsOperatingSystems.systems.flatMap(({ name, releases }) =>
      releases.filter((release) => !endedReleases().includes(`${name} ${release.version}`)).map((release) => ({ name, release })),
    );
    const dayAfter = new Date(Date.parse(`${current.release.endOfLife}T12:00:00+02:00`) + 24 * 60 * 60 * 1000);
    expect(endedReleases(dayAfter)).toContain(`${current.name} ${current.release.version}`);
  });
});

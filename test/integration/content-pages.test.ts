import request from 'supertest';
import { excludingVat, findPlanById, hostingPages, planDetails, planKinds } from '../../shared/catalogue/plans';
import { company } from '../../shared/catalogue/company';
import { companyDisclosure } from '../../shared/catalogue/company-disclosure';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { serviceDetails } from '../../shared/generated/service-details';
import { featuredServiceIds, findService, services } from '../../shared/catalogue/services';
import {
  aboutCopy,
  contactCopy,
  homeCopy,
  legalCopy,
  serviceDetailCopy,
  servicesCopy,
  supportCopy,
} from '../../shared/catalogue/site-copy';
import { helpCopy } from '../../shared/catalogue/help-copy';
import { decodeEntities, textOf } from '../support/html-entities';
import { callbackCopy } from '../../shared/catalogue/callback-copy';
import { orderCopy } from '../../shared/catalogue/order-copy';
import { testApp } from '../support/site-server';
import { paths } from '../../shared/routes';

const app = testApp();

/** The page inside <main>; where React streamed it as a hidden segment swapped in by a script, from that segment. */
const mainOf = (html: string) => {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const pending = /<template id="B:(\d+)"><\/template>/.exec(main);
  if (!pending) return main;
  return new RegExp(`<div hidden id="S:${pending[1]}">([\\s\\S]*?)</div><script`).exec(html)?.[1] ?? '';
};
// The pages' words are read from the catalogue; that those are the spec's: unit/spec-site-pages.test.

/** Every anchor in the fragment as { href, text, attrs }, in document order. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: decodeEntities(/\shref="([^"]*)"/.exec(attrs)?.[1] ?? ''),
    text: textOf(inner).trim(),
    inner,
    attrs,
  }));
const headingsOf = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, inner]) => `h${level} ${textOf(inner).trim()}`);

const get = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  return { html: res.text, main: mainOf(res.text), text: textOf(mainOf(res.text)) };
};

describe('home page in server HTML', () => {
  it('when read, then the hero has the headline, sub-line, both calls to action and the three badges', async () => {
    const { main, text } = await get('/');
    const { headline, subheadline, primaryCta, secondaryCta, badges } = homeCopy.hero;
    expect(headingsOf(main)[0]).toBe(`h1 ${headline}`);
    expect(text).toContain(subheadline);
    const links = linksOf(main);
    for (const { href, label } of [primaryCta, secondaryCta])
      expect(links).toContainEqual(expect.objectContaining({ href, text: label }));
    for (const badge of badges) expect(text).toContain(badge);
  });

  it('when read, then six featured service cards each lead to /services with Learn More, and Explore All IT Solutions follows', async () => {
    const { main, text } = await get('/');
    const { learnMore, exploreAll } = homeCopy.servicesSection;
    const titles = featuredServiceIds.map((id) => findService(id)?.title);
    for (const id of featuredServiceIds) expect(text).toContain(findService(id)?.description);
    const headings = headingsOf(main);
    expect(headings.filter((h) => titles.some((t) => h === `h3 ${t}`))).toHaveLength(6);
    const cardLinks = linksOf(main).filter((l) => l.text.startsWith(learnMore.label));
    expect(cardLinks.map((l) => l.href)).toEqual(Array(6).fill(learnMore.href));
    // Seen as "Learn More"; named after its service for screen readers and search engines.
    expect(cardLinks.map((l) => l.text)).toEqual(titles.map((title) => `${learnMore.label} about ${title}`));
    expect(cardLinks.every((l) => /<span class="visually-hidden"> about /.test(l.inner))).toBe(true);
    expect(linksOf(main)).toContainEqual(expect.objectContaining({ href: exploreAll.href, text: exploreAll.label }));
    expect(text).not.toContain(findService('connectivity')?.description);
  });

  it('when read, then Get In Touch shows the phone with a WhatsApp link, the email and the office by appointment, as text', async () => {
    const { main, text } = await get('/');
    const block = /aria-labelledby="get-in-touch-heading"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
    expect(headingsOf(block)[0]).toBe(`h2 ${homeCopy.getInTouch.heading}`);
    const links = linksOf(block);
    expect(links).toContainEqual(expect.objectContaining({ href: company.phone.href, text: company.phone.display }));
    expect(links).toContainEqual(expect.objectContaining({ href: company.email.href, text: company.email.display }));
    const whatsapp = links.find((l) => l.href === company.whatsapp.href);
    expect(whatsapp?.text).toContain(company.whatsapp.display);
    expect(whatsapp?.attrs).toMatch(/target="_blank"/);
    expect(whatsapp?.attrs).toMatch(/rel="[^"]*noopener/);
    for (const line of [...company.address.lines, company.address.note]) expect(textOf(block)).toContain(line);
    expect(block).not.toMatch(/<input|<textarea/);
    expect(text).toContain(homeCopy.getInTouch.intro);
  });

  it('when read, then the contact section is not rendered yet but its space is reserved', async () => {
    const { main } = await get('/');
    expect(main).toContain('data-mounted="false"');
    expect(main).not.toContain(contactCopy.section.heading);
    expect(main).not.toMatch(/<form/);
  });
});

describe('services page in server HTML', () => {
  it('when read, then it shows Our IT Services and a card for every service in catalogue order, each linking to its own page', async () => {
    const { main, text } = await get('/services');
    expect(headingsOf(main)[0]).toBe(`h1 ${servicesCopy.title}`);
    const cards = [...main.matchAll(/<li[^>]*data-testid="service-card"[\s\S]*?<\/li>/g)].map(([card]) => card);
    expect(cards).toHaveLength(services.length);
    cards.forEach((card, index) => {
      const service = services[index];
      expect(headingsOf(card)).toEqual([`h2 ${service.title}`]);
      expect(textOf(card)).toContain(service.description);
      expect(card).toMatch(/<svg/);
      expect(linksOf(card).map((l) => l.href)).toEqual([`/services/${service.id}`]);
    });
    expect(text).toContain(servicesCopy.intro);
  });

  it('when read, then Why Choose Our Services? lists its four reasons', async () => {
    const { main, text } = await get('/services');
    const { heading, items } = servicesCopy.whyChoose;
    const headings = headingsOf(main);
    expect(headings.indexOf(`h2 ${heading}`)).toBeGreaterThan(0);
    expect(headings.slice(headings.indexOf(`h2 ${heading}`) + 1)).toEqual(items.map((item) => `h3 ${item.title}`));
    // Each reason one sentence.
    for (const item of items) expect(text).toContain(item.text);
    for (const item of items) expect(item.text).toMatch(/^[^.]+\.$/);
  });
});

describe('service pages in server HTML', () => {
  it.each(services.map((s) => [s.link, s] as const))(
    'when %s is read, then it explains the service and calls to /contact; every section below its hero is named by a heading, and what holds them is no section',
    async (path, service) => {
      const { html, main, text } = await get(path);
      const detail = serviceDetails[service.id];
      const { headings, cta } = serviceDetailCopy;
      const sectionHeadings = [headings.overview, headings.engagement, headings.included, headings.audience];
      expect(headingsOf(main)).toEqual([
        `h1 ${service.title}`,
        ...[...sectionHeadings, helpCopy.relatedArticlesHeading, cta.heading].map((heading) => `h2 ${heading}`),
      ]);
      for (const part of [...detail.overview, ...detail.included, ...detail.audience, ...detail.engagement])
        expect(text).toContain(part);
      expect(linksOf(main)).toContainEqual(expect.objectContaining({ href: cta.button.href, text: cta.button.label }));
      expect(linksOf(main)).toContainEqual(expect.objectContaining({ href: '/services' }));
      expect(html).toContain(`"@type":"Service","name":"${service.title}"`);
      const sections = [...main.matchAll(/<section\b([^>]*)>/g)].map(([, attrs]) => attrs);
      // The first is the page's hero, named by the page's one h1.
      const unnamed = sections.slice(1).filter((attrs) => !/\saria-label(ledby)?="[^"]+"/.test(attrs));
      expect(sections.length).toBeGreaterThan(4);
      expect(unnamed).toEqual([]);
      expect(main).toMatch(/<div[^>]*data-testid="service-detail-body"/);
    },
  );
});

describe('about page in server HTML', () => {
  it('when read, then it has the hero, Partner With Us to /contact, four values, the figures and the mission', async () => {
    const { main, text } = await get('/about');
    const { hero, about, values, stats, mission } = aboutCopy;
    expect(headingsOf(main)).toEqual([
      `h1 ${hero.title}`,
      `h2 ${about.heading}`,
      `h2 ${values.heading}`,
      ...values.items.map((value) => `h3 ${value.title}`),
      `h2 ${mission.heading}`,
    ]);
    expect(linksOf(main)).toContainEqual(expect.objectContaining({ href: about.partnerCta.href, text: about.partnerCta.label }));
    for (const paragraph of about.paragraphs) expect(text).toContain(paragraph);
    expect(text).toContain(`Since ${company.foundedYear}`);
    for (const { value, label } of stats) expect(text).toContain(`${value} ${label}`);
    expect(text).toContain(mission.statement);
    expect(aboutCopy.mission.statement.length).toBeGreaterThan(40);
  });
});

describe('contact page in server HTML', () => {
  it('when read, then the Get In Touch banner is followed by the contact section, which offers every way to reach us', async () => {
    const { main, text } = await get('/contact');
    expect(headingsOf(main).slice(0, 2)).toEqual([`h1 ${contactCopy.banner.title}`, `h2 ${contactCopy.section.heading}`]);
    expect(text).toContain(contactCopy.banner.intro);
    const ways = textOf(/data-testid="contact-ways"[\s\S]*?<\/ul>/.exec(main)?.[0] ?? '');
    const { phone, whatsapp, email, address } = company;
    for (const fact of [phone.display, whatsapp.display, email.display, ...address.lines, address.note])
      expect(ways).toContain(fact);
  });
});

describe('support page in server HTML', () => {
  it('when read, then Technical Support has its three cards with working phone and email links, and Live Chat opens WhatsApp (no chat provider set)', async () => {
    const { main, text } = await get('/support');
    const { cards } = supportCopy;
    expect(headingsOf(main)).toEqual([
      `h1 ${supportCopy.title}`,
      ...[
        cards.liveChat.title,
        cards.phone.title,
        cards.email.title,
        supportCopy.remoteSupport.heading,
        callbackCopy.heading,
      ].map((heading) => `h2 ${heading}`),
      // Inside <noscript>: what a browser without JavaScript shows in the call back form's place.
      `h3 ${callbackCopy.noScript.heading}`,
      `h2 ${helpCopy.relatedArticlesHeading}`,
    ]);
    const links = linksOf(main);
    expect(links).toContainEqual(expect.objectContaining({ href: company.phone.href, text: company.phone.display }));
    expect(links).toContainEqual(
      expect.objectContaining({ href: company.supportEmail.href, text: company.supportEmail.display }),
    );
    expect(company.phone.href).toMatch(/^tel:\+27\d{9}$/);
    expect(company.supportEmail.href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    expect(text).toContain(company.hours);
    // No chat provider configured: Live Chat is a link to the WhatsApp chat in a new tab.
    const chat = links.find((l) => l.text === cards.liveChat.buttonLabel);
    expect(chat?.href).toBe(company.whatsapp.href);
    expect(chat?.attrs).toMatch(/target="_blank"/);
    expect(chat?.attrs).toMatch(/rel="[^"]*noopener/);
  });

  it('when read, then the first thing to press under the title is the support request’s form, linked once', async () => {
    const links = linksOf((await get('/support')).main);
    expect(links[0]).toMatchObject({ href: paths['support-request'], text: supportCopy.request });
    expect(links.filter((link) => link.href === paths['support-request'])).toHaveLength(1);
  });

  it('when read, then Remote Support Access opens the configured download page in a new tab', async () => {
    const custom = testApp({ REMOTE_SUPPORT_URL: 'https://get.teamviewer.com/kopano' });
    for (const [server, url] of [
      [app, supportCopy.remoteSupport.defaultUrl],
      [custom, 'https://get.teamviewer.com/kopano'],
    ] as const) {
      const remote = linksOf(mainOf((await request(server).get('/support')).text)).find(
        (l) => l.text === supportCopy.remoteSupport.buttonLabel,
      );
      expect(remote?.href).toBe(url);
      expect(remote?.attrs).toMatch(/target="_blank"/);
      expect(remote?.attrs).toMatch(/rel="[^"]*noopener/);
    }
  });
});

describe('the call back without JavaScript', () => {
  it.each(['/contact', '/support'])(
    'when %s is read, then the call back offers the phone and WhatsApp in place of its form',
    async (path) => {
      const { main } = await get(path);
      const offer = linksOf(/data-testid="callback-form-noscript"[\s\S]*?<\/noscript>/.exec(main)?.[0] ?? '');
      const { phone, whatsapp } = callbackCopy.noScript.labels;
      expect(offer.map((link) => `${link.href} ${link.text}`)).toEqual([
        `${company.phone.href} ${phone} ${company.phone.display}`,
        `${company.whatsapp.href} ${whatsapp} ${company.whatsapp.display}`,
      ]);
      expect(main).not.toContain('data-testid="callback-form"');
    },
  );
});

describe('legal page in server HTML', () => {
  // What the ECT Act asks the site itself to show; every page's legal line in its footer: pages.test's 'every public route'.
  it('when read, then it has the title, the office address, the quarterly review notice and every company disclosure', async () => {
    const { main, text } = await get('/legal');
    expect(headingsOf(main)[0]).toBe(`h1 ${legalCopy.title}`);
    const office = /data-testid="legal-office"[\s\S]*?<\/address>[\s\S]*?<\/p>/.exec(main)?.[0] ?? '';
    for (const line of [...company.address.lines, company.address.note]) expect(textOf(office)).toContain(line);
    expect(text).toContain(legalCopy.reviewNotice);
    const disclosures = textOf(/data-testid="company-information"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '');
    expect(disclosures).toContain(companyDisclosure.heading);
    for (const [label, value] of companyDisclosure.rows) expect(disclosures).toContain(`${label} ${value}`);
  });

  it('when read, then nine document cards (the spec’s eight and the PAIA manual) each offer Download PDF of their own file', async () => {
    const { main } = await get('/legal');
    const cards = [...main.matchAll(/<li[^>]*data-testid="legal-document"[\s\S]*?<\/li>/g)].map(([card]) => card);
    expect(cards.map((card) => headingsOf(card)[0])).toEqual(legalDocuments.map((doc) => `h2 ${doc.title}`));
    cards.forEach((card, index) => {
      const doc = legalDocuments[index];
      expect(textOf(card)).toContain(doc.description);
      const [download] = linksOf(card);
      expect(download).toMatchObject({ href: doc.url, text: legalCopy.downloadLabel });
      expect(download.attrs).toContain(`download="${doc.filename}"`);
      // Beside it, Read Online: the document's own page.
      expect(linksOf(card)).toContainEqual(expect.objectContaining({ href: doc.path, text: legalCopy.readLabel }));
    });
  });
});

// Every page's <main>, toast region, JSON-LD, style attributes and footer legal line: pages.test's 'every public route'.
describe('the contact page with ?plan= (a plan’s Order button before the script ran)', () => {
  const get = async (url: string) => mainOf((await request(app).get(url).expect(200)).text);

  it('when a known plan is named, then the server HTML shows it with its price and details, and links its quotation', async () => {
    const main = await get('/contact?plan=CXN3');
    const text = textOf(main);
    expect(text).toContain(contactCopy.planNotice.heading);
    const { plan } = findPlanById('CXN3')!;
    expect(text).toContain(`CXN3 ${plan.price} /month incl. VAT ${excludingVat(plan.price)} ${planDetails(plan)}`);
    const notice = /data-testid="plan-notice"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
    expect(linksOf(notice)).toContainEqual(expect.objectContaining({ href: '/quote?plan=CXN3', text: orderCopy.quoteLink }));
  });

  it('when the same page is asked for without a plan, or with an unknown or hostile one, then no plan is shown', async () => {
    await get('/contact?plan=CXN3');
    for (const url of ['/contact', '/contact?plan=NOPE', '/contact?plan=%3Cscript%3E', '/contact?kind=vps']) {
      expect(await get(url)).not.toContain('data-testid="plan-notice"');
    }
  });

  it('when read with JavaScript off, then the form’s column offers phone, WhatsApp and email instead of a blank, and no form', async () => {
    const main = await get('/contact');
    expect(main).toContain('class="form-area"');
    expect(main).not.toContain('data-testid="contact-form"');
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(main)?.[1] ?? '';
    expect(textOf(noscript)).toContain(contactCopy.noScript.text);
    expect(linksOf(noscript).map((l) => l.href)).toEqual([company.phone.href, company.whatsapp.href, company.email.href]);
  });
});

describe('hero illustrations', () => {
  const illustrated = [
    '/about',
    '/services',
    ...services.map((service) => `/services/${service.id}`),
    ...planKinds.map((kind) => hostingPages[kind].path),
  ];

  it.each(illustrated)(
    'when %s is read, then its hero carries an illustration drawn inline for the site (a service page’s shows that service), hidden from screen readers, with its size fixed',
    async (path) => {
      const { main } = await get(path);
      const hero = /<section[^>]*>[\s\S]*?<h1[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
      const svg = /<svg[^>]*data-testid="hero-illustration"[^>]*>[\s\S]*?<\/svg>/.exec(hero)?.[0] ?? '';
      expect(svg).not.toBe('');
      const open = /<svg[^>]*>/.exec(svg)?.[0] ?? '';
      expect(open).toMatch(/aria-hidden="true"/);
      expect(open).toMatch(/viewBox="0 0 \d+ \d+"/);
      // Drawn by the site: nothing fetched, no raster images, no fixed colours that ignore the theme.
      expect(svg).not.toMatch(/<image|href="http|url\(http|<foreignObject/);
      expect(svg).not.toMatch(/fill="#|stroke="#/);
      expect(svg.length).toBeLessThan(6000);
      const service = /^\/services\/(.+)$/.exec(path)?.[1];
      if (service) expect(open).toMatch(new RegExp(`data-subject="${service}"`));
    },
  );
});

import request from 'supertest';
import {
  endOfLifeCopy,
  excludingVat,
  planDetails,
  VPS_NEEDS,
  vpsFit,
  hostingPages,
  pastelReasons,
  planKinds,
  plansByKind,
  plansViewSwitch,
  isPastEndOfLife,
  yearlySaving,
  vpsOperatingSystems,
  type Plan,
  type PlanKind,
  type VpsPlan,
} from '../../shared/catalogue/plans';
import { company } from '../../shared/catalogue/company';
import { decodeEntities, jsonLdOf, textOf as text } from '../support/html-entities';
import { testConfig } from '../support/test-config';
import { testApp } from '../support/site-server';

const app = testApp();

interface Card {
  id: string;
  html: string;
  text: string;
}

const cardsOf = (html: string): Card[] =>
  [...html.matchAll(/<article[^>]*data-testid="plan-card"[^>]*data-plan="([^"]+)"[^>]*>([\s\S]*?)<\/article>/g)].map(
    ([, id, inner]) => ({
      id,
      html: inner,
      text: text(inner),
    }),
  );

/** The page's own text; React may stream a large page body after the footer, so header and footer are cut out by tag. */
const pageText = (html: string) => text(html.replace(/<header[\s\S]*?<\/header>|<footer[\s\S]*?<\/footer>/g, ''));

/** The page at `url`, answered 200. */
const htmlAt = async (url: string) => (await request(app).get(url).expect(200)).text;
const pages = new Map<PlanKind, string>();
beforeAll(async () => {
  for (const kind of planKinds) pages.set(kind, await htmlAt(hostingPages[kind].path));
});
const htmlOf = (kind: PlanKind) => pages.get(kind) as string;

/** The words a card must show for each spec of its kind. */
const specTexts = (plan: Plan): string[] => {
  if ('locations' in plan)
    return [`vCPU ${plan.cpus}`, `RAM ${plan.ram}`, `NVMe storage ${plan.storage}`, `Locations ${plan.locations.join(', ')}`];
  if ('backupRetention' in plan) return [`CPUs ${plan.cpus}`, `RAM ${plan.ram}`, `Storage ${plan.storage}`];
  if ('websites' in plan)
    return [
      `Websites ${plan.websites}`,
      `SSD storage ${plan.storage}`,
      `Bandwidth ${plan.bandwidth}`,
      `MySQL databases ${plan.databases}`,
      `Email accounts ${plan.email}`,
    ];
  if ('mailbox' in plan)
    return [`Licence ${plan.users}`, `OneDrive storage ${plan.storage.replace(' OneDrive', '')}`, `Mailbox ${plan.mailbox}`];
  return [`cPanel accounts ${plan.accounts}`, `Storage ${plan.storage}`, `Bandwidth ${plan.bandwidth}`];
};

describe.each(planKinds)('the %s hosting page in server HTML', (kind) => {
  const page = hostingPages[kind];
  const plans: readonly Plan[] = plansByKind[kind];

  it('when it is read, then the hero, the highlights and the section title are the catalogue texts', () => {
    const html = htmlOf(kind);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(page.title);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${page.title} | ${company.name}`);
    expect(decodeEntities(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '')).toBe(page.blurb);
    const body = pageText(html);
    expect(body).toContain(page.blurb);
    for (const benefit of page.benefits) expect(body).toContain(`${benefit.title} ${benefit.text}`);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${page.sectionTitle}</h2>`));
  });

  it('when the cards are read, then every plan is there in catalogue order with its specs, features and order button, which without JavaScript opens the contact page with the plan', () => {
    const cards = cardsOf(htmlOf(kind));
    expect(cards.map((card) => card.id)).toEqual(plans.map((plan) => plan.id));
    cards.forEach((card, index) => {
      const plan = plans[index];
      expect(card.html).toMatch(new RegExp(`<h3[^>]*>${plan.name}</h3>`));
      for (const spec of specTexts(plan)) expect(card.text).toContain(spec);
      for (const feature of plan.features ?? []) expect(card.text).toContain(feature);
      expect(card.html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${page.orderLabel}</button>`));
      expect(card.html).toContain(`<form action="/contact" method="get"><input type="hidden" name="plan" value="${card.id}"/>`);
      expect(card.text.includes('Most Popular')).toBe(plan.popular === true);
    });
  });

  it('when the cards are read, then a shown price has its amount excluding VAT under it, and a hidden one has none', () => {
    for (const [index, card] of cardsOf(htmlOf(kind)).entries()) {
      const plan = plans[index];
      if (!page.showPrices) {
        expect(card.text).not.toMatch(/VAT/);
        continue;
      }
      const amounts = [plan.price, ...(plan.yearlyPrice ? [plan.yearlyPrice] : [])];
      const shown = [...card.text.matchAll(/R\d+\.\d\d excl\. VAT/g)].map(([line]) => line);
      expect(shown).toEqual(amounts.map(excludingVat));
      // The monthly price as the spec writes it, the amount excluding VAT under it.
      expect(card.text).toContain(`${plan.price} /month incl. VAT ${excludingVat(plan.price)}`);
    }
  });

  // Where prices are shown, the monthly price: the test above; the yearly one only where a plan has
  // one: 'sections of one page only' below (VPS; Pastel has none).
  if (!page.showPrices)
    it('when prices are hidden, then no rand amount appears anywhere on the page', () => {
      const html = htmlOf(kind);
      expect(pageText(html)).not.toMatch(/\bR\d/);
      for (const plan of plans) expect(html).not.toMatch(new RegExp(`\\b${plan.price}\\b`));
      expect(html).not.toContain('data-testid="plan-price"');
    });
  else
    it('when prices are shown, then every rand amount on the page says beside it that it includes VAT, or is the amount without', () => {
      const amounts = [...pageText(htmlOf(kind)).matchAll(/\bR\d[\d.]*( \/(month|year))?( (incl|excl)\. VAT)?/g)];
      expect(amounts.length).toBeGreaterThan(plans.length);
      expect(amounts.map(([amount]) => amount).filter((amount) => !amount.endsWith(' VAT'))).toEqual([]);
    });

  it('when a search engine reads it, then its plans are Products with an Offer in rand where the price is shown, else Services with an Offer that names none', () => {
    const list = jsonLdOf(htmlOf(kind)).find((data) => data['@type'] === 'ItemList') as {
      itemListElement: {
        position: number;
        item: { '@type': string; name: string; sku?: string; image: string; offers?: unknown };
      }[];
    };
    expect(list.itemListElement.map((entry) => entry.position)).toEqual(plans.map((_, i) => i + 1));
    list.itemListElement.forEach(({ item }, index) => {
      const plan = plans[index];
      expect(item['@type']).toBe(page.showPrices ? 'Product' : 'Service');
      expect(item.name).toBe(`${page.title} ${plan.name}`);
      expect(item.image).toMatch(new RegExp(`^${testConfig().publicUrl}/`));
      if (!page.showPrices) {
        expect(item.offers).toEqual(expect.objectContaining({ '@type': 'Offer' }));
        expect(JSON.stringify(item.offers)).not.toMatch(/price/i);
        return;
      }
      expect(item.sku).toBe(plan.id);
      const offers = [item.offers].flat() as { price: string; priceCurrency: string }[];
      const amount = (price: string) => `${price.slice(1)}.00`;
      expect(offers).toEqual(
        [plan.price, plan.yearlyPrice]
          .filter((price): price is string => Boolean(price))
          .map((price) =>
            expect.objectContaining({
              '@type': 'Offer',
              price: amount(price),
              priceCurrency: 'ZAR',
              priceSpecification: expect.objectContaining({ valueAddedTaxIncluded: true }),
            }),
          ),
      );
    });
  });
});

const vpsPlansWithYearlyPrice = () => plansByKind.vps.filter((plan) => plan.yearlyPrice);

describe('sections of one page only', () => {
  it('when the VPS page is read, then only the plans with a yearly price carry one, labelled with what it saves', () => {
    const cards = cardsOf(htmlOf('vps'));
    const yearly = vpsPlansWithYearlyPrice();
    expect(cards.filter((card) => card.text.includes('/year')).map((card) => card.id)).toEqual(yearly.map((p) => p.id));
    for (const plan of yearly) {
      const card = cards.find((c) => c.id === plan.id)!;
      expect(card.text).toContain(
        `${plan.price} /month incl. VAT ${excludingVat(plan.price)} or ${plan.yearlyPrice} /year incl. VAT ${yearlySaving(plan)} ${excludingVat(plan.yearlyPrice!)}`,
      );
    }
  });

  it('when the VPS page is read, then it lists the 1-click operating systems and Windows Server on request', () => {
    const body = pageText(htmlOf('vps'));
    const systems = vpsOperatingSystems.systems
      .flatMap(({ name, releases, note }) => [
        name,
        ...releases.map((release) => (isPastEndOfLife(release) ? `${release.version} (${endOfLifeCopy.mark})` : release.version)),
        ...(note ? [note] : []),
      ])
      .join(' ');
    // Each release past its end of life says so, and only those (unit/spec-plans.test names the four there are).
    expect(body).toContain(`${vpsOperatingSystems.title} ${vpsOperatingSystems.blurb} ${systems}`);
    const onRequest = vpsOperatingSystems.systems.find((system) => system.note)!.note;
    expect(htmlOf('vps')).toMatch(new RegExp(`<a[^>]*href="/contact"[^>]*>${onRequest}</a>`));
  });

  it('when the Pastel page is read, then no yearly price or saving label shows, and the four reasons do', () => {
    const html = htmlOf('pastel');
    expect(pageText(html)).not.toContain('Save ');
    expect(pageText(html)).not.toContain('/year');
    const reasons = /data-testid="reasons"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(text(reasons.slice(reasons.indexOf('>') + 1)).startsWith(`${pastelReasons.title} `)).toBe(true);
    // The spec's four: unit/spec-hosting-pages.test.
    expect([...reasons.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(pastelReasons.reasons.map((r) => r.title));
    expect(pastelReasons.reasons.every((reason) => text(reasons).includes(reason.text))).toBe(true);
  });

  it('when any other hosting page is read, then it has neither the operating systems nor the Pastel reasons', () => {
    for (const kind of planKinds) {
      expect(htmlOf(kind).includes('data-testid="operating-systems"')).toBe(kind === 'vps');
      expect(htmlOf(kind).includes('data-testid="reasons"')).toBe(kind === 'pastel');
    }
  });
});

const VPS = hostingPages.vps.path;
/** The comparison table's rows, each as its text. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-testid="comparison-row"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => text(row));

describe('one view of the VPS plans at a time', () => {
  const orderButtons = (html: string) => [...html.matchAll(/data-testid="order-button"/g)].length;
  const switchLinks = (html: string) =>
    [...html.matchAll(/<a[^>]*data-testid="plans-view-([a-z]+)"[^>]*>([^<]*)<\/a>/g)].map(([tag, view, label]) => ({
      view,
      label,
      href: decodeEntities(/href="([^"]*)"/.exec(tag)?.[1] ?? ''),
      current: tag.includes('aria-current="true"'),
    }));
  it('when the VPS page is opened, then it shows a card for every plan once, and a link to compare all plans instead', async () => {
    // Its cards, each plan's once: 'when the cards are read, then every plan is there…' above.
    const html = htmlOf('vps');
    expect(html).not.toContain('data-testid="vps-comparison"');
    expect(orderButtons(html)).toBe(plansByKind.vps.length);
    expect(switchLinks(html)).toEqual([
      { view: 'cards', label: plansViewSwitch.views.cards, href: `${VPS}?view=cards`, current: true },
      { view: 'compare', label: plansViewSwitch.views.compare, href: `${VPS}?view=compare`, current: false },
    ]);
  });

  it('when "Compare all plans" is followed, then the page shows the table instead of the cards, with a yearly price only where one exists and order buttons that work without JavaScript', async () => {
    const html = await htmlAt(`${VPS}?view=compare`);
    expect(cardsOf(html)).toHaveLength(0);
    const rows = rowsOf(html);
    expect(rows).toHaveLength(plansByKind.vps.length);
    expect(orderButtons(html)).toBe(plansByKind.vps.length);
    expect(switchLinks(html).map(({ view, current }) => [view, current])).toEqual([
      ['cards', false],
      ['compare', true],
    ]);
    expect(rows.filter((row) => row.includes('/year')).map((row) => row.split(' ')[0])).toEqual(
      vpsPlansWithYearlyPrice().map((plan) => plan.name),
    );
    for (const plan of plansByKind.vps) {
      const row = rows.find((r) => r.startsWith(`${plan.name} `))!;
      expect(row).toContain(`${plan.price} /month incl. VAT ${excludingVat(plan.price)}`);
      if (plan.yearlyPrice) expect(row).toContain(`${plan.yearlyPrice} /year incl. VAT ${excludingVat(plan.yearlyPrice)}`);
    }
    expect(pageText(html)).not.toMatch(/–|No yearly price|Yearly/);
    // Without JavaScript: plain headings (no sort buttons), and each Order Now a GET to the contact page naming its plan.
    expect(/<thead[\s\S]*?<\/thead>/.exec(html)?.[0]).not.toContain('<button');
    const orders = html.matchAll(
      /<form action="\/contact" method="get"><input type="hidden" name="plan" value="(\w+)"\/><button[^>]*id="order-vps-\1-table"/g,
    );
    expect([...orders].map(([, id]) => id).sort()).toEqual(plansByKind.vps.map((plan) => plan.id).sort());
  });

  const viewCookie = (res: request.Response) =>
    [res.headers['set-cookie']].flat().find((c) => c?.startsWith('plans-view=')) ?? '';
  const REMEMBERED = 'plans-view=compare; Path=/; Max-Age=31536000; SameSite=Lax';

  it('when a visitor has chosen a view, then it is remembered: a later visit to the bare page shows it, also without JavaScript', async () => {
    const chosen = await request(app).get(`${VPS}?view=compare`).expect(200);
    // PUBLIC_URL plain http (a development machine): not Secure, so the browser keeps it.
    const cookie = viewCookie(chosen);
    expect(cookie).toBe(REMEMBERED);
    const later = await request(app).get(VPS).set('Cookie', cookie.split(';')[0]);
    expect(later.status).toBe(302);
    expect(later.headers.location).toBe(`${VPS}?view=compare`);
    // Cards chosen again: the bare page shows cards and asks nothing of the visitor.
    const back = await request(app).get(`${VPS}?view=cards`).set('Cookie', 'plans-view=compare').expect(200);
    expect([back.headers['set-cookie']].flat().join()).toContain('plans-view=cards');
    expect(cardsOf(back.text)).toHaveLength(plansByKind.vps.length);
    await request(app).get(VPS).set('Cookie', 'plans-view=cards').expect(200);
  });

  it('when PUBLIC_URL is https and the proxy in front is not trusted (the request looks like plain http), then the cookie is Secure all the same', async () => {
    const behindProxy = testApp({ PUBLIC_URL: 'https://www.kopano-it.co.za', TRUST_PROXY_HOPS: '0' });
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }]) {
      const res = await request(behindProxy).get(`${VPS}?view=compare`).set(headers).expect(200);
      expect(viewCookie(res)).toBe(`${REMEMBERED}; Secure`);
    }
  });

  it('when another hosting page is asked for a view, then it has no switch and ignores it', async () => {
    const html = await htmlAt(`${hostingPages.shared.path}?view=compare`);
    expect(switchLinks(html)).toEqual([]);
    expect(cardsOf(html).length).toBe(plansByKind.shared.length);
    await request(app).get(hostingPages.shared.path).set('Cookie', 'plans-view=compare').expect(200);
  });
});

describe('the VPS that fits', () => {
  const gb = (size: string) => Number.parseInt(size, 10);
  const namesOf = (html: string) => rowsOf(html).map((row) => row.split(' ')[0]);
  const answerOf = (html: string) => text(/data-testid="vps-fit-answer"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '');
  const inputOf = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const valueOf = (html: string, name: string) => /value="([^"]*)"/.exec(inputOf(html, name))?.[1];
  const cheapestFirst = (plans: readonly VpsPlan[]) =>
    [...plans].sort((a, b) => Number(a.price.slice(1)) - Number(b.price.slice(1)));

  type Needs = Partial<Record<'cpus' | 'ram' | 'storage', number>>;
  it.each<[Needs]>([
    [{ cpus: 6, ram: 10, storage: 300 }],
    [{ cpus: 1 }],
    [{ ram: 33 }],
    [{ storage: 2000, cpus: 16 }],
    [{ cpus: 2.5 }],
  ])(
    'when a buyer asks for %o, then only the plans with at least that are listed, smallest first, and the smallest is named with its Order button',
    async (needs) => {
      const query = new URLSearchParams(Object.entries(needs).map(([k, v]) => [k, String(v)]));
      const html = await htmlAt(`${VPS}?view=compare&${query}`);
      const fitting = cheapestFirst(
        plansByKind.vps.filter(
          (plan) =>
            plan.cpus >= (needs.cpus ?? 0) && gb(plan.ram) >= (needs.ram ?? 0) && gb(plan.storage) >= (needs.storage ?? 0),
        ),
      );
      expect(fitting.length).toBeGreaterThan(0);
      expect(namesOf(html)).toEqual(fitting.map((plan) => plan.name));
      const answer = answerOf(html);
      expect(answer).toContain(vpsFit.fits(fitting.length, plansByKind.vps.length));
      expect(answer).toContain(
        `${vpsFit.smallest} ${fitting[0]!.name}: ${planDetails(fitting[0]!)}, ${fitting[0]!.price}/month incl. VAT`,
      );
      expect(html).toContain(`id="order-vps-${fitting[0]!.id}-fit"`);
      for (const [name, value] of Object.entries(needs)) expect(valueOf(html, name)).toBe(String(value));
    },
  );

  it('when no plan has what a buyer asks for, then it says so, with no table, and offers the largest plan and a consultation', async () => {
    const most = Math.max(...plansByKind.vps.map((plan) => plan.cpus));
    const html = await htmlAt(`${VPS}?view=compare&cpus=${most + 1}`);
    expect(namesOf(html)).toEqual([]);
    expect(html).not.toContain('<table');
    const largest = cheapestFirst(plansByKind.vps).at(-1)!;
    const answer = answerOf(html);
    expect(answer).toContain(vpsFit.none);
    expect(answer).toContain(`${vpsFit.largest} ${largest.name}: ${planDetails(largest)}`);
    expect(answer).toContain(vpsFit.consultationLink);
    expect(html).toContain(`<a href="/contact">${vpsFit.consultationLink}</a>`);
    expect(html).toContain(`id="order-vps-${largest.id}-fit"`);
  });

  it.each(['lots', '-4', '8GB', '1e9', '0x10', ' '.repeat(3) + 'x'])(
    'when a need is typed as %p, then the whole table shows with a message, never an error',
    async (value) => {
      const html = await htmlAt(`${VPS}?view=compare&ram=${encodeURIComponent(value)}`);
      expect(rowsOf(html)).toHaveLength(plansByKind.vps.length);
      expect(answerOf(html)).toContain(vpsFit.notANumber);
      // The box that holds it is marked and told why; the others are not.
      expect(inputOf(html, 'ram')).toMatch(/aria-invalid="true"[^>]*aria-describedby="vps-fit-problem"/);
      expect(inputOf(html, 'cpus')).not.toContain('aria-invalid');
      expect(html).toMatch(/<p class="problem" id="vps-fit-problem">/);
    },
  );

  it('when the needs are empty, or asked of the cards view, then nothing is filtered and the page is the cached one', async () => {
    const empty = await htmlAt(`${VPS}?view=compare&cpus=&ram=&storage=`);
    expect(rowsOf(empty)).toHaveLength(plansByKind.vps.length);
    expect(empty).not.toContain('data-testid="vps-fit-answer"');
    const cards = await htmlAt(`${VPS}?view=cards&cpus=64`);
    expect(cardsOf(cards)).toHaveLength(plansByKind.vps.length);
    expect(cards).not.toContain('data-testid="vps-fit"');
  });

  it('when the form is read, then it is a GET to the table with three labelled boxes, so it works without JavaScript', async () => {
    const html = await htmlAt(`${VPS}?view=compare`);
    const form = /<section[^>]*data-testid="vps-fit"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(new RegExp(`<form action="${VPS}" method="get">`));
    expect(form).toContain('<input type="hidden" name="view" value="compare"/>');
    for (const need of VPS_NEEDS) {
      expect(form).toMatch(new RegExp(`<label for="vps-need-${need}">${vpsFit.fields[need].replace(/[()]/g, '\\$&')}</label>`));
      expect(inputOf(form, need)).toMatch(new RegExp(`^<input id="vps-need-${need}" inputMode="decimal"`));
    }
    expect(text(form)).toContain(vpsFit.heading);
  });
});

import { planKindRecords, type PlanKind } from '../../shared/catalogue/plans/kinds';
import { chunkNames } from '../support/chunk-names';
import type { Page } from 'puppeteer';
import { excludingVat, plansByKind, plansThatFit, vpsPlans, type VpsPlan } from '../../shared/catalogue/plans';
import { gotoHydrated, isVisible, openPage, openHydrated, closePagesAfterEach } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();
closePagesAfterEach();

/** Columns as a visitor sees them: the distinct left edges of the cards in the grid's first row. */
const layoutOf = (page: Page) =>
  page.$eval('[data-testid="plan-grid"]', (grid) => {
    const items = [...grid.children] as HTMLElement[];
    const firstRowTop = items[0].offsetTop;
    const lefts = new Set(items.filter((item) => item.offsetTop === firstRowTop).map((item) => item.offsetLeft));
    return { visibleColumns: lefts.size, templateColumns: getComputedStyle(grid).gridTemplateColumns.split(' ').length };
  });

/** The comparison table's rows as a visitor reads them, cell by cell. */
const rowsOf = (page: Page) =>
  page.$$eval('[data-testid="comparison-row"]', (rows) =>
    rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
  );
describe('plan grids', () => {
  // Which plans say Most Popular: integration/hosting-pages.test ('when the cards are read, then every plan is there…').
  it.each<[PlanKind, number[]]>([
    ['vps', [1, 2, 3, 4, 4]],
    ['pastel', [1, 2, 4, 4, 4]],
    ['cpanel', [1, 2, 3, 3, 3]],
  ])(
    'when the %s page is seen at 375, 768, 1024, 1280 and 1536 px, then its grid has %j columns, the cards of a row start their specifications at one height, and the popular plan wears a visible Most Popular badge',
    async (kind, expected) => {
      const url = `${running.site.url}${planKindRecords[kind].path}`;
      const { page, errors } = await openHydrated(running.chromium.browser, url, 375, 800);
      const seen: number[] = [];
      const misaligned: string[] = [];
      for (const width of [375, 768, 1024, 1280, 1536]) {
        await page.setViewport({ width, height: 900 });
        const { visibleColumns, templateColumns } = await layoutOf(page);
        expect(templateColumns).toBe(visibleColumns);
        seen.push(visibleColumns);
        const rows = await page.$$eval('[data-testid="plan-card"]', (cards) => {
          // Cards with a yearly price carry an extra line by design: the others must agree.
          const plain = cards.filter((card) => !card.querySelector('[data-testid="yearly-price"]'));
          const byRow = new Map<number, number[]>();
          for (const card of plain) {
            const top = Math.round(card.getBoundingClientRect().top);
            const specs = Math.round(card.querySelector('dt')!.getBoundingClientRect().top);
            byRow.set(top, [...(byRow.get(top) ?? []), specs]);
          }
          return [...byRow.values()];
        });
        for (const specs of rows)
          if (Math.max(...specs) - Math.min(...specs) > 1) misaligned.push(`${width}px: ${specs.join(', ')}`);
      }
      expect(seen).toEqual(expected);
      expect(misaligned).toEqual([]);
      expect(await isVisible(page, `[data-plan="${plansByKind[kind].find((plan) => plan.popular)!.id}"] > span`)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});

describe('the VPS plans: cards or one table', () => {
  const plans = vpsPlans.length;
  const asCards = { cards: plans, rows: 0, orderButtons: plans };
  const asTable = { cards: 0, rows: plans, orderButtons: plans };
  const shows = (page: Page) =>
    page.evaluate(() => ({
      cards: document.querySelectorAll('[data-testid="plan-card"]').length,
      rows: document.querySelectorAll('[data-testid="comparison-row"]').length,
      orderButtons: document.querySelectorAll('[data-testid="order-button"]').length,
    }));

  it('when a visitor switches to "Compare all plans" and back, then the view changes in place, the choice is remembered, and every plan is offered once', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 1280, 900);
    await page.deleteCookie({ name: 'plans-view', url: running.site.url });
    await gotoHydrated(page, `${running.site.url}/server-hosting`);
    expect(await shows(page)).toEqual(asCards);
    const documents: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(request.url())));
    await page.click('[data-testid="plans-view-compare"]');
    await page.waitForSelector('[data-testid="comparison-row"]');
    expect(await shows(page)).toEqual(asTable);
    expect(new URL(page.url()).search).toBe('?view=compare');
    expect(documents).toEqual([]);
    expect(await page.$eval('[data-testid="plans-view-compare"]', (a) => a.getAttribute('aria-current'))).toBe('true');
    // The next visit to the bare page, by a link in the site or typed in, shows the table again.
    await page.click('a[href="/"]');
    await page.waitForFunction(() => location.pathname === '/');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/server-hosting"]')?.click());
    await page.waitForSelector('[data-testid="comparison-row"]');
    await gotoHydrated(page, `${running.site.url}/server-hosting`);
    expect(new URL(page.url()).search).toBe('?view=compare');
    expect(await shows(page)).toEqual(asTable);
    await page.click('[data-testid="plans-view-cards"]');
    await page.waitForSelector('[data-testid="plan-card"]');
    expect(await shows(page)).toEqual(asCards);
    await gotoHydrated(page, `${running.site.url}/server-hosting`);
    expect(await shows(page)).toEqual(asCards);
    expect(errors).toEqual([]);
  });

  it('when the table is chosen before its code has come, then the table that comes stays put: sorted by CPUs, it keeps that order when the address changes again', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 1280, 900);
    await page.deleteCookie({ name: 'plans-view', url: running.site.url });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (chunkNames().matching('vps-comparison').test(request.url())) setTimeout(() => void request.continue(), 1500);
      else void request.continue();
    });
    await gotoHydrated(page, `${running.site.url}/server-hosting`);
    await page.click('[data-testid="plans-view-compare"]');
    await page.waitForSelector('[data-testid="comparison-row"]');
    const sortedBy = () => page.$$eval('[data-testid="vps-comparison"] th[aria-sort]', (ths) => ths.map((th) => th.textContent));
    const [byPrice] = await sortedBy();
    await page.click('[data-testid="sort-cpus"]');
    const [byCpus] = await sortedBy();
    expect(byCpus).not.toBe(byPrice);
    const order = await page.$$eval('[data-testid="comparison-row"] th', (ths) => ths.map((th) => th.textContent));
    // A change of the address the page renders again for (its fragment, as a link to a heading makes).
    await page.evaluate(() => (location.hash = '#plans-heading'));
    await page.waitForFunction(() => location.hash === '#plans-heading');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sortedBy()).toEqual([byCpus]);
    expect(await page.$$eval('[data-testid="comparison-row"] th', (ths) => ths.map((th) => th.textContent))).toEqual(order);
    expect(await shows(page)).toEqual(asTable);
    expect(errors).toEqual([]);
  });
});

describe('the VPS comparison table', () => {
  const ariaSorts = (page: Page) =>
    page.$$eval('[data-testid="vps-comparison"] thead th', (ths) =>
      ths.map((th) => th.getAttribute('aria-sort')).filter((sort): sort is string => sort !== null),
    );
  const column = { cpus: 1, ram: 2, storage: 3, price: 4 } as const;
  /** The catalogue's prices as the table words them, and the plans cheapest first (the table's first order). */
  const priceText = (plan: VpsPlan) =>
    `${plan.price}/month incl. VAT ${excludingVat(plan.price)}${
      plan.yearlyPrice ? ` or ${plan.yearlyPrice}/year incl. VAT ${excludingVat(plan.yearlyPrice)}` : ''
    }`;
  const byPrice = [...vpsPlans].sort((a, b) => Number(a.price.slice(1)) - Number(b.price.slice(1)));
  const rowOf = (plan: VpsPlan) => [plan.id, String(plan.cpus), plan.ram, plan.storage, priceText(plan), 'Order Now'];
  const numberIn = (text: string) => Number(text.replace(/[^0-9]/g, '').slice(0, 6));
  const num = (cell: string) => numberIn(cell.split(' ')[0]);

  it('when a visitor sorts by each column, then the rows follow it both ways and the heading says so; its Order Now on CXN7 opens the same dialog for CXN7, and focus returns to that button', async () => {
    const { page, errors } = await openHydrated(running.chromium.browser, `${running.site.url}/server-hosting?view=compare`);
    const initial = await rowsOf(page);
    expect(initial).toEqual(byPrice.map(rowOf));
    expect(await ariaSorts(page)).toEqual(['ascending']);
    for (const key of ['cpus', 'ram', 'storage', 'price'] as const) {
      for (const direction of ['ascending', 'descending']) {
        await page.click(`[data-testid="sort-${key}"]`);
        const values = (await rowsOf(page)).map((cells) => num(cells[column[key]]));
        const sorted = [...values].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
        expect(values).toEqual(sorted);
        expect(new Set(values).size).toBeGreaterThan(1);
        expect(await page.$eval(`[data-testid="sort-${key}"]`, (b) => b.closest('th')?.getAttribute('aria-sort'))).toBe(
          direction,
        );
        expect(await ariaSorts(page)).toHaveLength(1);
      }
    }
    await page.click('#order-vps-CXN7-table');
    await page.waitForSelector('dialog[open] [data-testid="order-form"]', { timeout: 15_000 });
    expect(await page.$eval('dialog[open] h2', (h) => h.textContent)).toBe('Order CXN7');
    expect(await page.$eval('[data-testid="order-summary"]', (s) => (s as HTMLElement).innerText.replace(/\s+/g, ' '))).toContain(
      `${vpsPlans.find((plan) => plan.id === 'CXN7')!.price}/month incl. VAT`,
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog:not([open])');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('order-vps-CXN7-table');
    expect(errors).toEqual([]);
  });

  // Without JavaScript, plain headings and order buttons that go to the contact page: integration/hosting-pages.test
  // ('when "Compare all plans" is followed…').

  const ask = async (page: Page, needs: Record<string, string>) => {
    for (const [name, value] of Object.entries(needs)) {
      await page.click(`#vps-need-${name}`, { count: 3 });
      await page.type(`#vps-need-${name}`, value);
    }
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="vps-fit"] button[type="submit"]')]);
  };

  // The form is a GET to the page, JavaScript or not: what a page of needs answers (the plans that fit, none, a word for a
  // number) is integration/hosting-pages.test ('the VPS that fits'), and each such page is drawn, hydrated and without
  // JavaScript, in the screen walk, which draws this page at every width too (nothing sticking out at 375 px).
  it('when a buyer on a phone asks for 6 vCPUs, 10 GB and 300 GB, then the table, every row showing its specs, prices incl. VAT and its order button, and the form brings the page of the plans that fit, whose smallest can be ordered', async () => {
    const { page, errors } = await openHydrated(
      running.chromium.browser,
      `${running.site.url}/server-hosting?view=compare`,
      375,
      800,
    );
    const texts = await page.$$eval('[data-testid="comparison-row"]', (rows) =>
      rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ')),
    );
    const boxText = (plan: VpsPlan) =>
      `${plan.id} ${plan.cpus} vCPU ${plan.ram} RAM ${plan.storage} NVMe ${priceText(plan)} Order Now`;
    expect(texts).toEqual(byPrice.map(boxText));
    // The hero's illustration stays out of the way on a phone: the title starts the screen.
    expect(await page.$eval('[data-testid="hero-illustration"]', (svg) => svg.checkVisibility())).toBe(false);
    await ask(page, { cpus: '6', ram: '10', storage: '300' });
    expect(new URL(page.url()).search).toBe('?view=compare&cpus=6&ram=10&storage=300');
    const fitting = plansThatFit(vpsPlans, { cpus: 6, ram: 10, storage: 300 });
    await page.click(`#order-vps-${fitting[0]!.id}-fit`);
    await page.waitForSelector('dialog[open] [data-testid="order-summary"]');
    expect(await page.$eval('dialog[open] h2', (h) => h.textContent)).toContain(fitting[0]!.name);
    expect(errors).toEqual([]);
  });
});

// Every rand amount beside its VAT wording: integration/hosting-pages.test ('when prices are shown, then every rand amount…').

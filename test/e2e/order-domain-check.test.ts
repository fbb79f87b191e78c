import type { Page } from 'puppeteer';
import { chunkNames } from '../support/chunk-names';
import { domainCheckCopy, domainCheckNote } from '../../shared/catalogue/domain-check-copy';
import { hostingPages, plansByKind, type PlanKind } from '../../shared/catalogue/plans';
import { siteWithSmtpSink } from '../support/endpoint-kit';
import { late } from '../support/for-tests';
import { fillOrderForm, openDialogAt, VISITOR } from '../support/order-dialog-helpers';
import { gotoHydrated, openPage, closePagesAfterEach } from '../support/page-helpers';
import { registriesForTests } from '../support/rdap-registry';
import { chromiumForTests } from '../support/site-in-chromium';
import { layoutProblems } from '../support/layout-check';
import { walkScreens } from '../support/visitor-states';

/** "Is my domain free?" in Chromium, from registries on loopback, staff's mail through a real SMTP server. */
const chromium = chromiumForTests();
const STAFF = 'domains@probe.example';
const registries = registriesForTests();
const [rdap, whois] = [late(() => registries.rdap), late(() => registries.whois)];
const { sink, site } = siteWithSmtpSink(() => ({
  ...registries.env,
  MAIL_TO: STAFF,
  CONFIRMATION_MAIL: 'off',
  DOMAIN_CHECK_TIMEOUT_MS: '1000',
}));
closePagesAfterEach();

const dialogFor = async (kind: PlanKind, width: number): Promise<Page> =>
  (await openDialogAt(chromium.browser, `${site.url}${hostingPages[kind].path}`, plansByKind[kind][0]!.id, width)).page;

/** Types the name as a visitor does, key by key, in the domain field. */
async function typeDomain(page: Page, step: string, name: string): Promise<void> {
  await page.select('dialog[open] select[name="setup.domainAction"]', step);
  await page.waitForSelector('dialog[open] input[name="setup.domainName"]');
  await page.type('dialog[open] input[name="setup.domainName"]', name);
}

const noteText = (page: Page) => page.$eval('dialog[open] [data-testid="domain-check"]', (note) => note.textContent ?? '');
const waitForNote = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('dialog[open] [data-testid="domain-check"]')?.textContent === expected,
    { timeout: 5000 },
    text,
  );

async function submitAndReadStaffMail(page: Page, email: string) {
  await fillOrderForm(page, { ...VISITOR, email });
  await page.click('dialog[open] button[type="submit"]');
  await page.waitForSelector('dialog:not([open])', { timeout: 20_000 });
  await sink.waitFor((all) => all.some((m) => m.mail.header('reply-to')?.includes(email)), 10_000);
  return sink.messages.find((m) => m.mail.header('reply-to')?.includes(email))!.mail;
}

describe('the domain answer in the order dialog', () => {
  it('when a free .co.za name is typed for registering and the visitor leaves the field, then "available" shows, and staff get it from WHOIS', async () => {
    const page = await dialogFor('shared', 375);
    await typeDomain(page, 'register', 'free-probe.co.za');
    await page.focus('dialog[open] input[name="phone"]');
    await waitForNote(page, domainCheckNote('register', 'available')!);
    const staff = await submitAndReadStaffMail(page, 'free-probe@probe.example');
    const json = JSON.parse(staff.attachments[0]!.content) as { domainCheck: Record<string, unknown> };
    expect(json.domainCheck).toEqual({
      name: 'free-probe.co.za',
      status: 'available',
      source: 'WHOIS',
      checkedAt: expect.any(String),
    });
    expect(whois.queries).toContain('free-probe.co.za');
  });

  it('when a taken .africa name is typed for registering, then after a pause "already registered" shows, and the order still goes through', async () => {
    rdap.set('taken-probe.africa', 'registered');
    const page = await dialogFor('cpanel', 1280);
    await typeDomain(page, 'register', 'taken-probe.africa');
    await waitForNote(page, domainCheckNote('register', 'registered')!);
    const staff = await submitAndReadStaffMail(page, 'taken-probe@probe.example');
    const json = JSON.parse(staff.attachments[0]!.content) as { domainCheck: Record<string, unknown> };
    expect(json.domainCheck).toMatchObject({ name: 'taken-probe.africa', status: 'registered', source: 'RDAP' });
  });

  it("when a name to transfer is not registered, then the visitor is asked whether they meant to register it; when the registry cannot answer, the dialog says it couldn't check and that we will confirm", async () => {
    rdap.set('broken-probe.africa', 'failing');
    const page = await dialogFor('reseller', 1280);
    await typeDomain(page, 'transfer', 'nobody-has-this.co.za');
    await waitForNote(page, domainCheckNote('transfer', 'available')!);
    expect(await noteText(page)).toBe('Not registered yet: did you mean to register it?');
    // The name typed over the last one, as a visitor selects it and types.
    await page.click('dialog[open] input[name="setup.domainName"]', { count: 3 });
    await typeDomain(page, 'existing', 'broken-probe.africa');
    await waitForNote(page, domainCheckNote('existing', 'unknown')!);
  });

  it('when the visitor sends the order before the answer comes, then nothing waits for it and no answer is carried', async () => {
    rdap.set('slow-probe.africa', 'slow');
    const page = await dialogFor('shared', 1280);
    await typeDomain(page, 'register', 'slow-probe.africa');
    await page.focus('dialog[open] input[name="phone"]');
    await waitForNote(page, domainCheckCopy.checking);
    const staff = await submitAndReadStaffMail(page, 'slow-probe@probe.example');
    expect((JSON.parse(staff.attachments[0]!.content) as { domainCheck: unknown }).domainCheck).toBeNull();
  });
});

describe('Find your domain, with JavaScript on', () => {
  it('when a taken name is searched, then the button opens the order dialog with it filled in as a transfer, and the order carries it, pressed as soon as the page is interactive on a slow connection', async () => {
    rdap.set('search-taken.africa', 'registered');
    const { page, errors } = await openPage(chromium.browser, 375, 800);
    // The search's own code comes a second late: the page that answers a search is interactive
    // only with it, or a press on the button would leave for the contact page without the name.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (chunkNames().matching('domain-search').test(request.url())) setTimeout(() => void request.continue(), 1000);
      else void request.continue();
    });
    // The answer's words: integration/domain-search.test ('when a taken .africa name is searched…').
    await gotoHydrated(page, `${site.url}${hostingPages.shared.path}?domain=search-taken.africa`);
    await page.click('#domain-search-order');
    await page.waitForSelector('dialog[open] input[name="setup.domainName"]');
    const filled = await page.$eval('dialog[open]', (dialog) => ({
      step: dialog.querySelector<HTMLSelectElement>('select[name="setup.domainAction"]')?.value,
      name: dialog.querySelector<HTMLInputElement>('input[name="setup.domainName"]')?.value,
    }));
    expect(filled).toEqual({ step: 'transfer', name: 'search-taken.africa' });
    // A registered name to transfer needs no remark; the dialog checks it all the same.
    await page.waitForFunction(() => document.querySelector('dialog[open] [data-testid="domain-check"]')?.textContent === '');
    const staff = await submitAndReadStaffMail(page, 'search-taken@probe.example');
    expect(staff.text).toContain('\nDomain: Transfer a domain I own\nDomain name: search-taken.africa\n');
    expect(errors).toEqual([]);
  });
});

describe('Find your domain, with JavaScript off', () => {
  it('when a visitor on a phone types a name and presses the search button, then the page that comes back is scrolled to the answer, under the header', async () => {
    rdap.set('search-nojs.africa', 'registered');
    const { page } = await openPage(chromium.browser, 375, 812);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}${hostingPages.shared.path}`, { waitUntil: 'load' });
    await page.type('[data-testid="domain-search"] input[name="domain"]', 'search-nojs.africa');
    // Pressed in the page, not at the mouse's coordinates, so a layout still moving under load
    // cannot take the press elsewhere.
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.$eval('[data-testid="domain-search"] button[type="submit"]', (button) => (button as HTMLElement).click()),
    ]);
    // The page that answers a search, its words: integration/domain-search.test.
    const url = new URL(page.url());
    const answer = '[data-testid="domain-search-answer"]';
    // The browser scrolls to the section the fragment names once the page is laid out: it comes to
    // the top of the screen, just below the sticky header, with the answer on screen.
    expect(url.hash).not.toBe('');
    // (Asked from here, not polled in the page: with JavaScript off the page runs no timers.)
    const underHeader = () =>
      page.evaluate((hash) => {
        const section = document.getElementById(hash.slice(1))?.getBoundingClientRect().top;
        const header = document.querySelector('header')!.getBoundingClientRect().bottom;
        return section !== undefined && section >= header - 1 && section < header + 48;
      }, url.hash);
    for (const deadline = Date.now() + 5000; !(await underHeader()) && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await underHeader()).toBe(true);
    const answerBottom = await page.$eval(answer, (p) => p.getBoundingClientRect().bottom);
    expect(answerBottom).toBeLessThanOrEqual(812);
  });
});

describe('the answers on screen', () => {
  it.each([
    { widths: [375, 1280], javascript: true },
    { widths: [375], javascript: false },
  ])(
    'when a search is answered at $widths px (JavaScript on: $javascript), then nothing scrolls sideways, sticks out, is covered or spills',
    async ({ widths, javascript }) => {
      rdap.set('layout-taken.africa', 'registered');
      const { page } = await openPage(chromium.browser);
      const problems: string[] = [];
      const routes = [
        `${hostingPages.shared.path}?domain=layout-taken.africa`,
        `${hostingPages.reseller.path}?domain=a-very-long-domain-name-someone-might-type-into-the-box.co.za`,
        `${hostingPages.cpanel.path}?domain=${encodeURIComponent('http://not a domain/')}`,
      ];
      await walkScreens(page, site.url, { routes, widths, javascript }, async ({ name, scope }) => {
        for (const problem of await layoutProblems(page, scope)) problems.push(`${name}: ${problem}`);
      });
      await page.close();
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('when the dialog shows an answer under the domain at 375 and 1280 px, then it sits inside the dialog, clear of everything', async () => {
    rdap.set('layout-dialog.africa', 'registered');
    const page = await dialogFor('shared', 375);
    await typeDomain(page, 'register', 'layout-dialog.africa');
    await waitForNote(page, domainCheckNote('register', 'registered')!);
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      expect([width, await layoutProblems(page, { within: 'dialog[open]' })]).toEqual([width, []]);
    }
  });
});

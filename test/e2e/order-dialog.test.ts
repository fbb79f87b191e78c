import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../../shared/routes';
import type { HTTPRequest, Page } from 'puppeteer';
import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { closePagesAfterEach, isVisible, saveDownloadsIn, waitForToast, type WatchedPage } from '../support/page-helpers';
import { waitUntil } from '../support/mail-kit';
import { tempFolder } from '../support/for-tests';
import { fillOrderForm, openDialogAt, openOrderDialog, orderDialogView, VISITOR } from '../support/order-dialog-helpers';
import { siteInChromium, withChallengesUsedUp } from '../support/site-in-chromium';
import { monthlyPrice, orderSentenceOf, planOf } from '../support/catalogue-text';
import { excludingVat, planDetails, plansByKind } from '../../shared/catalogue/plans';
import { company, onOneLine } from '../../shared/catalogue/company';
import { orderCopy } from '../../shared/catalogue/order-copy';
import { consentCopy, contactCopy } from '../../shared/catalogue/site-copy';
import { setupQuestions } from '../../shared/catalogue/plans/setup-questions';

/*
 * The order dialog in Chromium, its posts answered here. An order through the real endpoint, its captcha
 * solved and its e-mail received: e2e/order-setup.test (a real SMTP server), and
 * the e-mail's every line for each kind of plan: integration/order-mail.test.
 */
const running = siteInChromium();
closePagesAfterEach();

const FAILURE_TOAST = { ...orderCopy.failure, variant: 'destructive' };

/** Answers the order POST with `answer`; every other request (the captcha challenge too) reaches the real server. */
async function answerOrders(page: Page, answer: (request: HTTPRequest) => Promise<void> | void): Promise<HTTPRequest[]> {
  const posts: HTTPRequest[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(SEND_CONTACT_EMAIL_PATH)) {
      posts.push(request);
      void answer(request);
    } else void request.continue();
  });
  return posts;
}

const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

const openVps = (): Promise<WatchedPage> => openDialogAt(running.chromium.browser, `${running.site.url}/server-hosting`, 'CXN3');

const L = orderCopy.labels;

describe('opening, closing and focus', () => {
  it('when Order Now is pressed on CXN3, then the dialog shows its title, description, summary, fields, pre-filled message and privacy notice; Tab and Shift+Tab keep focus in it and the page behind cannot be used; Esc, Cancel or the close control closes it, typed values stay, and focus returns to the plan button', async () => {
    const { page, errors } = await openVps();
    expect(await orderDialogView(page)).toEqual({
      modal: true,
      title: orderCopy.title('CXN3'),
      description: orderCopy.description,
      summary: `VPS Server Hosting · CXN3${monthlyPrice('CXN3')}${excludingVat(planOf('CXN3').plan.price)}${planDetails(planOf('CXN3').plan)}${orderCopy.quoteLink}`,
      labels: [L.name, L.email, L.phone, L.company, ...setupQuestions.vps.map((q) => q.label), L.message, consentCopy.label],
      values: ['', '', '', '', '', '', orderSentenceOf('CXN3')],
      buttons: [orderCopy.cancel, orderCopy.submit, ''],
      focused: 'name',
    });
    // Asking for a name, an e-mail address and a phone number, it shows the contact form's POPIA notice.
    const notice = await page.$eval('dialog[open] [data-testid="privacy-notice"]', (p) => ({
      text: p.textContent,
      href: p.querySelector('a')?.getAttribute('href'),
    }));
    const { beforeLink, linkText, afterLink } = contactCopy.privacyNotice;
    expect(notice.text).toBe(`${beforeLink}${linkText}${afterLink}`);
    expect(notice.href).toBe('/documents/privacy-policy.pdf');
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.closest('dialog')
          ? (document.activeElement.getAttribute('name') ?? document.activeElement.textContent)
          : 'outside',
      );
    const forward: (string | null)[] = [];
    for (let i = 0; i < 18; i++) {
      await page.keyboard.press('Tab');
      forward.push(await focused());
    }
    // Every control once, in the order of the fields (orderDialogView's labels above), and round to the first again.
    expect(forward.filter((name) => name === 'outside')).toEqual([]);
    expect(new Set(forward).size).toBe(forward.length);
    expect(forward.at(-1)).toBe('name');
    const backward: (string | null)[] = [];
    await page.keyboard.down('Shift');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      backward.push(await focused());
    }
    await page.keyboard.up('Shift');
    expect(backward).toEqual([orderCopy.quoteLink, '', orderCopy.submit, orderCopy.cancel]);
    // A header link beside the dialog, not under it (the dialog's own close button sits over /about).
    const link = await page.$eval('header a[href="/contact"]', (a) => {
      const box = a.getBoundingClientRect();
      (a as HTMLElement).focus();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, focusable: document.activeElement === a };
    });
    expect(link.focusable).toBe(false);
    await page.mouse.click(link.x, link.y);
    expect(new URL(page.url()).pathname).toBe(paths.vps);
    expect(await isVisible(page, 'dialog')).toBe(true);
    await page.click('dialog input[name="name"]');
    await page.type('dialog input[name="name"]', 'Thandi');
    // One dialog, closed each way in turn and opened again.
    for (const [how, close] of [
      ['Esc', () => page.keyboard.press('Escape')],
      ['Cancel', () => page.click('dialog [data-testid="order-form"] button:not([type="submit"])')],
      ['the close control', () => page.click('dialog button[aria-label="Close"]')],
    ] as const) {
      await close();
      await page.waitForSelector('dialog:not([open])');
      expect([how, await page.evaluate(() => document.activeElement?.id)]).toEqual([how, 'order-vps-CXN3']);
      await openOrderDialog(page, 'CXN3');
      expect([how, await page.$eval('dialog input[name="name"]', (i) => (i as HTMLInputElement).value)]).toEqual([how, 'Thandi']);
    }
    expect(errors).toEqual([]);
  });
});

// Validation on submit (messages, focus, trimmed values) is a component test: test/unit/order-form.test.tsx.

describe('submitting', () => {
  it('when the order is accepted after a while, then meanwhile both buttons are disabled with Submitting... and a spinner and Esc does not close the dialog; then the body is as the spec says, the toast shows, the dialog closes and the form is reset', async () => {
    const { page } = await openVps();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const posts = await answerOrders(page, async (request) => {
      await held;
      await request.respond(json(200, { success: true }));
    });
    await fillOrderForm(page, {
      ...VISITOR,
      name: '  Thandi Nkosi  ',
      company: '   ',
      message: 'Please install Ubuntu 24 LTS.\n',
    });
    await page.click('dialog button[type="submit"]');
    await page.waitForFunction(
      (text) => document.querySelector('dialog button[type="submit"]')?.textContent === text,
      {},
      orderCopy.submitting,
    );
    const buttons = await page.$$eval('dialog [data-testid="order-form"] button', (all) =>
      all.map((b) => ({ text: b.textContent, disabled: (b as HTMLButtonElement).disabled })),
    );
    expect(buttons).toEqual([
      { text: orderCopy.cancel, disabled: true },
      { text: orderCopy.submitting, disabled: true },
    ]);
    expect(await isVisible(page, 'dialog button[type="submit"] [data-testid="spinner"]')).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await isVisible(page, 'dialog')).toBe(true);
    release();
    await page.waitForSelector('dialog:not([open])');
    const body = JSON.parse(posts[0].postData() ?? '{}') as Record<string, string>;
    const sent = {
      name: 'Thandi Nkosi',
      email: VISITOR.email,
      company: '',
      phone: VISITOR.phone,
      kind: 'order',
      plan: 'CXN3',
      billing: 'monthly',
      users: 1,
      setup: { dataCentre: 'no-preference', operatingSystem: 'advise', hostname: '', sshPublicKey: '' },
      marketing: false,
    };
    // Those fields and no others, with the captcha's solution and the composed message.
    expect(Object.keys(body).sort()).toEqual([...Object.keys(sent), 'captcha', 'message'].sort());
    expect(body).toMatchObject(sent);
    expect(body.captcha.length).toBeGreaterThan(20);
    expect(body.message).toBe(
      `=== HOSTING ORDER REQUEST ===\n\nPlan: VPS Server Hosting CXN3\nPrice: ${monthlyPrice('CXN3')}\nPlan Details: ${planDetails(planOf('CXN3').plan)}\n\n` +
        'Additional Requirements:\nPlease install Ubuntu 24 LTS.\n\n---\nThis is an automated order request from the website.',
    );
    expect((await waitForToast(page, orderCopy.success.title)).description).toBe(orderCopy.success.description);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('order-vps-CXN3');
    await openOrderDialog(page, 'CXN3');
    expect((await orderDialogView(page)).values).toEqual(['', '', '', '', '', '', orderSentenceOf('CXN3')]);
    expect(await page.$$('dialog .error')).toHaveLength(0);
  });

  it.each<[string, (request: HTTPRequest) => Promise<void>]>([
    ['success false', (r) => r.respond(json(200, { success: false, error: 'SMTP relay secret-host-42 refused' }))],
    [
      'an answer that is not JSON',
      (r) => r.respond({ status: 200, contentType: 'text/html', body: '<h1>secret-host-42 proxy</h1>' }),
    ],
  ])(
    'when the server gives %s, then the error is logged, the Error toast shows and the dialog stays open with every value',
    async (_case, answer) => {
      const { page, errors } = await openVps();
      await answerOrders(page, answer);
      await fillOrderForm(page, VISITOR);
      await page.click('dialog button[type="submit"]');
      await page.waitForSelector('dialog [role="alert"]');
      expect(await waitForToast(page, FAILURE_TOAST.title)).toEqual(FAILURE_TOAST);
      expect(await page.$eval('dialog [role="alert"]', (a) => a.textContent)).toBe(FAILURE_TOAST.description);
      expect(await isVisible(page, 'dialog')).toBe(true);
      const values = await page.$$eval('dialog input:not([type="checkbox"]), dialog textarea', (all) =>
        all.map((c) => (c as HTMLInputElement).value),
      );
      expect(values).toEqual([
        VISITOR.name,
        VISITOR.email,
        VISITOR.phone,
        VISITOR.company,
        '',
        '',
        expect.stringContaining('I would like to order the VPS Server Hosting CXN3 plan'),
      ]);
      expect(await page.$eval('dialog button[type="submit"]', (b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual(
        [orderCopy.submit, false],
      );
      expect(errors.some((e) => e.startsWith('Order submission failed'))).toBe(true);
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('secret-host-42');
    },
  );
});

describe('a network past its limits', () => {
  it('when the office has used up its captcha challenges, then the order stays open and the toast says to wait, not a bare failure', async () => {
    await withChallengesUsedUp(running.chromium.browser, paths.vps, async (page) => {
      await openOrderDialog(page, 'CXN3');
      await fillOrderForm(page, VISITOR);
      await page.click('dialog button[type="submit"]');
      const { description } = await waitForToast(page, 'Too many attempts');
      expect(description).toMatch(
        /^Too many requests have come from your network .* try again in about 10 minutes, or call us on /,
      );
      // The number in the message keeps its spaces unbreakable, so it never splits across lines.
      expect(description.endsWith(`call us on ${onOneLine(company.phone.display)}.`)).toBe(true);
      expect(await isVisible(page, 'dialog[open]')).toBe(true);
    });
  });
});

/*
 * What the order dialog tells a visitor before they send an order, and where: the buttons in view
 * at every screen size, the contract terms beside the Terms of Service, the quotation's link.
 */
/** Where each action button is, and whether it is the element a tap at its centre would reach. */
const actionButtons = (page: Page) =>
  page.$$eval('dialog[open] [data-testid="order-form"] .actions button', (buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        text: button.textContent,
        onScreen: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
        reachable: hit !== null && button.contains(hit),
      };
    }),
  );

describe('the order dialog fits the screen', () => {
  // Microsoft 365 has the most fields (users and billing), CXN3 the fewest.
  const SIZES = [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [375, 667],
  ] as const;
  it.each([
    [paths['microsoft-365'], 'm365-business-standard'],
    [paths.vps, 'CXN3'],
  ])(
    'when the dialog of %s opens at 1280×800, 1024×768, 768×1024 and 375×667, then Cancel and Submit Order are on screen and reachable without scrolling at each',
    async (route, planId) => {
      const { page } = await openDialogAt(running.chromium.browser, `${running.site.url}${route}`, planId, ...SIZES[0]);
      for (const [width, height] of SIZES) {
        const size = `${width}×${height}`;
        await page.setViewport({ width, height });
        await page.$eval('dialog[open] .fields', (fields) => fields.scrollTo(0, 0));
        expect({ size, buttons: await actionButtons(page) }).toEqual({
          size,
          buttons: [
            { text: orderCopy.cancel, onScreen: true, reachable: true },
            { text: orderCopy.submit, onScreen: true, reachable: true },
          ],
        });
        const box = await page.$eval('dialog[open]', (d) => ({
          width: d.getBoundingClientRect().width,
          scrolls: d.scrollHeight > d.clientHeight,
        }));
        expect({ size, narrow: box.width <= 500, scrolls: box.scrolls }).toEqual({ size, narrow: true, scrolls: false });
        // The fields scroll inside; at the end of them the buttons are still where they were.
        await page.$eval('dialog[open] .fields', (fields) => fields.scrollTo(0, fields.scrollHeight));
        expect({ size, reached: (await actionButtons(page)).every((b) => b.onScreen && b.reachable) }).toEqual({
          size,
          reached: true,
        });
      }
    },
  );
});

const LINK = 'dialog[open] [data-testid="order-summary"] [data-testid="quote-link"]';
const cxn1 = plansByKind.vps.find((plan) => plan.id === 'CXN1')!;

describe('the quotation link', () => {
  it('when CXN1 is ordered, then the summary offers "Download a quotation (PDF)" for the billing chosen, and pressing it downloads the PDF', async () => {
    const { page, errors } = await openDialogAt(running.chromium.browser, `${running.site.url}/server-hosting`, 'CXN1', 375, 800);
    expect(await isVisible(page, LINK)).toBe(true);
    const link = () => page.$eval(LINK, (a) => ({ text: a.textContent, href: a.getAttribute('href') }));
    expect(await link()).toEqual({ text: orderCopy.quoteLink, href: `/quote?plan=${cxn1.id}` });
    await page.click('dialog[open] input[name="billing"][value="yearly"]');
    expect(await link()).toEqual({ text: orderCopy.quoteLink, href: `/quote?plan=${cxn1.id}&billing=yearly` });

    const downloads = tempFolder('quote-downloads');
    await saveDownloadsIn(page, downloads);
    await page.click(LINK);
    let files: string[] = [];
    await waitUntil(
      async () => (files = (await readdir(downloads)).filter((name) => name.endsWith('.pdf'))).length === 1,
      10_000,
      'the quotation to download',
    );
    expect(files[0]).toMatch(new RegExp(`Quotation-Q-\\d{8}-${cxn1.id}-Y\\.pdf$`));
    // What the yearly quotation says: integration/quotations.test ('when %s is quoted billed yearly…').
    expect((await readFile(path.join(downloads, files[0]!))).subarray(0, 5).toString()).toBe('%PDF-');
    // The dialog stays open: the download did not take the visitor away from the form.
    expect(await isVisible(page, 'dialog[open] [data-testid="order-form"]')).toBe(true);
    expect(errors).toEqual([]);
  });

  // A plan whose price is hidden has no quotation link in its summary: unit/order-form.test ('when a plan’s price is
  // hidden…', the summary's whole text).

  // Without JavaScript, the order page's notice links the quotation: integration/content-pages.test ('when a known plan is
  // named…'), and it shows: e2e/contact-form.test ('when JavaScript is off and Order Now is pressed…').
});

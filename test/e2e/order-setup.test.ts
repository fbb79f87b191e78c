import { rm } from 'node:fs/promises';
import pino from 'pino';
import type { HTTPRequest, Page } from 'puppeteer';
import { createMailService, type MailService } from '../../server/mail/mail-service';
import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { hostingPages, planKinds, plansByKind, productAndPlan, type PlanKind } from '../../shared/catalogue/plans';
import { setupCopy, setupDefaults, setupQuestions } from '../../shared/catalogue/plans/setup-questions';
import { consentCopy } from '../../shared/catalogue/site-copy';
import { SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import { helpArticlePath } from '../../shared/help/paths';
import { mailOptionsIn, tempDir } from '../support/mail-kit';
import { fillOrderForm, openDialogAt, VISITOR } from '../support/order-dialog-helpers';
import { fieldSizes, IOS_ZOOM_BELOW_PX, closePagesAfterEach } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSite, type SiteServer } from '../support/site-server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { ed25519PublicKey, PRIVATE_KEY_PROBE } from '../support/ssh-keys';

/**
 * The order dialog's set-up questions as a visitor meets them in Chromium: only the ordered kind's,
 * each at its default, bad typed answers refused under their field before anything is sent, and
 * an order through the real endpoint to a real SMTP server with the answers staff need.
 */
let site: SiteServer;
const chromium = chromiumForTests();
let mail: MailService;
let sink: SmtpSink;
let dataDir: string;
const STAFF = 'provisioning@probe.example';

beforeAll(async () => {
  [dataDir, sink] = await Promise.all([tempDir('order-setup'), startSmtpSink()]);
  mail = createMailService(mailOptionsIn(dataDir, { smtpUrl: sink.url, to: STAFF, logger: pino({ level: 'silent' }) }));
  mail.start();
  site = await startSite({ DATA_DIR: dataDir, MAIL_TO: STAFF }, { mail });
});
afterAll(async () => {
  await Promise.all([site?.close(), sink?.stop()]);
  await mail?.stop();
  await rm(dataDir, { recursive: true, force: true });
});
closePagesAfterEach();

/**
 * The plan of a kind whose dialog is looked at: the Business plan, where the shared and the reseller one must not read
 * alike; else one with a yearly price, whose dialog shows the most kinds of field (radio buttons for the billing).
 */
const planOfKind = (kind: PlanKind) =>
  plansByKind[kind].find((plan) => plan.name === 'Business') ??
  plansByKind[kind].find((plan) => plan.yearlyPrice) ??
  plansByKind[kind][0]!;

const dialogFor = async (kind: PlanKind, width?: number, height?: number): Promise<Page> =>
  (await openDialogAt(chromium.browser, `${site.url}${hostingPages[kind].path}`, planOfKind(kind).id, width, height)).page;

/** The set-up group as a visitor reads it: its legend, each question's label and current answer. */
const setupView = (page: Page) =>
  page.$eval('dialog[open] [data-testid="order-setup"]', (group) => ({
    legend: group.querySelector('legend')?.textContent,
    questions: [...group.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name^="setup."]')].map(
      (control) => ({
        name: control.name.slice('setup.'.length),
        label: control.labels?.[0]?.textContent,
        answer:
          control instanceof HTMLInputElement && control.type === 'checkbox' ? (control.checked ? 'yes' : 'no') : control.value,
      }),
    ),
  }));

/** The inline message under a field, and whether the field points at it for a screen reader. */
const inlineError = (page: Page, name: string) =>
  page.$eval(`dialog[open] [name="${name}"]`, (control) => {
    const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('error'));
    return { invalid: control.getAttribute('aria-invalid'), message: error?.textContent ?? null };
  });

const typeInto = (page: Page, name: string, value: string) =>
  page.$eval(
    `dialog[open] [name="${name}"]`,
    (control, text) => {
      const field = control as HTMLInputElement | HTMLTextAreaElement;
      const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );

describe('the order dialog of each kind of plan, on a phone', () => {
  const seen = new Set<string>();

  it.each(planKinds.map((kind) => [kind]))(
    'when a %s plan is ordered at 375 px, then the summary reads "product · plan", only its own set-up questions show, in their group, each at its default, and every field is 16 px or more',
    async (kind) => {
      const chosen = { kind, plan: planOfKind(kind) };
      const page = await dialogFor(kind, 375, 800);
      const summary = await page.$eval('[data-testid="order-summary"]', (s) =>
        (s as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      );
      expect(summary.startsWith(`${productAndPlan(chosen)} `)).toBe(true);
      expect(await page.$eval('dialog[open] h2', (h) => h.textContent)).toBe(`Order ${chosen.plan.name}`);
      const asked = setupQuestions[kind].filter((q) => !q.askedWhen || q.askedWhen(setupDefaults(kind)));
      const defaults = setupDefaults(kind);
      expect(await setupView(page)).toEqual({
        legend: setupCopy.legend,
        questions: asked.map((q) => ({ name: q.id, label: q.label, answer: defaults[q.id] })),
      });
      expect(await page.$eval('dialog[open] input[name="marketing"]', (box) => (box as HTMLInputElement).checked)).toBe(false);
      expect(await page.$eval('dialog[open] input[name="marketing"]', (box) => box.closest('label')?.textContent)).toBe(
        consentCopy.label,
      );
      // A question asked only after another answer (the domain name) is measured too.
      if (setupQuestions[kind].some((question) => question.id === 'domainAction'))
        await page.select('dialog[open] select[name="setup.domainAction"]', 'register');
      const sizes = await fieldSizes(page, 'dialog[open]');
      for (const size of sizes) seen.add(size.field.split(' ')[0]!);
      expect(sizes.filter((size) => size.px < IOS_ZOOM_BELOW_PX)).toEqual([]);
      expect(sizes.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('when the dialogs have been measured, then between them every kind of field was: text, e-mail, phone, select, textarea, checkbox and radio', () => {
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'input[type=text]',
        'input[type=email]',
        'input[type=tel]',
        'input[type=checkbox]',
        'input[type=radio]',
        'select',
        'textarea',
      ]),
    );
  });
});

describe('the set-up questions in the order dialog', () => {
  it('when a domain is to be transferred, then its name is asked, with the guidance for its ending and a link to the transfer guide, and a transfer code is never asked for', async () => {
    const page = await dialogFor('shared', 375, 667);
    expect(await page.$('dialog[open] [name="setup.domainName"]')).toBeNull();
    await page.select('dialog[open] select[name="setup.domainAction"]', 'transfer');
    await page.waitForSelector('dialog[open] [name="setup.domainName"]');
    const hint = () =>
      page.$eval('dialog[open] select[name="setup.domainAction"]', (select) => {
        const id = select.getAttribute('aria-describedby') ?? '';
        return document.getElementById(id)?.textContent ?? '';
      });
    expect(await hint()).toMatch(/\.co\.za.*transfer code: please do not type it/);
    const guide = await page.$eval('dialog[open] [data-testid="setup-help-link"]', (a) => a.getAttribute('href'));
    expect(guide).toBe(helpArticlePath('transfer-a-domain'));
    await typeInto(page, 'setup.domainName', 'probe-shop.co.za');
    expect(await hint()).toMatch(/^For a \.co\.za domain, the registrant approves the move/);
    await typeInto(page, 'setup.domainName', 'probe-shop.com');
    expect(await hint()).toMatch(/^For other endings we will ask you for the transfer code/);
  });

  it.each([
    ['a bad hostname', 'vps', 'setup.hostname', 'web_1.example', SETUP_MESSAGES.hostname],
    ['a private key', 'vps', 'setup.sshPublicKey', PRIVATE_KEY_PROBE, SETUP_MESSAGES.privateKey],
    ['a bad domain', 'microsoft-365', 'setup.domainName', 'https://probe.example/mail', SETUP_MESSAGES.domain],
  ] as const)(
    'when %s is typed, then Submit Order shows the message under that field, focus goes there, and nothing is sent',
    async (_what, kind, name, value, message) => {
      const page = await dialogFor(kind);
      const posts: HTTPRequest[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(SEND_CONTACT_EMAIL_PATH)) posts.push(request);
      });
      if (name === 'setup.domainName') await page.select('dialog[open] select[name="setup.domainAction"]', 'register');
      await fillOrderForm(page, VISITOR);
      await typeInto(page, name, value);
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForSelector(`dialog[open] [name="${name}"][aria-invalid="true"]`);
      expect(await inlineError(page, name)).toEqual({ invalid: 'true', message });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(name);
      expect(posts).toEqual([]);
    },
  );
});

describe('an order with set-up answers, from the dialog to the mail server', () => {
  it('when a visitor chooses a data centre, a system, a hostname and a key, and ticks news and offers, then staff get them all and the JSON parses to them', async () => {
    const page = await dialogFor('vps', 375, 667);
    const key = ed25519PublicKey('probe@laptop');
    await page.select('dialog[open] select[name="setup.dataCentre"]', 'johannesburg');
    await page.select('dialog[open] select[name="setup.operatingSystem"]', 'debian-13');
    await typeInto(page, 'setup.hostname', 'probe-host.example.net');
    await typeInto(page, 'setup.sshPublicKey', `${key}\n`);
    await page.click('dialog[open] input[name="marketing"]');
    await fillOrderForm(page, { ...VISITOR, email: 'setup-dialog@probe.example' });
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog:not([open])', { timeout: 20_000 });
    await sink.waitFor((all) => all.filter((m) => m.envelope.to[0] === STAFF).length >= 1, 10_000);
    const staff = sink.messages.find((m) => m.envelope.to[0] === STAFF)!.mail;
    expect(staff.text).toContain(
      `\nSet-up:\nData centre: Johannesburg\nOperating system: Debian 13\nHostname: probe-host.example.net\nSSH public key: ${key}\n`,
    );
    expect(staff.text).toContain('\nMarketing: yes\n');
    const json = JSON.parse(staff.attachments[0]!.content) as { setup: unknown; marketing: unknown };
    expect(json.setup).toEqual({
      dataCentre: 'johannesburg',
      operatingSystem: 'debian-13',
      hostname: 'probe-host.example.net',
      sshPublicKey: key,
    });
    expect(json.marketing).toBe(true);
  });
});

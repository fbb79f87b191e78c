import type { Page } from 'puppeteer';
import { fullPlanName, hostingPages, planKinds, plansByKind, productAndPlan, type PlanKind } from '../../shared/catalogue/plans';
import { orderCopy } from '../../shared/catalogue/order-copy';
import { setupCopy, setupDefaults, setupQuestions } from '../../shared/catalogue/plans/setup-questions';
import { siteWithSmtpSink } from '../support/endpoint-kit';
import { fillOrderForm, openDialogAt, VISITOR } from '../support/order-dialog-helpers';
import { fieldSizes, IOS_ZOOM_BELOW_PX, closePagesAfterEach, toastReference } from '../support/page-helpers';
import { yearlyPrice } from '../support/catalogue-text';
import { chromiumForTests } from '../support/site-in-chromium';
import { ed25519PublicKey } from '../support/ssh-keys';

/**
 * The order dialog's set-up questions in Chromium, an order through the real endpoint to a real SMTP
 * server. Bad typed answers refused under their field, and the domain transfer's guidance: unit/order-form.test.
 */
const STAFF = 'provisioning@probe.example';
const { sink, site } = siteWithSmtpSink({ MAIL_TO: STAFF });
const chromium = chromiumForTests();
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
      // The news and offers box unticked (its label: e2e/order-dialog.test and unit/order-form.test, in their lists of labels).
      expect(await page.$eval('dialog[open] input[name="marketing"]', (box) => (box as HTMLInputElement).checked)).toBe(false);
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

describe('an order with set-up answers, from the dialog to the mail server', () => {
  // Its Reply-To, the rest of the staff e-mail and the confirmation's words: integration/order-mail.test and
  // confirmations.test; here, what the dialog sent, under the reference its toast gave.
  it('when a visitor chooses yearly billing, a data centre, a system, a hostname and a key, and ticks news and offers, then the toast, the staff e-mail and the confirmation carry one reference, staff see the catalogue price and every answer, and the JSON parses to them', async () => {
    const page = await dialogFor('vps', 375, 667);
    const chosen = { kind: 'vps' as const, plan: planOfKind('vps') };
    const key = ed25519PublicKey('probe@laptop');
    await page.click('dialog[open] input[name="billing"][value="yearly"]');
    await page.select('dialog[open] select[name="setup.dataCentre"]', 'johannesburg');
    await page.select('dialog[open] select[name="setup.operatingSystem"]', 'debian-13');
    await page.click('dialog[open] input[name="marketing"]');
    // The pre-filled sentence stays as it was: staff must not read it as the customer's words.
    await fillOrderForm(page, {
      ...VISITOR,
      email: 'setup-dialog@probe.example',
      'setup.hostname': 'probe-host.example.net',
      'setup.sshPublicKey': `${key}\n`,
    });
    await page.click('dialog[open] button[type="submit"]');
    const reference = await toastReference(page, orderCopy.success.title, orderCopy.success.description, 20_000);
    await sink.waitFor((all) => all.filter((m) => m.mail.header('subject')?.includes(reference)).length >= 2, 15_000);
    const staff = sink.messages.filter((m) => m.envelope.to[0] === STAFF);
    expect(staff).toHaveLength(1);
    const { mail } = staff[0]!;
    expect(mail.header('subject')).toBe(
      `Order ${reference}: ${fullPlanName(chosen)}, ${yearlyPrice(chosen.plan.id)}, ${VISITOR.name}`,
    );
    expect(mail.text).toContain('Billing: Yearly, in advance\n');
    expect(mail.text).toContain('Additional requirements:\nNo additional requirements specified.\n');
    const json = JSON.parse(mail.attachments[0]!.content) as { setup: unknown; marketing: unknown };
    expect(json.setup).toEqual({
      dataCentre: 'johannesburg',
      operatingSystem: 'debian-13',
      hostname: 'probe-host.example.net',
      sshPublicKey: key,
    });
    expect(json.marketing).toBe(true);
    const confirmations = sink.messages.filter((m) => m.envelope.to[0] === 'setup-dialog@probe.example');
    expect(confirmations.map((m) => m.mail.header('subject'))).toEqual([
      `Kopano IT Solutions: your order request ${reference}, ${fullPlanName(chosen)}`,
    ]);
  });
});

import type { Page } from 'puppeteer';
import { scoreAssessment } from '../../shared/assessment/score';
import { assessmentCopy, assessmentFunctions, assessmentQuestions, type AnswerId } from '../../shared/catalogue/assessment';
import { paths } from '../../shared/routes';
import { reviewFormCopy } from '../../shared/catalogue/review-form-copy';
import { axeViolations, COLOUR_RULES } from '../support/axe';
import { siteWithSmtpSink } from '../support/endpoint-kit';
import { isVisible, openPage, openHydrated, closePagesAfterEach, toastReference, touchForm } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';
import { settle } from '../support/visitor-states';

const STAFF = 'sales@kopano-it.co.za';
const chromium = chromiumForTests();
const { sink, site } = siteWithSmtpSink({ MAIL_TO: STAFF, SEARCH_PAGE_RATE_LIMIT_MAX: '1000' });
closePagesAfterEach();

const FORM = '[data-testid="assessment-form"]';
const RESULT = '[data-testid="assessment-result"]';

type Business = (questionId: string, at: number) => AnswerId;
const strong: Business = () => 'yes';
const weak: Business = () => 'no';
const unsure: Business = () => 'not-sure';
/** Scored in the browser, with JavaScript and without. */
const BUSINESSES: [string, Business][] = [
  ['a strong business', strong],
  ['a weak business', weak],
  ['a business that is not sure of anything', unsure],
];
/** Yes, Partly, No and Not sure in turn. */
const middling: Business = (_id, at) => (['yes', 'partly', 'no', 'yes'] as const)[at % 4]!;
const answersOf = (business: Business) => Object.fromEntries(assessmentQuestions.map((q, at) => [q.id, business(q.id, at)]));

/** Chooses by the radio's own click: a pointer's could land on the sticky header over a radio scrolled to the top. */
const choose = (page: Page, id: string, answer: AnswerId) =>
  page.$eval(`${FORM} input[name="${id}"][value="${answer}"]`, (radio) => (radio as HTMLInputElement).click());

/** Answers the questions shown, as `business` would. */
async function answerShown(page: Page, business: Business) {
  const shown = await page.$$eval(`${FORM} fieldset[data-question]`, (sets) =>
    sets.map((set) => set.getAttribute('data-question')!),
  );
  for (const [at, { id }] of assessmentQuestions.entries()) if (shown.includes(id)) await choose(page, id, business(id, at));
}

/** axe-core finds nothing on the page as it is, in the dark theme (every rule) and the light (the colour rules). */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  // The buttons' colours fade to the theme's and the captcha follows on its next render: then the fades are finished at once.
  await page.evaluate(async () => {
    document.documentElement.dataset.theme = 'light';
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await settle(page);
  expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
}

/** The step the form shows, once its code has drawn it (it may come a moment after hydration). */
const stepText = async (page: Page) => (await page.waitForSelector(`${FORM} .progress`))!.evaluate((p) => p.textContent);
/** Waits for the form to show step `step`. */
const atStep = (page: Page, step: number) =>
  page.waitForFunction(
    (text) => document.querySelector(`[data-testid="assessment-form"] .progress`)?.textContent === text,
    {},
    assessmentCopy.step(step, assessmentFunctions.length),
  );
const next = (page: Page) => page.$eval(`${FORM} button[type="submit"]`, (button) => (button as HTMLElement).click());

/** Goes through every step with JavaScript, answering as `business`; returns on the result. */
async function takeWithScript(page: Page, business: Business) {
  for (let step = 1; step <= assessmentFunctions.length; step++) {
    await atStep(page, step);
    await answerShown(page, business);
    await next(page);
  }
  await page.waitForSelector(RESULT);
}

const shownScore = (page: Page) =>
  page.$eval(RESULT, (result) => ({
    score: Number(result.getAttribute('data-score')),
    functions: [...result.querySelectorAll('[data-function]')].map((g) => Number(g.getAttribute('data-score'))),
    actions: [...result.querySelectorAll('[data-testid="assessment-actions"] li')].map((li) => li.getAttribute('data-question')),
    notSure: result.querySelector('[data-testid="assessment-not-sure"]') !== null,
  }));

const expected = (business: Business) => {
  const result = scoreAssessment(answersOf(business));
  return {
    score: result.score,
    functions: result.functions.map((fn) => fn.score),
    actions: result.actions.map((q) => q.id),
    notSure: result.notSure > 0,
  };
};

describe('The IT self-assessment with JavaScript', () => {
  it('goes a function at a time: Next names and focuses what is unanswered, Back keeps the answers, and a reload keeps them too', async () => {
    const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths.assessment}`, 375, 800);
    expect(await stepText(page)).toBe(assessmentCopy.step(1, assessmentFunctions.length));
    const first = assessmentQuestions.filter((q) => q.function === assessmentFunctions[0].id);
    expect(await page.$$eval(`${FORM} fieldset[data-question]`, (sets) => sets.length)).toBe(first.length);
    await choose(page, first[0]!.id, 'yes');
    await next(page);
    // Still step 1: the others are named, and the first of them has focus.
    await page.waitForSelector('[data-testid="assessment-unanswered"]');
    expect(await page.$eval('[data-testid="assessment-unanswered"]', (s) => s.textContent)).toContain(
      assessmentCopy.unanswered(first.length - 1),
    );
    await page.waitForFunction((id) => (document.activeElement as HTMLInputElement | null)?.name === id, {}, first[1]!.id);
    expect(await page.$eval(`#question-${first[1]!.id}`, (set) => set.getAttribute('aria-invalid'))).toBe('true');
    await expectAccessible(page);
    await answerShown(page, middling);
    await next(page);
    await atStep(page, 2);
    await answerShown(page, middling);
    await page.$eval(`${FORM} .buttons button[type="button"]`, (button) => (button as HTMLElement).click());
    await atStep(page, 1);
    const checkedNow = () =>
      page.$$eval(`${FORM} input:checked`, (inputs) =>
        inputs.map((i) => `${(i as HTMLInputElement).name}=${(i as HTMLInputElement).value}`),
      );
    const before = await checkedNow();
    expect(before).toHaveLength(first.length);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="assessment-form"] input:checked').length === n,
      {},
      first.length,
    );
    expect(await checkedNow()).toEqual(before);
    await page.close();
    expect(errors).toEqual([]);
  });

  it.each(BUSINESSES)(
    'scores %s as the shared module does, with the picture per function and the actions, and focus on the result',
    async (_what, business) => {
      const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths.assessment}`);
      await takeWithScript(page, business);
      expect(await shownScore(page)).toEqual(expected(business));
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(assessmentCopy.resultTitle);
      // Brought (smoothly) to the top of the screen, under the header, where the questions were.
      await page.waitForFunction(() => {
        const top = document.activeElement!.getBoundingClientRect().top;
        return top > 0 && top < 150;
      });
      expect(await isVisible(page, '[data-testid="function-chart"]')).toBe(true);
      await expectAccessible(page);
      await page.close();
      expect(errors).toEqual([]);
    },
  );
});

describe('Send my results for a free review', () => {
  it('when a visitor sends a weak result, then the toast gives the reference and staff get it over SMTP, named by company and score; then the report downloads as a PDF, and Change my answers goes back with every answer kept', async () => {
    const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths.assessment}`, 375, 800);
    await takeWithScript(page, weak);
    const review = '[data-testid="assessment-review"]';
    await touchForm(page, review);
    const notice = await page.$eval(`${review} [data-testid="privacy-notice"]`, (p) => p.textContent ?? '');
    expect(notice).toMatch(/review/);
    expect(notice).not.toMatch(/order/);
    await page.type(`${review} input[name="name"]`, 'Thandi Nkosi');
    await page.type(`${review} input[name="email"]`, 'thandi@example.co.za');
    await page.type(`${review} input[name="company"]`, 'Nkosi Traders (Pty) Ltd');
    await page.type(`${review} input[name="phone"]`, '082 555 0199');
    await page.waitForSelector('[data-testid="assessment-review-captcha"][data-status="verified"]', { timeout: 20_000 });
    await page.$eval(`${review} button[type="submit"]`, (button) => (button as HTMLElement).click());
    const reference = await toastReference(page, reviewFormCopy.success.title, reviewFormCopy.success.description);
    const score = expected(weak).score;
    await sink.waitFor((messages) => messages.some((m) => m.mail.header('subject')?.includes(reference)), 10_000);
    const staff = sink.messages.find((m) => m.envelope.to.includes(STAFF) && m.mail.header('subject')?.includes(reference))!;
    expect(staff.mail.header('subject')).toContain(`Nkosi Traders (Pty) Ltd, ${score}/100`);
    // The report and the answers attached, PDF and JSON: integration/assessment-review.test.
    const sent = JSON.parse(staff.mail.attachments[1]!.content) as { answers: Record<string, string> };
    expect(sent.answers).toEqual(answersOf(weak));
    // The result stays: its report downloads, and Change my answers goes back with every answer kept.
    const client = await page.createCDPSession();
    await client.send('Browser.setDownloadBehavior', { behavior: 'deny' });
    const [report] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith(`${paths.assessment}/report`)),
      page.$eval(`${RESULT} form button[type="submit"]`, (button) => (button as HTMLElement).click()),
    ]);
    // The PDF, its name and that it is never kept: integration/assessment-report-route.test.
    expect(report.status()).toBe(200);
    await page.$eval(`${RESULT} form button[type="button"]`, (button) => (button as HTMLElement).click());
    await page.waitForSelector(FORM);
    expect(await stepText(page)).toBe(assessmentCopy.step(1, assessmentFunctions.length));
    const first = assessmentQuestions.filter((q) => q.function === assessmentFunctions[0].id);
    expect(await page.$$eval(`${FORM} input:checked`, (inputs) => inputs.length)).toBe(first.length);
    expect(errors).toEqual([]);
  });
});

// Questions left out without JavaScript, and the answer to a post: integration/assessment-page.test. The page that answers
// draws the result the script draws (one component), for each business above.
describe('The IT self-assessment without JavaScript', () => {
  it('when a weak business posts every answer, then the page that comes back shows the result the shared module gives, scrolled to it', async () => {
    const { page } = await openPage(chromium.browser, 375, 800);
    await page.setJavaScriptEnabled(false);
    // The browser scrolls to the result at once, not smoothly, so where it lands can be read.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    // Every question in one form: integration/assessment-page.test ('when opened…').
    await page.goto(`${site.url}${paths.assessment}`);
    await answerShown(page, weak);
    await Promise.all([page.waitForNavigation(), next(page)]);
    expect(await shownScore(page)).toEqual(expected(weak));
    // The result's place is where the browser lands.
    expect(await page.$eval('#assessment', (el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
  });
});

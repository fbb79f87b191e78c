import type { Page } from 'puppeteer';
import { endpointSiteForTests } from '../support/endpoint-kit';
import { closePagesAfterEach, openHydrated } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';

/**
 * The captcha, once it has solved itself, as a visitor presses it: a visitor used to ticking
 * "I'm not a robot" presses the ticked box, and it stays ticked, Send still pressable. Every form
 * with a visible captcha shows the same widget (client/lib/captcha/altcha-widget.tsx), the request
 * forms in the same card (client/lib/request-form-card.tsx); the contact form stands for them all.
 */

const site = endpointSiteForTests({ CONTACT_RATE_LIMIT_MAX: '100', CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1000' });
const chromium = chromiumForTests();
closePagesAfterEach();

/** What a visitor sees of a form's captcha: the box ticked or not, its words, and whether Send can be pressed. */
const seen = (page: Page, form: string) =>
  page.$eval(form, (element) => {
    const widget = element.querySelector('altcha-widget')!;
    const box = widget.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const send = element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    return { ticked: box.checked, label: widget.querySelector('label')?.textContent?.trim(), sendDisabled: send.disabled };
  });

describe('the contact form', () => {
  const name = 'contact';
  const form = `[data-testid="${name}-form"]`;
  const captcha = `[data-testid="${name}-captcha"]`;
  it.each([375, 1280])(
    'when the visitor presses the ticked "Verified" box, or its words, or Space on it (%i px), then it stays ticked and Send stays pressable',
    async (width) => {
      const { page, errors } = await openHydrated(chromium.browser, `${site.url}/contact`, width, 900);
      // The form's code comes as it nears the screen; the visitor scrolls to it and clicks into its first field.
      const place = await page.waitForSelector(`${form}, [data-testid="${name}-form-loading"]`);
      await place!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const field = await page.waitForSelector(`${form} input:not([type="hidden"])`, { timeout: 15_000 });
      await field!.click();
      // A full run starves the browser for seconds at a time (the captcha verifies in 2 s alone).
      await page.waitForSelector(`${captcha}[data-status="verified"]`, { timeout: 45_000 });
      const solved = await seen(page, form);
      expect(solved).toEqual({ ticked: true, label: 'Verified', sendDisabled: false });

      await page.click(`${form} altcha-widget input[type="checkbox"]`);
      expect(await seen(page, form)).toEqual(solved);
      await page.click(`${form} altcha-widget label`);
      expect(await seen(page, form)).toEqual(solved);
      await page.focus(`${form} altcha-widget input[type="checkbox"]`);
      await page.keyboard.press('Space');
      expect(await seen(page, form)).toEqual(solved);
      expect(await page.$eval(captcha, (element) => element.getAttribute('data-status'))).toBe('verified');
      expect(errors).toEqual([]);
    },
    90_000,
  );
});

import type { Browser, Page } from 'puppeteer';
import { openHydrated, type WatchedPage } from './page-helpers';

export const VISITOR = {
  name: 'Thandi Nkosi',
  email: 'thandi.nkosi@example.co.za',
  phone: '+27 82 555 0199',
  company: 'Nkosi Logistics',
};

/** A form's fields by name: the contact details, the message, and the order's users and set-up answers (`setup.hostname`). */
export type OrderFields = Partial<
  Record<'name' | 'email' | 'phone' | 'company' | 'message' | 'users' | `setup.${string}`, string>
>;

/** Presses a plan's order button and waits until the dialog is open with focus on Full Name. */
export async function openOrderDialog(page: Page, planId: string): Promise<void> {
  await page.click(`[data-plan="${planId}"] [data-testid="order-button"]`);
  await page.waitForFunction(() => document.activeElement?.matches('dialog[open] input[name="name"]'));
}

/** A hydrated page at `url` (a hosting page) with `planId`'s order dialog open. */
export async function openDialogAt(
  browser: Browser,
  url: string,
  planId: string,
  width?: number,
  height?: number,
): Promise<WatchedPage> {
  const watched = await openHydrated(browser, url, width, height);
  await openOrderDialog(watched.page, planId);
  return watched;
}

/**
 * Fills the fields of `form` (the order dialog's, unless another is named) as typing would (React
 * sees an input event per field), but at once, so long values do not make tests slow. Fields not
 * named keep their value.
 */
export async function fillOrderForm(page: Page, fields: OrderFields, form = 'dialog [data-testid="order-form"]'): Promise<void> {
  await page.$eval(
    form,
    (form, values) => {
      for (const [name, value] of Object.entries(values)) {
        const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
        if (!control) throw new Error(`no field ${name}`);
        const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    fields,
  );
}

/** What the open dialog shows, read as a visitor would meet it. */
export function orderDialogView(page: Page) {
  return page.$eval('dialog[open]', (dialog) => {
    const text = (selector: string) => dialog.querySelector(selector)?.textContent ?? null;
    const describedBy = dialog.getAttribute('aria-describedby');
    return {
      modal: dialog.matches(':modal'),
      title: document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? null,
      description: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
      summary: text('[data-testid="order-summary"]'),
      labels: [...dialog.querySelectorAll('label')].map((label) => label.textContent),
      values: [...dialog.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"]), textarea')].map(
        (control) => control.value,
      ),
      buttons: [...dialog.querySelectorAll('button')].map((button) => button.textContent),
      focused: document.activeElement?.getAttribute('name') ?? null,
    };
  });
}

import type { Company } from '../catalogue/company';
import { planKinds } from '../catalogue/plans/kinds';
import { COOLING_OFF_DAYS, termsSentence } from '../catalogue/plans/order-terms';
import { DIGEST_KEPT_DAYS } from '../email-security/dmarc-digest';
import { DMARC_REPORT_DAYS } from '../email-security/dmarc-reports';
import { PASS_ON_DAYS } from '../email-security/pass-on';
import { EMAIL_WATCH_CONFIRM_HOURS } from '../email-security/watch';
import { SUPPORT_KEPT_DAYS } from '../support/request';

export type PlaceholderValues = ReadonlyMap<string, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Every fact in the company module becomes `{{company.<path>}}`, so a rebrand in one file reaches
 * the legal documents without anyone re-reading them. Lists read as prose, hence the comma join.
 * Each kind of plan's contract terms become `{{terms.<kind>}}`; how long a domain watch's
 * confirmation link lasts, `{{watch.confirmHours}}`; a pass-on link, `{{passOn.days}}`; what a DMARC
 * report said, `{{dmarcReports.days}}`; a weekly summary, `{{dmarcReports.digestDays}}`; a support
 * request's status link, `{{support.days}}`.
 */
export const placeholderValues = (company: Company): PlaceholderValues => {
  const values = new Map<string, string>();
  const visit = (prefix: string, value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') {
      values.set(prefix, String(value));
    } else if (Array.isArray(value)) {
      values.set(prefix, value.map(String).join(', '));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(`${prefix}.${key}`, child);
    }
  };
  visit('company', company);
  if (!values.has('company.website')) values.set('company.website', websiteFromEmail(company));
  // The order dialog's terms (order-terms.ts), so the Terms of Service cannot drift from what the dialog says.
  for (const kind of planKinds) values.set(`terms.${kind}`, termsSentence(kind));
  values.set('terms.coolingOffDays', String(COOLING_OFF_DAYS));
  values.set('watch.confirmHours', String(EMAIL_WATCH_CONFIRM_HOURS));
  values.set('passOn.days', String(PASS_ON_DAYS));
  values.set('dmarcReports.days', String(DMARC_REPORT_DAYS));
  values.set('dmarcReports.digestDays', String(DIGEST_KEPT_DAYS));
  values.set('support.days', String(SUPPORT_KEPT_DAYS));
  return values;
};

/**
 * ECTA section 43 asks for the web address, which the company module does not hold yet; the
 * public mailbox shares the site's domain, so that is the honest fallback until it does.
 */
const websiteFromEmail = (company: Company): string => {
  const domain = company.email.display.split('@')[1];
  if (!domain) throw new Error(`Cannot derive a website from company.email "${company.email.display}"`);
  return `www.${domain}`;
};

/** Substitutes `{{name}}` placeholders; an unknown or malformed one stops the build. */
export const fillPlaceholders = (text: string, values: PlaceholderValues, where: string): string => {
  const filled = text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`${where}: unknown placeholder {{${name}}}`);
    return value;
  });
  if (filled.includes('{{') || filled.includes('}}')) {
    throw new Error(`${where}: unbalanced placeholder braces in "${text.trim()}"`);
  }
  return filled;
};

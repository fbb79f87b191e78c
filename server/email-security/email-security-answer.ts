/**
 * /email-security?domain=: the check answered in the page's HTML, so it works with JavaScript off
 * (and its address can be shared with the business's IT person). What was typed that is no domain
 * is answered 400 with the form and the problem; past the checks the site runs at once, 503 with
 * Retry-After.
 */
import {
  EMAIL_SECURITY_PARAM,
  askedDomain,
  DKIM_SELECTOR_PARAM,
  type EmailSecurityAnswer,
} from '../../shared/email-security/result';
import type { ServerAnswer } from '../render/page-route';
import { BusyError, type EmailSecurityChecker } from './checker-types';
import { readDomainInput } from './domain-input';

/** A DKIM selector is a DNS label or a few: anything else is ignored. */
export const selectorFrom = (query: string): string | undefined => {
  const selector = new URLSearchParams(query).get(DKIM_SELECTOR_PARAM)?.trim().toLowerCase();
  return selector && /^[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63}){0,3}$/.test(selector) ? selector : undefined;
};

/** The answer to what was asked, with the status it is sent with. */
async function emailSecurityAnswerFor(
  checker: EmailSecurityChecker,
  asked: string,
  selector: string | undefined,
  onBusy: (retryAfterSeconds: number) => void,
): Promise<{ answer: EmailSecurityAnswer; status: number }> {
  const input = readDomainInput(asked);
  if (!input.ok) return { answer: { asked, problem: input.problem }, status: 400 };
  try {
    return { answer: { asked, result: await checker.check(input.domain, { selector }) }, status: 200 };
  } catch (error) {
    if (!(error instanceof BusyError)) throw error;
    onBusy(error.retryAfterSeconds);
    return { answer: { asked, busy: true }, status: 503 };
  }
}

export const emailSecurityAnswer =
  (checker: EmailSecurityChecker): ServerAnswer =>
  ({ match, query }) => {
    if (match.page !== 'email-security') return undefined;
    const asked = askedDomain(query);
    if (!asked) return undefined;
    const selector = selectorFrom(query);
    const search = `?${new URLSearchParams({ [EMAIL_SECURITY_PARAM]: asked, ...(selector ? { [DKIM_SELECTOR_PARAM]: selector } : {}) })}`;
    return async (_req, res) => {
      const { answer, status } = await emailSecurityAnswerFor(checker, asked, selector, (seconds) =>
        res.set('Retry-After', String(seconds)),
      );
      return { search, status, preloaded: { emailSecurity: { answer, running: null } } };
    };
  };

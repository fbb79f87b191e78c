/**
 * /email-security?domain=: the check answered in the page's HTML, so it works with JavaScript off
 * (and its address can be shared with the business's IT person). What was typed that is no domain
 * is answered 400 with the form and the problem; past the checks the site runs at once, or the
 * client's share of them, 503 with Retry-After.
 */
import {
  askedDomain,
  asksLive,
  DKIM_SELECTOR_PARAM,
  emailSecurityQuestion,
  type EmailSecurityAnswer,
} from '../../shared/email-security/result';
import type { ServerAnswer } from '../render/page-route';
import { askerOf } from './asker';
import { BusyError, VisitorGone, type Asker, type EmailSecurityChecker } from './checker-types';
import { readDomainInput } from './domain-input';

/** A DKIM selector is a DNS label or a few: anything else is ignored. */
export const selectorFrom = (query: string): string | undefined => {
  const selector = new URLSearchParams(query).get(DKIM_SELECTOR_PARAM)?.trim().toLowerCase();
  return selector && /^[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63}){0,3}$/.test(selector) ? selector : undefined;
};

/** The answer to a question (emailSecurityQuestion), with the status it is sent with. */
async function emailSecurityAnswerFor(
  checker: EmailSecurityChecker,
  question: string,
  asker: Asker,
  onBusy: (retryAfterSeconds: number) => void,
): Promise<{ answer: EmailSecurityAnswer; status: number }> {
  const input = readDomainInput(askedDomain(question));
  if (!input.ok) return { answer: { asked: question, problem: input.problem }, status: 400 };
  try {
    const selector = selectorFrom(question);
    const result = await checker.check(input.domain, { selector, ...asker });
    if (!asksLive(question) || !result.exists) return { answer: { asked: question, result }, status: 200 };
    return { answer: { asked: question, result: await checker.live(result, { ...asker, selector }) }, status: 200 };
  } catch (error) {
    // Gone before the answer: the page drawn is for nobody, and says so in the request log (499).
    if (error instanceof VisitorGone) return { answer: { asked: question, busy: true }, status: error.status };
    if (!(error instanceof BusyError)) throw error;
    onBusy(error.retryAfterSeconds);
    return { answer: { asked: question, busy: true }, status: 503 };
  }
}

export const emailSecurityAnswer =
  (checker: EmailSecurityChecker): ServerAnswer =>
  ({ match, query }) => {
    if (match.page !== 'email-security') return undefined;
    const question = emailSecurityQuestion(query);
    if (!question) return undefined;
    return async (req, res) => {
      const { answer, status } = await emailSecurityAnswerFor(checker, question, askerOf(req, res), (seconds) =>
        res.set('Retry-After', String(seconds)),
      );
      return { search: `?${question}`, status, preloaded: { emailSecurity: { answer, running: null } } };
    };
  };

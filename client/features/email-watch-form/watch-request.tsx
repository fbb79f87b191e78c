import type { Ref } from 'react';
import { emailWatchFormCopy } from '../../../shared/catalogue/email-watch-form-copy';
import { EMAIL_WATCH_API_PATH, type EmailWatchAnswer } from '../../../shared/email-security/watch';
import { emailWatchSchema } from '../../../shared/validation/email-watch-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { usePublicConfig } from '../../app/public-config-context';
import { CaptchaWidget } from '../../lib/captcha/captcha-widget';
import type { CaptchaEvents, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import { rateLimitedFrom, rateLimitedMessage } from '../../lib/rate-limited';

/** A server that never answers must not leave the form sending for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Where the form shows what came of a send (the answer, or a problem at the address or for the
 * whole form), and whether it reached the server, which spends its captcha.
 */
export type WatchOutcome = { sent: boolean } & (
  | { shown: 'asked'; answer: Extract<EmailWatchAnswer, { step: 'asked' }> }
  | { shown: 'at-email'; problem: string }
  | { shown: 'at-form'; problem: string }
);

/** The site's captcha, in the form's place for it. */
export function WatchCaptcha({ ref, ...events }: CaptchaEvents & { ref: Ref<CaptchaWidgetHandle> }) {
  const { captcha } = usePublicConfig();
  return <CaptchaWidget ref={ref} captcha={captcha} {...events} />;
}

const answerOf = (body: unknown): EmailWatchAnswer | undefined => {
  const answer = (body as { answer?: { step?: unknown } } | null)?.answer;
  return typeof answer?.step === 'string' ? (answer as EmailWatchAnswer) : undefined;
};

/**
 * Checks the form's fields with the schema the server checks again, then posts them as JSON. The
 * server answers `{ answer }`: asked (200), or refused with its problem, which is the address's
 * for a 400 and the whole form's otherwise (the captcha, a limit, not now).
 */
export async function askToWatch(fields: Record<string, unknown>): Promise<WatchOutcome> {
  const checked = validateForm(emailWatchSchema, fields);
  if (!checked.valid) {
    const problem = checked.errors.email ?? checked.messages[0] ?? emailWatchFormCopy.form.failure;
    return { sent: false, shown: checked.errors.email ? 'at-email' : 'at-form', problem };
  }
  let response: Response;
  let answer: EmailWatchAnswer | undefined;
  try {
    response = await fetch(EMAIL_WATCH_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(checked.values),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    answer = answerOf(await response.json().catch(() => null));
  } catch (error) {
    console.error('The watch request failed', error);
    return { sent: true, shown: 'at-form', problem: emailWatchFormCopy.form.failure };
  }
  if (answer?.step === 'asked') return { sent: true, shown: 'asked', answer };
  if (answer?.step === 'refused')
    return { sent: true, shown: response.status === 400 ? 'at-email' : 'at-form', problem: answer.problem };
  const limited = rateLimitedFrom(response, 'The watch request');
  if (limited) return { sent: true, shown: 'at-form', problem: rateLimitedMessage(limited).description };
  console.error(`The watch request was answered ${response.status} without an answer to show`);
  return { sent: true, shown: 'at-form', problem: emailWatchFormCopy.form.failure };
}

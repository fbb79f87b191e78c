import type { Ref } from 'react';
import { supportRequestCopy as copy } from '../../../shared/catalogue/support-request-copy';
import { SUPPORT_API_PATH, SUPPORT_FIELDS, type SupportAnswer } from '../../../shared/support/request';
import { supportRequestSchema } from '../../../shared/validation/support-request-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { usePublicConfig } from '../../app/public-config-context';
import { CaptchaWidget } from '../../lib/captcha/captcha-widget';
import type { CaptchaEvents, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import { rateLimitedFrom, rateLimitedMessage } from '../../lib/rate-limited';

/** Twenty megabytes on a slow line take a while; past this the visitor is told to try again. */
const REQUEST_TIMEOUT_MS = 180_000;

/** The site's captcha, in the form's place for it. */
export function SupportCaptcha({ ref, ...events }: CaptchaEvents & { ref: Ref<CaptchaWidgetHandle> }) {
  const { captcha } = usePublicConfig();
  return <CaptchaWidget ref={ref} captcha={captcha} {...events} />;
}

const refusal = (problems: string[]): SupportAnswer => ({ step: 'refused', refusal: 'invalid', problems });

/**
 * Checks the fields with the schema the server checks again, then posts the form as it is
 * (multipart, its files with it) with the solved captcha; the server's answer, or why none came.
 */
export async function sendRequest(form: HTMLFormElement, captcha: string): Promise<SupportAnswer> {
  const data = new FormData(form);
  const checked = validateForm(supportRequestSchema, Object.fromEntries(data));
  if (!checked.valid) return refusal(checked.messages);
  data.set(SUPPORT_FIELDS.captcha, captcha);
  try {
    const response = await fetch(SUPPORT_API_PATH, {
      method: 'POST',
      body: data,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { answer?: SupportAnswer } | null;
    if (body?.answer) return body.answer;
    const limited = rateLimitedFrom(response, 'The support request');
    return refusal([limited ? rateLimitedMessage(limited).description : copy.refusals.unavailable]);
  } catch (error) {
    console.error('The support request failed', error);
    return refusal([copy.refusals.unavailable]);
  }
}

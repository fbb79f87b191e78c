import type { Ref } from 'react';
import { supportRequestCopy as copy } from '../../../shared/catalogue/support-request-copy';
import {
  SUPPORT_API_PATH,
  SUPPORT_BYTES_MAX,
  SUPPORT_FIELDS,
  SUPPORT_FILES_MAX,
  type SupportAnswer,
  type SupportRefusal,
} from '../../../shared/support/request';
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

/** What the server would refuse of the files chosen, told before a slow line uploads them. */
function filesRefusal(data: FormData): SupportRefusal | null {
  const files = data.getAll(SUPPORT_FIELDS.files).filter((file): file is File => file instanceof File && file.name !== '');
  if (files.length > SUPPORT_FILES_MAX) return 'too-many-files';
  if (files.reduce((sum, file) => sum + file.size, 0) > SUPPORT_BYTES_MAX) return 'too-large';
  return files.some((file) => file.size === 0) ? 'empty-file' : null;
}

/**
 * Checks the fields with the schema the server checks again, and the files' count and size, then
 * posts the form as it is (multipart, its files with it) with the solved captcha; the server's
 * answer, or why none came.
 */
export async function sendRequest(form: HTMLFormElement, captcha: string): Promise<SupportAnswer> {
  const data = new FormData(form);
  const checked = validateForm(supportRequestSchema, Object.fromEntries(data));
  if (!checked.valid) return { step: 'refused', refusal: 'invalid', problems: checked.messages, errors: checked.errors };
  const files = filesRefusal(data);
  if (files) return { step: 'refused', refusal: files, problems: [copy.refusals[files]] };
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

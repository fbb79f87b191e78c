/**
 * The support form's code that comes at its first touch: its captcha, the files' list, and the
 * send with its progress.
 */
import type { Ref } from 'react';
import { supportRequestCopy as copy } from '../../../shared/catalogue/support-request-copy';
import { supportUploadCopy as uploadCopy } from '../../../shared/catalogue/support-upload-copy';
import {
  SUPPORT_API_PATH,
  SUPPORT_FIELDS,
  SUPPORT_STALL_MS,
  supportFieldErrors,
  type SupportAnswer,
  type SupportRefusal,
} from '../../../shared/support/request';
import { supportRequestSchema } from '../../../shared/validation/support-request-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { usePublicConfig } from '../../app/public-config-context';
import { CaptchaWidget } from '../../lib/captcha/captcha-widget';
import type { CaptchaEvents, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import { rateLimitedFrom, rateLimitedMessage } from '../../lib/rate-limited';
import { filesRefusal, sentFile, type ChosenFile } from './chosen-files';
import { secondsLeft, withSample, type Progress, type Sent } from './time-left';
import { LineStopped, upload } from './upload';

export { ChosenFilesList } from './chosen-files-list';
export { UploadProgress } from './upload-progress';

/** The site's captcha, in the form's place for it. */
export function SupportCaptcha({ ref, ...events }: CaptchaEvents & { ref: Ref<CaptchaWidgetHandle> }) {
  const { captcha } = usePublicConfig();
  return <CaptchaWidget ref={ref} captcha={captcha} {...events} />;
}

const refusal = (problems: string[]): SupportAnswer => ({ step: 'refused', refusal: 'invalid', problems });
const said = (refused: 'too-large' | 'unavailable', problem: string = copy.refusals[refused]): SupportAnswer => ({
  step: 'refused',
  refusal: refused,
  problems: [problem],
});

/** Refusals the files' list tells as it changes: an answer's such refusal is its past. */
const LIST_REFUSALS: readonly SupportRefusal[] = ['too-many-files', 'too-large', 'empty-file'];

/** What the files' control says: what the list would be refused for now, else the answer's refusal of a file by name. */
export function filesError(files: readonly ChosenFile[], answer: SupportAnswer | null): string | undefined {
  const refused = filesRefusal(files);
  if (refused) return copy.refusals[refused];
  if (answer?.step !== 'refused' || LIST_REFUSALS.includes(answer.refusal)) return undefined;
  return supportFieldErrors(answer).files;
}

/**
 * Checks the fields with the schema the server checks again, and the files' count and size, then
 * posts the form (multipart, the files of the list in the input's place) with the solved captcha,
 * telling its progress; the server's answer, or what failed when none came.
 */
export async function sendRequest(
  form: HTMLFormElement,
  captcha: string,
  files: readonly ChosenFile[],
  onProgress: (progress: Progress) => void,
): Promise<SupportAnswer> {
  const data = new FormData(form);
  data.delete(SUPPORT_FIELDS.files);
  const checked = validateForm(supportRequestSchema, Object.fromEntries(data));
  if (!checked.valid) return { step: 'refused', refusal: 'invalid', problems: checked.messages, errors: checked.errors };
  const refused = filesRefusal(files);
  if (refused) return { step: 'refused', refusal: refused, problems: [copy.refusals[refused]] };
  for (const chosen of files) data.append(SUPPORT_FIELDS.files, sentFile(chosen), sentFile(chosen).name);
  data.set(SUPPORT_FIELDS.captcha, captcha);
  let samples: Sent[] = [];
  try {
    const { status, body, retryAfter } = await upload(SUPPORT_API_PATH, data, {
      stallMs: SUPPORT_STALL_MS,
      onSent: (sent, total) => {
        samples = withSample(samples, { at: performance.now(), bytes: sent });
        onProgress({ sent, total, secondsLeft: secondsLeft(samples, total) });
      },
    });
    const answer = (body as { answer?: SupportAnswer } | null)?.answer;
    if (answer) return answer;
    // A proxy's own answers: its body size limit, and a body that stopped coming.
    if (status === 413) return said('too-large');
    if (status === 408) return said('unavailable', uploadCopy.stalled);
    const headers = new Headers(retryAfter ? { 'Retry-After': retryAfter } : {});
    const limited = rateLimitedFrom({ status, headers }, 'The support request');
    return limited ? refusal([rateLimitedMessage(limited).description]) : said('unavailable');
  } catch (error) {
    console.error('The support request failed', error);
    return error instanceof LineStopped ? said('unavailable', uploadCopy.stalled) : said('unavailable');
  }
}

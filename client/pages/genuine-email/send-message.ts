import {
  GENUINE_EMAIL_API_PATH,
  GENUINE_EMAIL_FIELDS,
  MESSAGE_BYTES_MAX,
  type GenuineEmailAnswer,
} from '../../../shared/genuine-email/answer';
import type { AppDispatch } from '../../app/store';
import { rateLimitedFrom } from '../../lib/rate-limited';
import { messageAnswered, messageSent } from '../../state/genuine-email-slice';

/** Each sending's number: its answer is shown only while it is the latest and the form unchanged. */
let sent = 0;

/**
 * Posts the form, as it is (the file, the pasted headers, the supplier), to POST /api/genuine-email
 * and shows the answer in place: the same fields and the same reading as the form posted without
 * JavaScript. A refusal (too large, not a message) is an answer too; a busy site (503) says so, and
 * a network whose checks are used up (429) is told for how long.
 * A file over the size the server reads is refused here, before a slow connection uploads it.
 */
export async function sendMessage(form: HTMLFormElement, dispatch: AppDispatch) {
  const body = new FormData(form);
  const file = body.get(GENUINE_EMAIL_FIELDS.file);
  const chosen = file instanceof File && file.name !== '' ? file : null;
  // The server reads a file that holds anything, else the text pasted.
  const given = chosen && (chosen.size > 0 || !String(body.get(GENUINE_EMAIL_FIELDS.pasted) ?? '').trim()) ? 'file' : 'text';
  const asked = (sent += 1);
  const answered = (answer: Parameters<typeof messageAnswered>[0]['answer']) => dispatch(messageAnswered({ asked, answer }));
  dispatch(messageSent({ asked, given }));
  if (chosen && given === 'file' && chosen.size === 0) return answered({ refused: 'empty-file' });
  if (chosen && chosen.size > MESSAGE_BYTES_MAX) return answered({ refused: 'too-large' });
  try {
    const response = await fetch(GENUINE_EMAIL_API_PATH, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
    const json = (await response.json().catch(() => null)) as { answer?: GenuineEmailAnswer } | null;
    if (json?.answer) return answered(json.answer);
    const limited = rateLimitedFrom(response, 'The message check');
    if (limited) return answered({ failed: 'limited', retryAfterSeconds: limited.retryAfterSeconds });
    answered({ failed: response.status === 503 ? 'busy' : 'failed' });
  } catch {
    answered({ failed: 'failed' });
  }
}

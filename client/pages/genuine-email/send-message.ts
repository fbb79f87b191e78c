import { GENUINE_EMAIL_API_PATH, type GenuineEmailAnswer } from '../../../shared/genuine-email/answer';
import type { AppDispatch } from '../../app/store';
import { messageAnswered, messageSent } from '../../state/genuine-email-slice';

/**
 * Posts the form, as it is (the file, the pasted headers, the supplier), to POST /api/genuine-email
 * and shows the answer in place: the same fields and the same reading as the form posted without
 * JavaScript. A refusal (too large, not a message) is an answer too; a busy site (429, 503) says so.
 */
export async function sendMessage(form: HTMLFormElement, dispatch: AppDispatch) {
  dispatch(messageSent());
  try {
    const response = await fetch(GENUINE_EMAIL_API_PATH, {
      method: 'POST',
      body: new FormData(form),
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => null)) as { answer?: GenuineEmailAnswer } | null;
    if (body?.answer) return dispatch(messageAnswered(body.answer));
    dispatch(messageAnswered({ failed: response.status === 429 || response.status === 503 ? 'busy' : 'failed' }));
  } catch {
    dispatch(messageAnswered({ failed: 'failed' }));
  }
}

import { rateLimitedFrom } from './rate-limited';
import { SEND_CONTACT_EMAIL_PATH, type ContactRequestBody } from '../../shared/api';

export class SubmissionError extends Error {
  override name = 'SubmissionError';
}

/**
 * Posts a contact or order request. Resolves only on `{ success: true }`; a network error, a
 * non-2xx answer, an answer that is not JSON or `success: false` all reject with the reason,
 * which callers log and never show to the visitor.
 */
export async function postSubmission(body: ContactRequestBody, signal?: AbortSignal): Promise<void> {
  const response = await fetch(SEND_CONTACT_EMAIL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const limited = rateLimitedFrom(response, 'The request');
  if (limited) throw limited;
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new SubmissionError(`The server answered ${response.status} with a body that is not JSON`);
  }
  const result = data as { success?: unknown; error?: unknown } | null;
  if (!response.ok || result?.success !== true) {
    const reason = typeof result?.error === 'string' ? result.error : 'no reason given';
    throw new SubmissionError(`The request was not accepted (${response.status}): ${reason}`);
  }
}

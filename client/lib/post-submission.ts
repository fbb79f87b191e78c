import { rateLimitedFrom } from './rate-limited';
import { SEND_CONTACT_EMAIL_PATH, type SubmissionRequestBody } from '../../shared/api';
import { REFERENCE_PATTERN } from '../../shared/reference';

class SubmissionError extends Error {
  override name = 'SubmissionError';
}

/** A success toast's text with the request's reference added: '… Your reference is KIT-7F3A2C9Q.' */
export function withReference<T extends { title: string; description: string }>(text: T, reference: string): T {
  return reference ? { ...text, description: `${text.description} Your reference is ${reference}.` } : text;
}

/**
 * Posts a contact or order request. Resolves with the request's reference only on `{ success:
 * true }` (an answer without a well-formed reference still succeeded: it resolves with ''); a
 * network error, a non-2xx answer, an answer that is not JSON or `success: false` all reject with
 * the reason, which callers log and never show to the visitor.
 */
export async function postSubmission(body: SubmissionRequestBody, signal?: AbortSignal): Promise<string> {
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
  const result = data as { success?: unknown; error?: unknown; reference?: unknown } | null;
  if (!response.ok || result?.success !== true) {
    const reason = typeof result?.error === 'string' ? result.error : 'no reason given';
    throw new SubmissionError(`The request was not accepted (${response.status}): ${reason}`);
  }
  return typeof result.reference === 'string' && REFERENCE_PATTERN.test(result.reference) ? result.reference : '';
}

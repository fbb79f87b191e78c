/** A support post's answer and its HTTP status, and a refusal's, as the request's doors answer it. */
import { supportRequestCopy as copy } from '../../shared/catalogue/support-request-copy';
import type { SupportAnswer, SupportFieldErrors, SupportRefusal } from '../../shared/support/request';

/** The answer and its HTTP status; `file`, the position of a file refused by name; `token`, a request taken's status link's. */
export type SupportOutcome = { answer: SupportAnswer; status: number; file?: number; token?: string };

const STATUS: Record<SupportRefusal, number> = {
  invalid: 400,
  captcha: 403,
  'too-many-files': 413,
  'too-large': 413,
  'file-type': 422,
  infected: 422,
  unread: 422,
  'empty-file': 400,
  limited: 429,
  busy: 503,
  unavailable: 503,
};

export const refused = (
  refusal: SupportRefusal,
  problems: string[] = [copy.refusals[refusal]],
  more: { errors?: SupportFieldErrors; file?: number } = {},
): SupportOutcome => ({
  answer: { step: 'refused', refusal, problems, ...(more.errors ? { errors: more.errors } : {}) },
  status: STATUS[refusal],
  ...(more.file === undefined ? {} : { file: more.file }),
});

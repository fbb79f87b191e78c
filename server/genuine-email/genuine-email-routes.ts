/**
 * "Is this e-mail genuine?": the form posted without JavaScript (through the page route, which
 * counts it as an answer made for one request and refuses another site's post), and POST
 * /api/genuine-email, the same form posted by the page's script, counted alike; and POST
 * /genuine-email/summary, the same form again for a printable PDF of its answer, read anew from
 * the message posted (nothing is kept between the answer and its summary). The message is
 * read off the event loop (message-reader.ts); a log line holds its size and outcome, nothing else.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { sastIsoDay } from '../../shared/format-date';
import {
  GENUINE_EMAIL_API_PATH,
  GENUINE_EMAIL_SUMMARY_PATH,
  type GenuineEmailAnswer,
  type GenuineEmailResult,
  type Refusal,
} from '../../shared/genuine-email/answer';
import { paths } from '../../shared/routes';
import { HttpError } from '../errors';
import type { ServerAnswer } from '../render/page-route';
import { clientKey, withinLimit } from '../security/rate-limit';
import { sameOriginOnly } from '../security/same-origin';
import { smallAnswer } from '../small-answer';
import type { MessageReader } from './message-reader';
import { readUpload, type Upload } from './read-upload';
import { renderGenuineSummary } from './summary-pdf';

type Answered = { answer: GenuineEmailAnswer; status: number; supplier: string | null } | { busy: true };

const STATUS: Partial<Record<Refusal, number>> = { 'too-large': 413, 'nothing-given': 400, 'empty-file': 400 };
const statusOf = (answer: GenuineEmailAnswer) => ('result' in answer ? 200 : (STATUS[answer.refused] ?? 422));

/**
 * A place is taken before the body is read: without one the visitor is told "busy" at once and
 * the connection closes after the answer, its body unread.
 */
async function answer(req: Request, res: Response, reader: MessageReader): Promise<Answered> {
  const place = reader.take(clientKey(req));
  const upload: Upload = place ? await readUpload(req, place) : { busy: true };
  if (!('raw' in upload)) place?.release();
  if ('busy' in upload) {
    res.set('Connection', 'close');
    req.resume();
    return upload;
  }
  const bytes = 'raw' in upload ? upload.raw.length : undefined;
  const read = 'raw' in upload ? await place!.read(upload.raw, upload.supplier) : upload;
  req.log.info({ bytes, outcome: 'result' in read ? read.result.outcome : `refused: ${read.refused}` }, 'message checked');
  return { answer: read, status: statusOf(read), supplier: 'raw' in upload ? upload.supplier : null };
}

const BUSY = new HttpError(503, 'Many messages are being checked: try again in a minute.', undefined, {
  headers: { 'Retry-After': '60' },
});

/** The form posted to the page without JavaScript: the page drawn with the answer. */
export const genuineEmailPostAnswer =
  (reader: MessageReader): ServerAnswer =>
  ({ match }) =>
    match.page === 'genuine-email'
      ? async (req, res) => {
          const made = await answer(req, res, reader);
          if ('busy' in made) return { preloaded: { genuineEmail: { answer: { failed: 'busy' }, reading: false } }, status: 503 };
          // The supplier named is kept in the form drawn again: only the file is chosen again.
          const kept = { answer: made.answer, reading: false, supplier: made.supplier ?? undefined };
          return { preloaded: { genuineEmail: kept }, status: made.status };
        }
      : undefined;

/** The summary as a download, named by its outcome and the sender's domain where it is a plain one. */
function sendSummary(res: Response, result: GenuineEmailResult, publicUrl: string) {
  const date = new Date();
  const domain = result.domain && /^[a-z0-9.-]{1,253}$/.test(result.domain) ? result.domain : null;
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${copy.summaryFile(result.outcome, domain, sastIsoDay(date))}"`)
    .send(renderGenuineSummary(result, { publicUrl, date }));
}

/** POST /api/genuine-email: the page's script posts the form here and shows the answer in place. */
export function genuineEmailApiRoute({
  publicUrl,
  reader,
  perRequestLimit,
}: {
  publicUrl: string;
  reader: MessageReader;
  perRequestLimit: RequestHandler;
}): Router {
  const router = Router();
  const answered =
    (send: (res: Response, made: { answer: GenuineEmailAnswer; status: number }) => void): RequestHandler =>
    async (req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      if (!(await withinLimit(perRequestLimit, req, res))) {
        req.resume();
        return next(new HttpError(429, 'Too many checks: try again in a few minutes.'));
      }
      const made = await answer(req, res, reader);
      if ('busy' in made) return next(BUSY);
      send(res, made);
    };
  router.post(
    GENUINE_EMAIL_API_PATH,
    sameOriginOnly(publicUrl),
    answered((res, made) => res.status(made.status).json({ answer: made.answer })),
  );
  router.post(
    GENUINE_EMAIL_SUMMARY_PATH,
    sameOriginOnly(publicUrl),
    answered((res, made) => {
      if (!('result' in made.answer))
        return smallAnswer(res.req, res, made.status, copy.summaryProblem, copy.refusals[made.answer.refused], {
          href: paths['genuine-email'],
          label: copy.again,
        });
      sendSummary(res, made.answer.result, publicUrl);
    }),
  );
  return router;
}

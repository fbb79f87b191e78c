/**
 * "Is this e-mail genuine?": the form posted without JavaScript (through the page route, which
 * counts it as an answer made for one request and refuses another site's post), and POST
 * /api/genuine-email, the same form posted by the page's script, counted alike. The message is
 * read off the event loop (message-reader.ts); a log line holds its size and outcome, nothing else.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { GENUINE_EMAIL_API_PATH, type GenuineEmailAnswer } from '../../shared/genuine-email/answer';
import { HttpError } from '../errors';
import type { ServerAnswer } from '../render/page-route';
import { withinLimit } from '../security/rate-limit';
import { sameOriginOnly } from '../security/same-origin';
import type { MessageReader } from './message-reader';
import { readUpload } from './read-upload';

type Answered = { answer: GenuineEmailAnswer; status: number } | { busy: true };

const statusOf = (answer: GenuineEmailAnswer) =>
  'result' in answer ? 200 : answer.refused === 'too-large' ? 413 : answer.refused === 'nothing-given' ? 400 : 422;

async function answer(req: Request, reader: MessageReader): Promise<Answered> {
  const upload = await readUpload(req);
  const bytes = 'raw' in upload ? upload.raw.length : undefined;
  const read = 'raw' in upload ? await reader(upload.raw, upload.supplier) : upload;
  if ('busy' in read) return read;
  req.log.info({ bytes, outcome: 'result' in read ? read.result.outcome : `refused: ${read.refused}` }, 'message checked');
  return { answer: read, status: statusOf(read) };
}

const BUSY = new HttpError(503, 'Many messages are being checked: try again in a minute.', undefined, {
  headers: { 'Retry-After': '60' },
});

/** The form posted to the page without JavaScript: the page drawn with the answer. */
export const genuineEmailPostAnswer =
  (reader: MessageReader): ServerAnswer =>
  ({ match }) =>
    match.page === 'genuine-email'
      ? async (req) => {
          const made = await answer(req, reader);
          if ('busy' in made) return { preloaded: { genuineEmail: { answer: { failed: 'busy' }, reading: false } }, status: 503 };
          return { preloaded: { genuineEmail: { answer: made.answer, reading: false } }, status: made.status };
        }
      : undefined;

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
  router.post(GENUINE_EMAIL_API_PATH, sameOriginOnly(publicUrl), async (req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    if (!(await withinLimit(perRequestLimit, req, res))) {
      req.resume();
      return next(new HttpError(429, 'Too many checks: try again in a few minutes.'));
    }
    const made = await answer(req, reader);
    if ('busy' in made) return next(BUSY);
    res.status(made.status).json({ answer: made.answer });
  });
  return router;
}

/**
 * The watch's addresses. Its pages (the form's post without JavaScript, the confirmation link and
 * its button, the stop link and its button) are answered through the page route, which draws the
 * `email-watch` state; the page's script posts to the JSON route and shows the same answer in
 * place. Opening a link (GET, HEAD) changes nothing: only its button's POST confirms or stops. A
 * POST to the stop link is RFC 8058's one click too: a mail provider's server posts
 * `List-Unsubscribe=One-Click` to it, and the watch is gone.
 */
import { Router } from 'express';
import { EMAIL_WATCH_API_PATH, EMAIL_WATCH_TOKEN_PARAM, type WatchPosted } from '../../shared/email-security/watch';
import { jsonBody } from '../json-body';
import { askerOf } from '../email-security/asker';
import { sameOriginOnly } from '../security/same-origin';
import type { ServerAnswer } from '../render/page-route';
import type { Answered } from './watch-answers';
import type { WatchService } from './watch-service';

const tokenOf = (query: string) => new URLSearchParams(query).get(EMAIL_WATCH_TOKEN_PARAM) ?? '';
const page = ({ answer, status }: Answered, posted: WatchPosted | null = null) => ({
  preloaded: { emailWatch: { answer, posted } },
  status,
});

/** What the form posted without JavaScript held, to fill it in again when the post is refused. */
const postedOf = (body: unknown): WatchPosted => {
  const fields = (body ?? {}) as Record<string, unknown>;
  return { email: typeof fields.email === 'string' ? fields.email.slice(0, 254) : '', contact: fields.contact === 'on' };
};

/** The confirmation and stop links opened (GET, HEAD): each page's one button. */
export const watchPageAnswer =
  (watch: WatchService): ServerAnswer =>
  ({ match, query }) => {
    if (match.page === 'email-watch-confirm') return async () => page(watch.confirmPage(tokenOf(query)));
    if (match.page === 'email-watch-stop') return async () => page(watch.stopPage(tokenOf(query)));
    return undefined;
  };

/** The form posted without JavaScript, the confirmation's button, and the stop button (or a mail provider's one click). */
export const watchPostAnswer =
  (watch: WatchService): ServerAnswer =>
  ({ match, query }) => {
    if (match.page === 'email-watch')
      return async (req, res) => {
        const answered = await watch.ask(req.body, { scripted: false, requestId: String(req.id), asker: askerOf(req, res) });
        // Refused, the page holds the form again, as it was filled in, with the problem beside its field.
        return page(answered, answered.answer.step === 'refused' ? postedOf(req.body) : null);
      };
    if (match.page === 'email-watch-confirm') return async (req) => page(await watch.confirm(tokenOf(query), String(req.id)));
    if (match.page === 'email-watch-stop')
      return async (req) => {
        const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
        return page(watch.stop(tokenOf(query), String(req.id), oneClick ? 'one-click' : 'button'));
      };
    return undefined;
  };

/** A form's JSON, with its captcha, well under this. */
const WATCH_BODY_LIMIT = '16kb';

/** POST /api/email-watch: the page's script asks for a watch, and shows the answer in place. */
export function watchApiRoute(publicUrl: string, watch: WatchService): Router {
  const router = Router();
  router.post(EMAIL_WATCH_API_PATH, sameOriginOnly(publicUrl), ...jsonBody(WATCH_BODY_LIMIT), async (req, res) => {
    const { answer, status } = await watch.ask(req.body as unknown, {
      scripted: true,
      requestId: String(req.id),
      asker: askerOf(req, res),
    });
    if (status === 403) res.locals.postOutcome = 'captcha_refused';
    res.status(status).set('Cache-Control', 'no-store').json({ answer });
  });
  return router;
}

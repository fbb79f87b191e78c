/**
 * The support request's doors: the form posted without JavaScript (through the page route, which
 * counts it as an answer made for one request and refuses another site's post; no captcha, so a
 * budget of such posts is spent once a post's fields pass; taken, it is sent on to its
 * confirmation, /support/request?received=…, so that loading that again sends nothing), POST /api/support-request (the page's
 * script, with the captcha; the posts' per-client limit runs first, in app.ts), and the status page
 * (/support/status?token=…, support-status.ts) with its reply form, whose post (multipart, as the
 * request's, within the same bytes in flight) goes to support-reply.ts and is sent on to the page (303),
 * once its reply proof (the receipt e-mail's link's, in a hidden field) holds, else 403. Bodies are read only within
 * the bytes every upload in flight may hold together, else "busy" at once. Room is kept by progress
 * (upload-progress.ts): a post that finds too little takes it from uploads still being read in at
 * under 32 KB a second since they began (after 2 s), the slowest first, whose connections are closed.
 */
import { Router, type Request, type Response } from 'express';
import { sastIsoDay } from '../../shared/format-date';
import {
  SUPPORT_API_PATH,
  SUPPORT_BYTES_MAX,
  SUPPORT_FIELDS,
  SUPPORT_RECEIVED_PARAM,
  SUPPORT_REPLY_PROOF_PARAM,
  SUPPORT_STATUS_TOKEN_PARAM,
  supportReceivedPath,
  supportRepliedPath,
  supportStatusPath,
  type SupportReplyAnswer,
  type SupportAnswer,
  type SupportPosted,
} from '../../shared/support/request';
import { answersFrom, type ServerAnswer } from '../render/page-route';
import { clientKey } from '../security/rate-limit';
import { sameOriginOnly } from '../security/same-origin';
import type { Counter } from '../shared-state/counters';
import { uploadsInProgress } from '../security/upload-progress';
import { hashOf } from '../store/link-token';
import { cleanName } from './file-kind';
import { FRAMING_BYTES, readSupportRequest, type Posted } from './read-request';
import type { ReplyProof } from './reply-proof';
import type { ReplyOutcome, SupportReplier } from './support-reply';
import type { StatusShown } from './support-status';
import { refused, type SupportOutcome } from './support-outcome';
import type { SupportService } from './support-service';
import type { SupportStore } from './support-store';

/** Bodies held in memory at once, all uploads together: three full requests. */
const IN_FLIGHT_MAX = 3 * (SUPPORT_BYTES_MAX + FRAMING_BYTES);
/** 20 MB at the lowest rate takes ten minutes. */
const PROGRESS = { rateMin: 32 * 1024, graceMs: 2000 };
const HOUR_MS = 60 * 60 * 1000;
/** A field given back is at most as long as the longest the form takes (the description's). */
const POSTED_CHARS_MAX = 5000;

/** What a refused post held, to fill the form in again: its text fields as typed (files cannot be). */
const postedOf = (fields: Posted['fields']): SupportPosted =>
  Object.fromEntries(
    Object.keys(SUPPORT_FIELDS)
      .filter((name) => name !== 'files' && name !== 'captcha' && typeof fields[name] === 'string')
      .map((name) => [name, fields[name]!.slice(0, POSTED_CHARS_MAX)]),
  );

/** The files a refused post held, as the page names them, to be chosen again: all but one refused by name. */
const chosenAgain = (names: string[], refusedFile?: number): string[] =>
  names.map((name, position) => cleanName(name, null, position)).filter((_, position) => position !== refusedFile);

export interface SupportRouteDeps {
  publicUrl: string;
  service: SupportService;
  store: SupportStore;
  reply: SupportReplier;
  /** The status page drawn for a request (its row), with a reply's answer. */
  showStatus: StatusShown;
  /** Only the receipt e-mail's link may reply: a stranger may have typed the address on the form. */
  proof: ReplyProof;
  counter: Counter;
  noScript: { perClientHourly: number; daily: number };
  now?: () => number;
}

export function supportRoutes({
  publicUrl,
  service,
  store,
  reply,
  showStatus,
  proof,
  counter,
  noScript,
  now = Date.now,
}: SupportRouteDeps) {
  let inFlight = 0;
  const uploads = uploadsInProgress<Request>({ ...PROGRESS, now });
  /** Whether `holds` bytes fit, once the uploads too slow have given theirs up, the slowest first. */
  const roomFor = (holds: number): boolean => {
    while (inFlight + holds > IN_FLIGHT_MAX) if (!uploads.yieldOne()) return false;
    return true;
  };
  /** Reads one post within the bytes in flight and hands it to `use`; "busy" where there is no room. */
  const readHeld = async <T>(
    req: Request,
    res: Response,
    use: (posted: Awaited<ReturnType<typeof readSupportRequest>>) => Promise<T>,
  ): Promise<T | SupportOutcome> => {
    const holds = Math.min(Number(req.headers['content-length']) || IN_FLIGHT_MAX, SUPPORT_BYTES_MAX + FRAMING_BYTES);
    if (!roomFor(holds)) {
      res.set({ Connection: 'close', 'Retry-After': '60' });
      req.resume();
      return refused('busy');
    }
    inFlight += holds;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      progress.done();
      inFlight -= holds;
    };
    const progress = uploads.begin(req, () => {
      release();
      req.destroy();
    });
    req.on('data', (chunk: Buffer) => progress.sent(chunk.length));
    try {
      const posted = await readSupportRequest(req);
      // Read in: its room is held until it is used, and no longer given up.
      progress.done();
      return await use(posted);
    } finally {
      release();
    }
  };
  type Taken = SupportOutcome & { posted?: SupportPosted; chosen?: string[] };
  /** Reads and submits one request. */
  const take = (req: Request, res: Response, withCaptcha: boolean): Promise<Taken> =>
    readHeld(req, res, async (posted): Promise<Taken> => {
      if (!('fields' in posted)) return { ...refused(posted.refused), chosen: chosenAgain(posted.names) };
      const client = clientKey(req);
      const outcome = await service.submit(posted, {
        requestId: String(req.id),
        client,
        captcha: withCaptcha ? (posted.fields.captcha ?? '') : null,
        spentNoScript: () => spentNoScript(client),
      });
      if (outcome.answer.step !== 'refused') return outcome;
      const names = posted.files.map((file) => file.name);
      return { ...outcome, posted: postedOf(posted.fields), chosen: chosenAgain(names, outcome.file) };
    });
  /**
   * The post without the script carries no captcha: so many an hour from one client (kept as a
   * hash of its address), and a South African day for the site; only posts whose fields pass count.
   */
  const spentNoScript = async (client: string): Promise<boolean> => {
    const at = now();
    const hour = Math.floor(at / HOUR_MS);
    if ((await counter.increment(`support-noscript:${hashOf(client)}:${hour}`, (hour + 1) * HOUR_MS)) > noScript.perClientHourly)
      return true;
    const day = sastIsoDay(new Date(at));
    // Counted until a day after it ends.
    return (
      (await counter.increment(`support-noscript-day:${day}`, Date.parse(`${day}T00:00:00+02:00`) + 48 * HOUR_MS)) >
      noScript.daily
    );
  };

  const api = Router();
  api.post(SUPPORT_API_PATH, sameOriginOnly(publicUrl), async (req, res) => {
    const { answer, status } = await take(req, res, true);
    res.status(status).set('Cache-Control', 'no-store').json({ answer });
  });

  // Taken, the post is sent on to its confirmation (303): loading that again sends nothing.
  const requestPost: ServerAnswer = ({ match }) =>
    match.page === 'support-request'
      ? async (req, res) => {
          const { answer, status, posted = {}, chosen = [], token } = await take(req, res, false);
          if (token) res.redirect(303, supportReceivedPath(token));
          return { preloaded: { supportRequest: { answer, sending: false, posted, chosen } }, status };
        }
      : undefined;
  // A reply from the status page, sent on to that page (303): loading it again sends nothing.
  const replyPost: ServerAnswer = (visit) =>
    visit.match.page === 'support-status'
      ? async (req, res) => {
          res.set('X-Robots-Tag', 'noindex');
          const params = new URLSearchParams(visit.query);
          const token = params.get(SUPPORT_STATUS_TOKEN_PARAM) ?? '';
          const row = store.find(token, now());
          if (!row) {
            req.resume();
            return showStatus(null);
          }
          // The form's hidden field, else its address (the e-mail's link), which also keeps the form for a post refused as it was read.
          const inAddress = params.get(SUPPORT_REPLY_PROOF_PARAM) ?? undefined;
          let proven = proof.holds(token, inAddress) ? inAddress : undefined;
          const outcome = await readHeld(req, res, async (posted): Promise<ReplyOutcome | SupportOutcome | null> => {
            if (!('fields' in posted)) return refused(posted.refused);
            const inForm = posted.fields[SUPPORT_REPLY_PROOF_PARAM];
            if (proof.holds(token, inForm)) proven = inForm;
            if (!proven) return null;
            return reply(row, posted, { requestId: String(req.id), client: clientKey(req) });
          });
          if (outcome === null) {
            req.log.warn({ component: 'support', reference: row.reference, outcome: 'no-proof' }, 'support reply refused');
            return { ...(await showStatus(row)), status: 403 };
          }
          // Refused as it was read (no room, too large, too many files): the request's own refusal, in the reply's shape.
          const answer: SupportReplyAnswer =
            'refusal' in outcome.answer
              ? { step: 'refused', problems: outcome.answer.problems, text: '' }
              : (outcome.answer as SupportReplyAnswer);
          if (answer.step === 'sent' && proven) {
            res.redirect(303, supportRepliedPath(token, proven));
            return { preloaded: {} };
          }
          return { ...(await showStatus(row, answer, proven)), status: outcome.status };
        }
      : undefined;
  return { api, postAnswer: answersFrom(requestPost, replyPost) };
}

/** The confirmation of a request posted without JavaScript (/support/request?received=…): its reference, status link and the address its receipt went to, as stored; an unknown token, the form and a 404. */
export const supportReceivedAnswer =
  (store: SupportStore, now: () => number = Date.now): ServerAnswer =>
  ({ match, query }) => {
    const token = new URLSearchParams(query).get(SUPPORT_RECEIVED_PARAM);
    if (match.page !== 'support-request' || token === null) return undefined;
    return async () => {
      const found = store.find(token, now());
      const answer: SupportAnswer | null = found
        ? {
            step: 'received',
            reference: found.reference,
            statusPath: supportStatusPath(token),
            ...(found.email === null ? {} : { email: found.email }),
          }
        : null;
      return { preloaded: { supportRequest: { answer, sending: false } }, status: found ? 200 : 404 };
    };
  };

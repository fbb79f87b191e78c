import type { ErrorRequestHandler, Request } from 'express';
import type { ErrorReports } from './error-reports/error-reports';

interface HttpErrorOptions {
  /** Headers the answer carries (Retry-After). */
  headers?: Record<string, string>;
  /** Not logged here: its cause logs for itself (the flood gate once per client and window, Redis once per outage). */
  quiet?: boolean;
}

/**
 * The one error type: a status and a fixed text that is safe to show to whoever sent the request.
 * `problems` lists every reason a submission was refused, for a client that wants them one by one.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly problems?: readonly string[],
    readonly options: HttpErrorOptions = {},
  ) {
    super(publicMessage);
  }
}

// body-parser and raw-body tag their errors with a `type`; each gets a fixed answer.
const PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.verify.failed': 'The request body could not be read.',
  'request.aborted': 'The request body was not received completely.',
  'request.size.invalid': 'The request body was not received completely.',
  'charset.unsupported': 'The request body must be encoded as UTF-8.',
  'encoding.unsupported': 'The request body encoding is not supported.',
};

interface RequestError {
  status?: number;
  statusCode?: number;
  type?: string;
}

function publicMessageFor(err: unknown, clientError: boolean): string {
  if (err instanceof HttpError) return err.publicMessage;
  if (!clientError) return 'Something went wrong. Please try again.';
  const type = (err as RequestError | null)?.type;
  return (type && PARSER_MESSAGES[type]) || 'The request could not be processed.';
}

/** Requests to the API and every non-GET request get JSON; a page request gets plain text. */
function wantsJson(req: Request, err: unknown): boolean {
  if (err instanceof HttpError) return true;
  if (req.path.startsWith('/api/') || req.path.startsWith('/functions/')) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  return req.accepts(['html', 'json']) !== 'html';
}

/**
 * The one error handler: visitors get a fixed friendly answer, the log gets the detail, and with
 * SENTRY_DSN an unexpected error (a 500) is reported there too.
 */
export function errorHandler(reports?: ErrorReports): ErrorRequestHandler {
  return (err: RequestError, req, res, _next) => {
    const status = err?.status ?? err?.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    // A 503 is a known, temporary state (the outbox or the captcha service is unavailable).
    const code = clientError || status === 503 ? status : 500;
    // Never the parser's own message: JSON.parse quotes the body it choked on.
    const reason = err instanceof HttpError ? err.publicMessage : (err?.type ?? 'client error');
    // A 503 of our own (busy, the outbox away) is a known state, not a fault: one line, no stack,
    // or a flood of busy answers would bury the log in errors.
    const refusal = clientError || (err instanceof HttpError && status === 503);
    if (err instanceof HttpError && err.options.quiet) {
      // Logged by its cause; the flood gate answers before the request log exists.
    } else if (refusal) req.log.warn({ status, path: req.path, reason }, 'request refused');
    else {
      req.log.error({ err }, 'unhandled error');
      if (code === 500) reports?.capture(err, req);
    }
    if (res.headersSent) return res.end();
    if (err instanceof HttpError && err.options.headers) res.set(err.options.headers);
    const message = publicMessageFor(err, clientError || status === 503);
    if (!wantsJson(req, err)) return res.status(code).type('text').send(message);
    const problems = err instanceof HttpError && err.problems ? { errors: err.problems } : {};
    res
      .status(code)
      // Also where helmet never ran (the flood gate answers before it).
      .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
      .json({ success: false, error: message, ...problems });
  };
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request's id: the site's own (a fresh UUID) unless a trusted proxy is in front
 * (TRUST_PROXY_HOPS > 0), whose safe X-Request-Id is kept so its log and the site's join up.
 * Without one, the header is the visitor's own text, and an id a visitor chose could pass for one
 * of the site's in the log or the staff e-mail. Echoed to the client either way.
 */
const requestIds =
  (proxySetsIds: boolean) =>
  (req: IncomingMessage, res: ServerResponse): string => {
    const incoming = req.headers['x-request-id'];
    const id = proxySetsIds && typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };

const withoutQuery = (url: string) => url.split('?', 1)[0];

/** A monitor asks /readyz every few seconds: its answers are logged at debug, unless it says the site is not ready. */
const levelOf = (req: IncomingMessage, res: ServerResponse) =>
  withoutQuery((req as { originalUrl?: string }).originalUrl ?? req.url ?? '') === '/readyz' && res.statusCode < 500
    ? 'debug'
    : 'info';

/**
 * pino-http: one line per request with its id, and `req.log` for the lines a handler writes. Only
 * the fields the operator's guide lists are logged: the path and never the query string or
 * headers, which can carry personal data.
 */
export function requestLogging(logger: Logger, { proxySetsIds = false }: { proxySetsIds?: boolean } = {}) {
  return pinoHttp({
    logger,
    genReqId: requestIds(proxySetsIds),
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    customLogLevel: levelOf,
    // pino-http gives every 5xx line an error of its own making, whose stack shows only pino-http.
    // A 503 is the site's known answer (busy, or the outbox away; a cause logs itself): its line is
    // like any other, or a flood of busy answers fills the log with stacks.
    customErrorObject: (_req, res, _error, line: Record<string, unknown>) =>
      res.statusCode === 503 ? { ...line, err: undefined } : line,
    customErrorMessage: (_req, res) => (res.statusCode === 503 ? 'request completed' : 'request errored'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: withoutQuery(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

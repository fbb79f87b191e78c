import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The client's X-Request-Id when it is safe, else a fresh UUID; echoed to the client. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

const withoutQuery = (url: string) => url.split('?', 1)[0];

/**
 * pino-http: one line per request with its id, and `req.log` for the lines a handler writes. Only
 * the fields the operator's guide lists are logged: the path and never the query string or
 * headers, which can carry personal data.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
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

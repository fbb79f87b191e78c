import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the client's X-Request-Id when it is safe, else a fresh UUID. */
    id: string;
    /** A logger whose lines carry this request's `req` object, so they join up with the request line. */
    log: Logger;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * One log line per request with its id; the id is echoed to the client as X-Request-Id. Only the
 * fields the operator's guide lists are logged: the path and never the query string or headers,
 * which can carry personal data (and cost a serialisation on every request).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    const log = logger.child({ req: { id, method: req.method, path: pathOf(req.url) } });
    req.log = log;
    if (req.url === '/healthz') return next();
    const started = Date.now();
    const onDone = () => {
      res.removeListener('finish', onDone);
      res.removeListener('close', onDone);
      const responseTime = Date.now() - started;
      const { statusCode } = res;
      if (statusCode >= 500) {
        log.error(
          { res: { statusCode }, err: new Error(`failed with status code ${statusCode}`), responseTime },
          'request errored',
        );
      } else {
        const completed = !req.readableAborted && res.writableEnded;
        log.info({ res: { statusCode }, responseTime }, completed ? 'request completed' : 'request aborted');
      }
    };
    res.on('finish', onDone);
    res.on('close', onDone);
    next();
  };
}

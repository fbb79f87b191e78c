import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { paths } from '../shared/routes';
import { SUPPORT_API_PATH, SUPPORT_STALL_MS } from '../shared/support/request';

/** Node's own answer to a body past its deadline, as Node writes it. */
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/** The support form's and the status page's posts: files a slow line sends for many minutes. */
const SLOW_UPLOADS = new Set([paths['support-request'], paths['support-status'], SUPPORT_API_PATH]);

/** Whether a request is an upload told by its progress (decision 039). */
const uploadByProgress = (req: IncomingMessage): boolean =>
  req.method === 'POST' && SLOW_UPLOADS.has((req.url ?? '').split('?', 1)[0] ?? '');

export interface RequestDeadlines {
  /** How long after it began any other request's body may take to arrive (REQUEST_TIMEOUT_MS). */
  wholeMs: number;
  /** How long an upload told by its progress may go without a byte. */
  stallMs?: number;
  byProgress?: (req: IncomingMessage) => boolean;
}

/**
 * How long a request's body may take to arrive. Node's own `requestTimeout` is one clock for every
 * route, and a support upload on a slow line takes many minutes: so the server is made with Node's
 * off and this keeps it, as Node would, for every other request, and gives an upload told by its
 * progress up only when no byte has come for `stallMs`, as the page and nginx do (decision 039).
 * Either way the answer is Node's own, 408 and the connection closed, unless the app has answered.
 */
export function limitRequestTime(
  server: Server,
  { wholeMs, stallMs = SUPPORT_STALL_MS, byProgress = uploadByProgress }: RequestDeadlines,
): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const giveUp = () => {
      if (req.complete) return;
      if (!res.headersSent && req.socket.writable) req.socket.write(TIMED_OUT);
      req.socket.destroy();
    };
    if (byProgress(req)) {
      // The socket's idle clock: any byte in or out starts it again. Set on the response, so Node
      // leaves the connection to `giveUp`, which lets a slow answer after the body (the helpdesk's) be.
      res.setTimeout(stallMs, giveUp);
      return;
    }
    const timer = setTimeout(giveUp, wholeMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    res.once('close', stop);
  });
}

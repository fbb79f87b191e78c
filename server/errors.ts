import type { ErrorRequestHandler } from 'express';

/** The one error handler: visitors get a fixed friendly answer, the log gets the detail. */
export function errorHandler(): ErrorRequestHandler {
  return (err: { status?: number; statusCode?: number; expose?: boolean }, req, res, _next) => {
    const status = err.status ?? err.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    if (clientError) req.log.warn({ status, path: req.path }, 'request refused');
    else req.log.error({ err }, 'unhandled error');
    if (res.headersSent) return res.end();
    const code = clientError ? status : 500;
    const message = clientError ? 'The request could not be processed.' : 'Something went wrong. Please try again.';
    if (req.accepts(['html', 'json']) === 'html') res.status(code).type('text').send(message);
    else res.status(code).json({ success: false, error: message });
  };
}

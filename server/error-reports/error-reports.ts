/**
 * Optional error reports and traces for a Sentry-compatible service (Sentry, or a self-hosted
 * GlitchTip, which speaks the same protocol), through the official `@sentry/node`. Only with
 * SENTRY_DSN: without it nothing here runs and the SDK is never loaded.
 *
 * The SDK is loaded after the site's own modules, so it instruments nothing by itself: the site
 * names what it reports. A 5xx's cause and a failed render are captured with the request id that
 * their log lines carry; a page request and a form post are each one transaction named by its
 * route pattern (sampled at SENTRY_TRACES_SAMPLE_RATE), a render a span inside it. Every event
 * is scrubbed (shared/scrub-report.ts) before it leaves.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { COLLECT_NO_PERSONAL_DATA, scrubBreadcrumb, scrubEvent } from '../../shared/scrub-report';

type Sdk = typeof import('@sentry/node');

export interface ErrorReportsOptions {
  dsn: string;
  release: string;
  /** The share of page requests and form posts traced (0: none). */
  tracesSampleRate: number;
  logger: Logger;
}

export interface ErrorReports {
  /** Reports an error, with the request it broke (its id, method and route) when there is one. */
  capture(error: unknown, req?: Request, route?: string): void;
  /** Each request it sees is one transaction, ended and named by `name` when its answer is sent. */
  traced(name: (req: Request, res: Response) => string): RequestHandler;
  /** A page render, as a span inside the request's transaction. */
  traceRender<T>(work: () => Promise<T>): Promise<T>;
  /** Sends what is still queued, waiting at most `timeoutMs`. */
  close(timeoutMs: number): Promise<void>;
}

function init(sdk: Sdk, { dsn, release, tracesSampleRate }: ErrorReportsOptions): Sdk {
  sdk.init({
    dsn,
    release,
    tracesSampleRate,
    // Whole transactions, as GlitchTip and older Sentry hosts take them, not streamed spans.
    traceLifecycle: 'static',
    dataCollection: COLLECT_NO_PERSONAL_DATA,
    // What the site reports itself, and the context an error needs; no auto-instrumentation.
    defaultIntegrations: false,
    integrations: [
      sdk.eventFiltersIntegration(),
      sdk.functionToStringIntegration(),
      sdk.linkedErrorsIntegration(),
      sdk.dedupeIntegration(),
      sdk.nodeContextIntegration(),
      sdk.contextLinesIntegration(),
    ],
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  return sdk;
}

export function createErrorReports(options: ErrorReportsOptions): ErrorReports {
  const { logger } = options;
  let loaded: Sdk | undefined;
  // The SDK loads while the server starts; a report made before it is ready waits for it.
  const ready = import('@sentry/node').then(
    (sdk) => {
      loaded = init(sdk, options);
      logger.info({ host: new URL(options.dsn).host }, 'error reports go to a Sentry-compatible service');
      return loaded;
    },
    (error: unknown) => {
      logger.error({ err: error }, 'the Sentry SDK could not be loaded: errors are only logged');
      return undefined;
    },
  );

  return {
    capture(error, req, route) {
      void ready.then((sdk) =>
        sdk?.withScope((scope) => {
          if (req) {
            scope.setTags({ request_id: String(req.id), method: req.method, ...(route ? { route } : {}) });
            if (route) scope.setTransactionName(`${req.method} ${route}`);
          }
          sdk.captureException(error);
        }),
      );
    },
    traced(name) {
      return (req, res, next) => {
        // Not traced until the SDK is ready (the first moments after start).
        if (!loaded || options.tracesSampleRate === 0) return next();
        // Named by the method until the answer is sent: the route is known by then.
        loaded.startSpanManual({ name: req.method, op: 'http.server', forceTransaction: true }, (span) => {
          res.once('close', () => {
            loaded?.updateSpanName(span, name(req, res));
            // Set by then: a post's trace starts before the request log names it.
            span.setAttribute('request_id', String(req.id));
            loaded?.setHttpStatus(span, res.statusCode);
            span.end();
          });
          next();
        });
      };
    },
    traceRender(work) {
      return loaded ? loaded.startSpan({ name: 'render', op: 'render' }, work) : work();
    },
    async close(timeoutMs) {
      const sdk = await ready;
      await sdk?.close(timeoutMs);
    },
  };
}

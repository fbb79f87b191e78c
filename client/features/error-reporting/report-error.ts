/** Sends a browser error to the site's own error endpoint; never throws, never blocks the page. */
import { ERROR_REPORT_PATH, type ErrorReport } from '../../../shared/error-report';

let sent = 0;
const MAX_REPORTS_PER_PAGE = 10;

// With SENTRY_DSN: the errors React catches (boundary, hydration) never reach the SDK's own handlers.
let forward: ((error: unknown) => void) | undefined;

/** Sends the errors React catches to the Sentry SDK too (sentry-browser.ts). */
export function forwardCaughtErrors(capture: (error: unknown) => void): void {
  forward = capture;
}

export function reportError(kind: ErrorReport['kind'], error: unknown): void {
  if (kind === 'boundary' || kind === 'hydration') forward?.(error);
  if (sent >= MAX_REPORTS_PER_PAGE || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  sent += 1;
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ErrorReport = {
    kind,
    message: err.message.slice(0, 500),
    stack: (err.stack ?? '').slice(0, 2000),
    path: window.location.pathname,
  };
  navigator.sendBeacon(ERROR_REPORT_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
}

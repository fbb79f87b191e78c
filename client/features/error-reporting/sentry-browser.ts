import { captureException, init } from '@sentry/browser';
import { COLLECT_NO_PERSONAL_DATA, scrubBreadcrumb, scrubEvent } from '../../../shared/scrub-report';
import { forwardCaughtErrors } from './report-error';

/**
 * The official Sentry browser SDK, for sites with SENTRY_DSN (Sentry, or a self-hosted GlitchTip):
 * a chunk of its own, fetched only when the page's settings name a DSN (entry.tsx), so a site
 * without one never loads a byte of it. Errors nothing catches reach it by its own handlers; the
 * ones React catches (a page's error boundary, hydration) are forwarded by report-error.ts. Each
 * event is scrubbed (shared/scrub-report.ts) before it leaves the browser.
 */
export function startErrorReports(dsn: string, release: string): void {
  init({
    dsn,
    release,
    dataCollection: COLLECT_NO_PERSONAL_DATA,
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  forwardCaughtErrors((error) => captureException(error));
}

import { APP_DATA_ID, type AppData } from '../shared/app-data';
import { yieldToMain } from './app/yield-to-main';
import { reportError } from './features/error-reporting/report-error';

function readAppData(): AppData {
  const element = document.getElementById(APP_DATA_ID);
  return JSON.parse(element?.textContent ?? '{}') as AppData;
}

/*
 * The scripts all come with the page (webpack.config.ts lists their chunk with the entry's), but
 * running their modules is one task of about 100 ms on a phone: React DOM, then the rest of the
 * libraries and the site's shell, then the page, each in a task of its own (decisions 018, 020).
 */
async function start() {
  const data = readAppData();
  // With SENTRY_DSN only: the Sentry SDK's chunk loads beside the page's, never holding it up (if
  // it cannot load, the unhandled rejection reaches the site's own error log).
  const dsn = data.config.errorReportsDsn;
  if (dsn)
    void import(/* webpackChunkName: "error-reports" */ './features/error-reporting/sentry-browser').then((sdk) =>
      sdk.startErrorReports(dsn, data.config.release),
    );
  await yieldToMain();
  await import(/* webpackChunkName: "react-dom" */ 'react-dom/client');
  await yieldToMain();
  const { hydratePage } = await import(/* webpackChunkName: "hydrate-page" */ './app/hydrate-page');
  await yieldToMain();
  await hydratePage(data);
}

window.addEventListener('error', (event) => reportError('error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start());
} else {
  void start();
}

import createCache from '@emotion/cache';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '../shared/routes';
import { APP_DATA_ID, EMOTION_KEY, type AppData } from '../shared/app-data';
import { App } from './app/app';
import { loadPages } from './app/load-page';
import { Providers } from './app/providers';
import { makeStore } from './app/store';
import { watchSystemTheme } from './features/theme/watch-system-theme';
import { reportError } from './features/error-reporting/report-error';

function readAppData(): AppData {
  const element = document.getElementById(APP_DATA_ID);
  return JSON.parse(element?.textContent ?? '{}') as AppData;
}

async function start() {
  const { state, config } = readAppData();
  // With SENTRY_DSN only: the Sentry SDK's chunk loads beside the page's, never holding it up (if
  // it cannot load, the unhandled rejection reaches the site's own error log).
  const dsn = config.errorReportsDsn;
  if (dsn)
    void import(/* webpackChunkName: "error-reports" */ './features/error-reporting/sentry-browser').then((sdk) =>
      sdk.startErrorReports(dsn, config.release),
    );
  const match = matchRoute(window.location.pathname);
  const { pages, module } = await loadPages(match.page);
  // A part that will not load hydrates when it comes (or keeps its server HTML): the page never waits on it.
  await Promise.all(
    (module.partsFor?.(match, window.location.search, config) ?? []).map((part) => part.load().catch(() => undefined)),
  );
  // Made after the document is parsed, so Emotion takes over every server style at once. Speedy
  // (insertRule into an empty <style>) in development too: the CSP allows only that and the
  // server's styles, by their hashes (server/render/inline-hashes.ts).
  const cache = createCache({ key: EMOTION_KEY, speedy: true });
  const store = makeStore(state);
  watchSystemTheme(store);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a phone stays responsive to taps and scrolling meanwhile.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <Providers store={store} cache={cache} config={config}>
        <BrowserRouter>
          <App pages={pages} />
        </BrowserRouter>
      </Providers>,
      {
        onRecoverableError(error) {
          console.error('Hydration error', error);
          reportError('hydration', error);
        },
      },
    );
  });
}

window.addEventListener('error', (event) => reportError('error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start());
} else {
  void start();
}

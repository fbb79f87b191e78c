import createCache from '@emotion/cache';
import { lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute, type PageId } from '../shared/routes';
import { APP_DATA_ID, EMOTION_KEY, type AppData } from '../shared/app-data';
import { App } from './app/app';
import { pageLoaders } from './app/page-loaders';
import type { PageComponents } from './app/page-types';
import { Providers } from './app/providers';
import { makeStore } from './app/store';
import { watchSystemTheme } from './features/theme/watch-system-theme';
import { reportError } from './features/error-reporting/report-error';

function readAppData(): AppData {
  const element = document.getElementById(APP_DATA_ID);
  return JSON.parse(element?.textContent ?? '{}') as AppData;
}

/** The current page is loaded before hydration so it hydrates at once; the rest load on demand. */
async function loadPages(current: PageId): Promise<PageComponents> {
  const currentModule = await pageLoaders[current]();
  const loaderOfCurrent = pageLoaders[current];
  const entries = (Object.keys(pageLoaders) as PageId[]).map((id) => [
    id,
    pageLoaders[id] === loaderOfCurrent ? currentModule.default : lazy(pageLoaders[id]),
  ]);
  return Object.fromEntries(entries) as PageComponents;
}

async function start() {
  const { state, config } = readAppData();
  const pages = await loadPages(matchRoute(window.location.pathname).page);
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  // Made after the document is parsed, so Emotion moves every server style into <head> at once.
  const cache = createCache({ key: EMOTION_KEY, nonce });
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

import createCache from '@emotion/cache';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '../../shared/routes';
import { EMOTION_KEY, type AppData } from '../../shared/app-data';
import { reportError } from '../features/error-reporting/report-error';
import { watchSystemTheme } from '../features/theme/watch-system-theme';
import { App } from './app';
import { keepServerHtml } from './kept-html';
import { loadPages } from './load-page';
import { Providers } from './providers';
import { makeStore } from './store';
import { yieldToMain } from './yield-to-main';

/** Hydrates the page the server drew, with its own chunk and the parts its address shows. */
export async function hydratePage({ state, config }: AppData): Promise<void> {
  const match = matchRoute(window.location.pathname);
  const { pages, module } = await loadPages(match.page);
  // A part that will not load hydrates when it comes (or keeps its server HTML): the page never waits on it.
  await Promise.all(
    (module.partsFor?.(match, window.location.search, config, state) ?? []).map((part) => part.load().catch(() => undefined)),
  );
  await yieldToMain();
  // Made after the document is parsed, so Emotion takes over every server style at once. Speedy
  // (insertRule into an empty <style>) in development too: the CSP allows only that and the
  // server's styles, by their hashes (server/render/inline-hashes.ts).
  const cache = createCache({ key: EMOTION_KEY, speedy: true });
  const root = document.getElementById('root') as HTMLElement;
  keepServerHtml(root);
  const store = makeStore(state);
  watchSystemTheme(store);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a phone stays responsive to taps and scrolling meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
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

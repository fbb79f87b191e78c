import createCache from '@emotion/cache';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from '../../client/app/providers';
import { makeStore, type AppStore, type RootState } from '../../client/app/store';
import { EMOTION_KEY } from '../../shared/app-data';
import type { PublicConfig } from '../../shared/public-config';

const config: PublicConfig = {
  release: 'test',
  publicUrl: 'http://localhost:3000',
  captcha: { provider: 'altcha' },
  chat: { provider: 'none' },
  remoteSupportUrl: 'https://anydesk.com/en/downloads',
  statusUrl: null,
  webVitalsSampleRate: 0,
  errorReportsDsn: null,
  domainCheck: true,
};

/** The app's providers around `children`: a real store, the style cache, the router at `path`, public settings. */
export function TestProviders({ store, path, children }: { store: AppStore; path: string; children: ReactNode }) {
  return (
    <Providers store={store} cache={createCache({ key: EMOTION_KEY })} config={config}>
      <StaticRouter location={path}>{children}</StaticRouter>
    </Providers>
  );
}

/**
 * A component as the server draws it, inside the app's providers (a real store, the style cache,
 * the router at `path`, public settings), as redux-essentials' renderWithProviders does.
 */
export interface ProviderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  path?: string;
}

/** The store and path the providers get: the one given, or a new store from the preloaded state, at `/`. */
export const providerSettings = ({ preloadedState, store, path = '/' }: ProviderOptions = {}) => ({
  store: store ?? makeStore(preloadedState),
  path,
});

export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
): { html: string; text: string; store: AppStore } {
  const { store, path } = providerSettings(options);
  const html = renderToStaticMarkup(
    <TestProviders store={store} path={path}>
      {ui}
    </TestProviders>,
  );
  const text = html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text, store };
}

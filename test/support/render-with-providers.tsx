import createCache from '@emotion/cache';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from '../../client/app/providers';
import { makeStore, type AppStore, type RootState } from '../../client/app/store';
import { EMOTION_KEY } from '../../shared/app-data';
import type { PublicConfig } from '../../shared/public-config';
import { textOf } from './html-entities';

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
  emailWatch: true,
  messageCheckAddress: null,
};

/**
 * Where a component is drawn: inside the app's providers (a real store, the style cache, the
 * router at `path`, public settings), as redux-essentials' renderWithProviders does.
 */
export interface ProviderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  path?: string;
}

/** The app's providers around `children`, with the store given or a new one from the preloaded state, at `/` unless told. */
function providersFor({ preloadedState, store = makeStore(preloadedState), path = '/' }: ProviderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Providers store={store} cache={createCache({ key: EMOTION_KEY })} config={config}>
      <StaticRouter location={path}>{children}</StaticRouter>
    </Providers>
  );
  return { store, Wrapper };
}

/** A component as the server draws it: its HTML, its words as a reader sees them, and its store. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
): { html: string; text: string; store: AppStore } {
  const { store, Wrapper } = providersFor(options);
  const html = renderToStaticMarkup(<Wrapper>{ui}</Wrapper>);
  return { html, text: textOf(html), store };
}

/** A component mounted in a DOM (jsdom) with Testing Library's queries and a user-event session. */
export function renderInDom(
  ui: ReactElement,
  options: ProviderOptions = {},
): RenderResult & { store: AppStore; user: UserEvent } {
  const { store, Wrapper } = providersFor(options);
  const user = userEvent.setup();
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, store, user };
}

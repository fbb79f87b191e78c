import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { makeStore, type AppStore, type RootState } from '../../client/app/store';
import { TestProviders } from './render-with-providers';

/**
 * A component mounted in a DOM (jsdom) inside the app's providers, with Testing Library's queries
 * and a user-event session: for form behaviour that needs no real layout (messages, focus,
 * button states). What depends on layout or a real browser stays in test/e2e.
 */
export function renderInDom(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore(preloadedState),
    path = '/',
  }: { preloadedState?: Partial<RootState>; store?: AppStore; path?: string } = {},
): RenderResult & { store: AppStore; user: UserEvent } {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <TestProviders store={store} path={path}>
        {children}
      </TestProviders>
    ),
  });
  return { ...result, store, user };
}

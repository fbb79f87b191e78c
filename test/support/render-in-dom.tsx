import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { AppStore } from '../../client/app/store';
import { providerSettings, TestProviders, type ProviderOptions } from './render-with-providers';

/**
 * A component mounted in a DOM (jsdom) inside the app's providers, with Testing Library's queries
 * and a user-event session: for form behaviour that needs no real layout (messages, focus,
 * button states). What depends on layout or a real browser stays in test/e2e.
 */
export function renderInDom(
  ui: ReactElement,
  options: ProviderOptions = {},
): RenderResult & { store: AppStore; user: UserEvent } {
  const { store, path } = providerSettings(options);
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

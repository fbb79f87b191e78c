import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PublicConfig } from '../../shared/public-config';
import { PublicConfigContext } from './public-config-context';
import type { AppStore } from './store';

export function Providers({
  store,
  cache,
  config,
  children,
}: {
  store: AppStore;
  cache: EmotionCache;
  config: PublicConfig;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <Provider store={store}>
        <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>
      </Provider>
    </CacheProvider>
  );
}

import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server, one per page load in the browser; never a module-level store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { orderDialogSlice } from '../state/order-dialog-slice';
import { submissionSlice } from '../state/submission-slice';
import { themeSlice } from '../state/theme-slice';
import { toastsSlice } from '../state/toasts-slice';
import { menuSlice } from '../state/menu-slice';
import { domainSearchSlice } from '../state/domain-search-slice';
import { assessmentSlice } from '../state/assessment-slice';
import { emailSecuritySlice } from '../state/email-security-slice';
import { emailWatchSlice } from '../state/email-watch-slice';
import { passOnSlice } from '../state/pass-on-slice';
import { dmarcDigestSlice } from '../state/dmarc-digest-slice';

const rootReducer = combineReducers({
  [themeSlice.reducerPath]: themeSlice.reducer,
  [menuSlice.reducerPath]: menuSlice.reducer,
  [orderDialogSlice.reducerPath]: orderDialogSlice.reducer,
  [submissionSlice.reducerPath]: submissionSlice.reducer,
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  [domainSearchSlice.reducerPath]: domainSearchSlice.reducer,
  [assessmentSlice.reducerPath]: assessmentSlice.reducer,
  [emailSecuritySlice.reducerPath]: emailSecuritySlice.reducer,
  [emailWatchSlice.reducerPath]: emailWatchSlice.reducer,
  [passOnSlice.reducerPath]: passOnSlice.reducer,
  [dmarcDigestSlice.reducerPath]: dmarcDigestSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server, one per page load in the browser; never a module-level store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

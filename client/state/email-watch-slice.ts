import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { EmailWatchAnswer, WatchPosted } from '../../shared/email-security/watch';

/**
 * The watch pages (/email-security/watch, …/confirm, …/stop): the server's answer to a post or a
 * link, preloaded for the one request it was made for; null where a page was asked for by itself.
 */
interface EmailWatchState {
  answer: EmailWatchAnswer | null;
  /** The form posted without JavaScript and refused: filled in again on the page that says why. */
  posted?: WatchPosted | null;
}

const initialState: EmailWatchState = { answer: null, posted: null };

const slice = createSlice({
  name: 'emailWatch',
  initialState,
  reducers: {},
  selectors: {
    selectEmailWatchAnswer: (state) => state.answer,
    selectEmailWatchPosted: (state) => state.posted ?? null,
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const emailWatchSlice = slice.injectInto(rootReducer);

export const { selectEmailWatchAnswer, selectEmailWatchPosted } = emailWatchSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
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

export const emailWatchSlice = createSlice({
  name: 'emailWatch',
  initialState,
  reducers: {},
  selectors: {
    selectEmailWatchAnswer: (state) => state.answer,
    selectEmailWatchPosted: (state) => state.posted ?? null,
  },
});

export const { selectEmailWatchAnswer, selectEmailWatchPosted } = emailWatchSlice.selectors;

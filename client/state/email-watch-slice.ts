import { createSlice } from '@reduxjs/toolkit';
import type { EmailWatchAnswer } from '../../shared/email-security/watch';

/**
 * The watch pages (/email-security/watch, …/confirm, …/stop): the server's answer to a post or a
 * link, preloaded for the one request it was made for; null where a page was asked for by itself.
 */
interface EmailWatchState {
  answer: EmailWatchAnswer | null;
}

const initialState: EmailWatchState = { answer: null };

export const emailWatchSlice = createSlice({
  name: 'emailWatch',
  initialState,
  reducers: {},
  selectors: {
    selectEmailWatchAnswer: (state) => state.answer,
  },
});

export const { selectEmailWatchAnswer } = emailWatchSlice.selectors;

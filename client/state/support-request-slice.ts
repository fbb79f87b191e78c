import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { SupportAnswer, SupportPosted, SupportStatus } from '../../shared/support/request';

/**
 * A support request: the answer to the form posted (the server's, preloaded for the page posted
 * without JavaScript, or fetched by the page's script), and on the status page the request's
 * state (null: the link names none).
 */
interface SupportRequestState {
  answer: SupportAnswer | null;
  sending: boolean;
  status?: SupportStatus | null;
  /** What a refused post without JavaScript held: its text, and the names of its files, to be chosen again. */
  posted?: SupportPosted | null;
  chosen?: string[];
}

const initialState: SupportRequestState = { answer: null, sending: false };

const slice = createSlice({
  name: 'supportRequest',
  initialState,
  reducers: {
    requestSent(state) {
      state.sending = true;
      // The answer to come is the script's: the post's list of problems goes (its typing stays).
      delete state.chosen;
    },
    requestAnswered(state, action: PayloadAction<SupportAnswer>) {
      state.sending = false;
      state.answer = action.payload;
    },
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const supportRequestSlice = slice.injectInto(rootReducer);

export const { requestSent, requestAnswered } = supportRequestSlice.actions;
export const selectSupportRequest = supportRequestSlice.selectSlice;

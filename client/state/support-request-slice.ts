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
  /** What a refused post without JavaScript held. */
  posted?: SupportPosted | null;
}

const initialState: SupportRequestState = { answer: null, sending: false };

const slice = createSlice({
  name: 'supportRequest',
  initialState,
  reducers: {
    requestSent(state) {
      state.sending = true;
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

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { GenuineEmailAnswer } from '../../shared/genuine-email/answer';

/**
 * "Is this e-mail genuine?": the answer to the message posted (the server's, preloaded for the
 * page posted without JavaScript, or fetched by the page's script), and whether one is being read.
 * Nothing of the message itself is ever held here.
 */
interface GenuineEmailState {
  answer:
    | GenuineEmailAnswer
    | { failed: 'busy' | 'failed' }
    /** This network's checks are used up for now (a 429), for this long. */
    | { failed: 'limited'; retryAfterSeconds: number }
    | null;
  reading: boolean;
}

const initialState: GenuineEmailState = { answer: null, reading: false };

const slice = createSlice({
  name: 'genuineEmail',
  initialState,
  reducers: {
    messageSent(state) {
      state.reading = true;
      state.answer = null;
    },
    messageAnswered(state, action: PayloadAction<GenuineEmailState['answer']>) {
      state.reading = false;
      state.answer = action.payload;
    },
  },
  selectors: {
    selectGenuineEmail: (state) => state,
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const genuineEmailSlice = slice.injectInto(rootReducer);

export const { messageSent, messageAnswered } = genuineEmailSlice.actions;
export const { selectGenuineEmail } = genuineEmailSlice.selectors;

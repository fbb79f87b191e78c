import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { GenuineEmailAnswer, MessageGiven } from '../../shared/genuine-email/answer';

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
  /** Which sending the answer awaited is for: one answered after the form changed is another message's, and dropped. */
  asked?: number;
  /** What the message awaited or answered was given as, so a refusal speaks of a file or of text. */
  given?: MessageGiven;
  /** The supplier named in the form posted without JavaScript: the form drawn with its answer keeps it. */
  supplier?: string;
}

const initialState: GenuineEmailState = { answer: null, reading: false };

const slice = createSlice({
  name: 'genuineEmail',
  initialState,
  reducers: {
    messageSent(state, action: PayloadAction<{ asked: number; given: MessageGiven }>) {
      state.reading = true;
      state.answer = null;
      state.asked = action.payload.asked;
      state.given = action.payload.given;
    },
    messageAnswered(state, action: PayloadAction<{ asked: number; answer: GenuineEmailState['answer'] }>) {
      if (action.payload.asked !== state.asked) return;
      state.reading = false;
      state.answer = action.payload.answer;
    },
    /** Another file, paste or supplier: the answer on screen (and its summary) was for the form as it was. */
    formChanged(state) {
      state.reading = false;
      state.answer = null;
      state.asked = undefined;
    },
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const genuineEmailSlice = slice.injectInto(rootReducer);

export const { messageSent, messageAnswered, formChanged } = genuineEmailSlice.actions;
export const selectGenuineEmail = genuineEmailSlice.selectSlice;

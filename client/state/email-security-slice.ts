import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { EmailSecurityAnswer, Finding } from '../../shared/email-security/result';

/**
 * "Is my e-mail safe?": the answer to the page's question (`?domain=`, and `&selector=`: found by
 * the server and preloaded, or streamed to the page with JavaScript on), and the check running
 * now, its findings so far; both keyed by the question (emailSecurityQuestion).
 */
interface EmailSecurityState {
  answer: EmailSecurityAnswer | null;
  running: { asked: string; shown?: string; findings: Finding[] } | null;
}

const initialState: EmailSecurityState = { answer: null, running: null };

const slice = createSlice({
  name: 'emailSecurity',
  initialState,
  reducers: {
    checkStarted(state, action: PayloadAction<string>) {
      state.running = { asked: action.payload, findings: [] };
    },
    checkNamed(state, action: PayloadAction<{ asked: string; shown: string }>) {
      if (state.running?.asked === action.payload.asked) state.running.shown = action.payload.shown;
    },
    findingArrived(state, action: PayloadAction<{ asked: string; finding: Finding }>) {
      if (state.running?.asked === action.payload.asked) state.running.findings.push(action.payload.finding);
    },
    /** The visitor left while it ran: nothing runs for the question, so coming back asks again. */
    checkAbandoned(state, action: PayloadAction<string>) {
      if (state.running?.asked === action.payload) state.running = null;
    },
    /** Asked again (after a busy or failed answer): the old answer goes, so the page asks anew. */
    answerCleared(state) {
      state.answer = null;
    },
    checkAnswered(state, action: PayloadAction<EmailSecurityAnswer>) {
      state.answer = action.payload;
      if (state.running?.asked === action.payload.asked) state.running = null;
    },
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const emailSecuritySlice = slice.injectInto(rootReducer);

export const { checkStarted, checkNamed, findingArrived, checkAbandoned, answerCleared, checkAnswered } =
  emailSecuritySlice.actions;
export const selectEmailSecurity = emailSecuritySlice.selectSlice;

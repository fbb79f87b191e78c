import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailSecurityAnswer, Finding } from '../../shared/email-security/result';

/**
 * "Is my e-mail safe?": the answer for the page's `?domain=` (found by the server and preloaded,
 * or streamed to the page with JavaScript on), and the check running now, its findings so far.
 */
interface EmailSecurityState {
  answer: EmailSecurityAnswer | null;
  running: { asked: string; shown?: string; findings: Finding[] } | null;
}

const initialState: EmailSecurityState = { answer: null, running: null };

export const emailSecuritySlice = createSlice({
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
    checkAnswered(state, action: PayloadAction<EmailSecurityAnswer>) {
      state.answer = action.payload;
      if (state.running?.asked === action.payload.asked) state.running = null;
    },
  },
  selectors: {
    selectEmailSecurity: (state) => state,
  },
});

export const { checkStarted, checkNamed, findingArrived, checkAnswered } = emailSecuritySlice.actions;
export const { selectEmailSecurity } = emailSecuritySlice.selectors;

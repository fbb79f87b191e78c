import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { Answers } from '../../shared/assessment/score';

type View = 'questions' | 'result';

/**
 * The IT self-assessment on its page. The server fills it from a post made without JavaScript (the
 * page's `route.post`): the answers given, and the questions left out or what was wrong. In the
 * browser the page goes a function at a time (`stepped`), from where session storage left it.
 */
export interface AssessmentState {
  answers: Answers;
  view: View;
  step: number;
  /** Questions the visitor was told to answer, still unanswered. */
  unanswered: string[];
  /** What a post held that is not an answer (an unknown question, an answer outside the four). */
  problems: string[];
  /** One function at a time: the page's script runs. */
  stepped: boolean;
  /** The result was asked for on this page (focus moves to it), not loaded with it. */
  pressed: boolean;
}

const initialState: AssessmentState = {
  answers: {},
  view: 'questions',
  step: 0,
  unanswered: [],
  problems: [],
  stepped: false,
  pressed: false,
};

/** The state for a post the server read: its result when whole, else the form again naming what is missing. */
export const postedAssessment = (answers: Answers, unanswered: string[], problems: string[]): AssessmentState => ({
  ...initialState,
  answers,
  unanswered,
  problems,
  view: unanswered.length === 0 && problems.length === 0 ? 'result' : 'questions',
});

const slice = createSlice({
  name: 'assessment',
  initialState,
  reducers: {
    /** The script runs: answers kept from earlier in the tab and those chosen before it ran. */
    assessmentStepped(state, action: PayloadAction<{ answers: Answers; view?: View; step?: number }>) {
      const { answers, view, step } = action.payload;
      state.answers = { ...state.answers, ...answers };
      if (view && state.problems.length === 0 && state.unanswered.length === 0) state.view = view;
      if (step !== undefined) state.step = step;
      state.stepped = true;
    },
    answerChosen(state, action: PayloadAction<{ id: string; answer: NonNullable<Answers[string]> }>) {
      state.answers[action.payload.id] = action.payload.answer;
      state.unanswered = state.unanswered.filter((id) => id !== action.payload.id);
    },
    /** Next found these unanswered (and shows the step of the first). */
    unansweredFound(state, action: PayloadAction<{ ids: string[]; step: number }>) {
      state.unanswered = action.payload.ids;
      state.step = action.payload.step;
    },
    /** The page's own step: the hook keeps it within the functions (the store carries no catalogue, as every page has it). */
    stepShown(state, action: PayloadAction<number>) {
      state.step = action.payload;
      state.unanswered = [];
    },
    resultShown(state) {
      state.view = 'result';
      state.pressed = true;
      state.unanswered = [];
    },
    answersReopened(state) {
      state.view = 'questions';
      state.step = 0;
      state.pressed = false;
    },
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const assessmentSlice = slice.injectInto(rootReducer);

export const { assessmentStepped, answerChosen, unansweredFound, stepShown, resultShown, answersReopened } =
  assessmentSlice.actions;
export const selectAssessment = assessmentSlice.selectSlice;

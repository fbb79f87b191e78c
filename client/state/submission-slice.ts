import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type FormName = 'contact' | 'order' | 'callback' | 'assessment' | 'email-security';
type SubmissionStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
type SubmissionState = Record<FormName, SubmissionStatus>;

const initialState: SubmissionState = {
  contact: 'idle',
  order: 'idle',
  callback: 'idle',
  assessment: 'idle',
  'email-security': 'idle',
};

export const submissionSlice = createSlice({
  name: 'submission',
  initialState,
  reducers: {
    submissionStarted(state, action: PayloadAction<FormName>) {
      state[action.payload] = 'submitting';
    },
    submissionSucceeded(state, action: PayloadAction<FormName>) {
      state[action.payload] = 'succeeded';
    },
    submissionFailed(state, action: PayloadAction<FormName>) {
      state[action.payload] = 'failed';
    },
  },
  selectors: {
    selectIsSubmitting: (state, form: FormName) => state[form] === 'submitting',
  },
});

export const { submissionStarted, submissionSucceeded, submissionFailed } = submissionSlice.actions;
export const { selectIsSubmitting } = submissionSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
import type { PassOnAnswer } from '../../shared/email-security/pass-on';

/**
 * The page a result's "send these to whoever manages your DNS" link opens (/email-security/records):
 * the server's answer for the link, preloaded for the one request it was made for.
 */
interface PassOnState {
  answer: PassOnAnswer | null;
}

const initialState: PassOnState = { answer: null };

export const passOnSlice = createSlice({
  name: 'passOn',
  initialState,
  reducers: {},
  selectors: {
    selectPassOnAnswer: (state) => state.answer,
  },
});

export const { selectPassOnAnswer } = passOnSlice.selectors;

import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { PassOnAnswer } from '../../shared/email-security/pass-on';

/**
 * The page a result's "send these to whoever manages your DNS" link opens (/email-security/records):
 * the server's answer for the link, preloaded for the one request it was made for.
 */
interface PassOnState {
  answer: PassOnAnswer | null;
}

const initialState: PassOnState = { answer: null };

const slice = createSlice({
  name: 'passOn',
  initialState,
  reducers: {},
  selectors: {
    selectPassOnAnswer: (state) => state.answer,
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const passOnSlice = slice.injectInto(rootReducer);

export const { selectPassOnAnswer } = passOnSlice.selectors;

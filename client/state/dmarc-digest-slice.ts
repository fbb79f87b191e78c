import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { DigestPageAnswer } from '../../shared/email-security/dmarc-digest';

/**
 * The page a weekly DMARC digest's link opens (/email-security/dmarc-digest): the server's answer
 * for the link, preloaded for the one request it was made for.
 */
interface DmarcDigestState {
  answer: DigestPageAnswer | null;
}

const initialState: DmarcDigestState = { answer: null };

const slice = createSlice({
  name: 'dmarcDigest',
  initialState,
  reducers: {},
  selectors: {
    selectDmarcDigestAnswer: (state) => state.answer,
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const dmarcDigestSlice = slice.injectInto(rootReducer);

export const { selectDmarcDigestAnswer } = dmarcDigestSlice.selectors;

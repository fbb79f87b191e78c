import { createSlice } from '@reduxjs/toolkit';
import type { DigestPageAnswer } from '../../shared/email-security/dmarc-digest';

/**
 * The page a weekly DMARC digest's link opens (/email-security/dmarc-digest): the server's answer
 * for the link, preloaded for the one request it was made for.
 */
interface DmarcDigestState {
  answer: DigestPageAnswer | null;
}

const initialState: DmarcDigestState = { answer: null };

export const dmarcDigestSlice = createSlice({
  name: 'dmarcDigest',
  initialState,
  reducers: {},
  selectors: {
    selectDmarcDigestAnswer: (state) => state.answer,
  },
});

export const { selectDmarcDigestAnswer } = dmarcDigestSlice.selectors;

import { combineSlices } from '@reduxjs/toolkit';
import { menuSlice } from '../state/menu-slice';
import { orderDialogSlice } from '../state/order-dialog-slice';
import { submissionSlice } from '../state/submission-slice';
import { themeSlice } from '../state/theme-slice';
import { toastsSlice } from '../state/toasts-slice';

/**
 * The slices of one page (the e-mail check's, the assessment's, …), each declared here by its own
 * file, which adds it to the reducer when the page's code loads: the shell carries only the slices
 * every page uses. The browser loads a page's code, and the parts its address shows, before making
 * its store, so a preloaded slice is known (but for a part whose chunk would not load even after
 * retries: it comes later and draws without its answer); the server knows them all (all-slices.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each page's slice
export interface LazyLoadedSlices {}

const shellSlices = [themeSlice, menuSlice, orderDialogSlice, submissionSlice, toastsSlice] as const;

/** The state every page's store has, whatever page it is for. */
export const SHELL_STATE_KEYS: readonly string[] = shellSlices.map((slice) => slice.reducerPath);

export const rootReducer = combineSlices(...shellSlices).withLazyLoadedSlices<LazyLoadedSlices>();

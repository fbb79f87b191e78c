import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/root-reducer';
import type { DomainSearchResult } from '../../shared/domain-check';

/**
 * The web-hosting pages' "Find your domain" answer, found by the server for the page's `?domain=`
 * and preloaded with the page; a search is a new page load, so nothing here changes it.
 */
interface DomainSearchState {
  result: DomainSearchResult | null;
}

const initialState: DomainSearchState = { result: null };

const slice = createSlice({
  name: 'domainSearch',
  initialState,
  reducers: {},
  selectors: {
    selectDomainSearch: (state) => state.result,
  },
});

declare module '../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, merged into the root's
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store once this page's code has loaded (app/root-reducer.ts). */
const domainSearchSlice = slice.injectInto(rootReducer);

export const { selectDomainSearch } = domainSearchSlice.selectors;

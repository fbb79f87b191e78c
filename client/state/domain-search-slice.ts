import { createSlice } from '@reduxjs/toolkit';
import type { DomainSearchResult } from '../../shared/domain-check';

/**
 * The web-hosting pages' "Find your domain" answer, found by the server for the page's `?domain=`
 * and preloaded with the page; a search is a new page load, so nothing here changes it.
 */
interface DomainSearchState {
  result: DomainSearchResult | null;
}

const initialState: DomainSearchState = { result: null };

export const domainSearchSlice = createSlice({
  name: 'domainSearch',
  initialState,
  reducers: {},
  selectors: {
    selectDomainSearch: (state) => state.result,
  },
});

export const { selectDomainSearch } = domainSearchSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, type ThemeChoice } from '../../shared/theme';

interface ThemeState {
  choice: ThemeChoice;
}

const initialState: ThemeState = { choice: DEFAULT_THEME };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeChosen(state, action: PayloadAction<ThemeChoice>) {
      state.choice = action.payload;
    },
  },
  selectors: {
    selectThemeChoice: (state) => state.choice,
  },
});

export const { themeChosen } = themeSlice.actions;
export const { selectThemeChoice } = themeSlice.selectors;

import type { AppThunk } from '../../app/store';
import type { ThemeChoice } from '../../../shared/theme';
import { applyTheme, resolveTheme } from './theme-effects';
import { selectThemeChoice, themeChosen } from '../../state/theme-slice';

/** The 'Toggle theme' control: flips what the visitor currently sees between light and dark. */
export const themeToggled = (): AppThunk => (dispatch, getState) => {
  const shown = resolveTheme(selectThemeChoice(getState()));
  dispatch(themeSelected(shown === 'dark' ? 'light' : 'dark'));
};

const themeSelected =
  (choice: ThemeChoice): AppThunk =>
  (dispatch) => {
    dispatch(themeChosen(choice));
    applyTheme(choice);
  };

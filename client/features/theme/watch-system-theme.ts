import type { AppStore } from '../../app/store';
import { systemTheme } from './theme-effects';
import { selectThemeChoice } from '../../state/theme-slice';

/** While the visitor follows the system theme, a change of the system theme is shown at once. */
export function watchSystemTheme(store: AppStore): void {
  const query = window.matchMedia('(prefers-color-scheme: light)');
  query.addEventListener('change', () => {
    if (selectThemeChoice(store.getState()) === 'system') {
      document.documentElement.dataset.theme = systemTheme();
    }
  });
}

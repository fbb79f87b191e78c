/** Side effects of a theme choice: the <html> attribute and the cookie the server reads. */
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_S, type ResolvedTheme, type ThemeChoice } from '../../../shared/theme';

export function systemTheme(): ResolvedTheme {
  return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  return choice === 'system' ? systemTheme() : choice;
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  root.dataset.theme = resolveTheme(choice);
  root.dataset.themeChoice = choice;
  document.cookie = `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

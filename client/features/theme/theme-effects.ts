/** Side effects of a theme choice: the <html> attribute and the cookie the server reads. */
import { themeCookie, type ResolvedTheme, type ThemeChoice } from '../../../shared/theme';

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
  document.cookie = themeCookie(choice, location.protocol === 'https:');
}

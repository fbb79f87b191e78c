/** The visitor's theme choice, kept in a cookie so the server renders the right theme first time. */
export type ThemeChoice = 'dark' | 'light' | 'system';
export type ResolvedTheme = 'dark' | 'light';

const THEME_COOKIE = 'theme';
export const DEFAULT_THEME: ThemeChoice = 'dark';
const THEME_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system' ? value : DEFAULT_THEME;
}

/** The theme choice the request's cookies remember, else the default. */
export const themeFromCookies = (cookies: Readonly<Record<string, string | undefined>>): ThemeChoice =>
  parseThemeChoice(cookies[THEME_COOKIE]);

/** The cookie that remembers a choice: sent back to this site only, and only over https when the site is on https. */
export const themeCookie = (choice: ThemeChoice, https: boolean): string =>
  `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax${https ? '; Secure' : ''}`;

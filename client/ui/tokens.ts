/**
 * Design tokens as CSS custom properties. Components read `var(--…)`, so the theme is switched by
 * one attribute on <html> and server HTML never depends on a theme the server cannot know.
 */
import { css } from '@emotion/react';

/**
 * The colours also used outside the page's CSS: the browser's theme colour, the web app manifest,
 * the home-screen icons and the share images (scripts/share), all drawn in the dark theme, the
 * site's default. `markBlue` is the mark's own tile (static/public/favicon.svg).
 */
export const brandColours = {
  background: '#0b1220',
  foreground: '#e8edf7',
  muted: '#a9b6cc',
  primary: '#2563eb',
  accent: '#22d3ee',
  markBlue: '#1d4ed8',
} as const;

const dark = css`
  --bg: ${brandColours.background};
  --bg-elevated: #111a2e;
  --bg-muted: #17223a;
  --fg: ${brandColours.foreground};
  --fg-muted: ${brandColours.muted};
  --border: #26334d;
  --primary: ${brandColours.primary};
  --primary-fg: #ffffff;
  --primary-strong: #60a5fa;
  --primary-soft: rgb(59 130 246 / 0.16);
  --accent: ${brandColours.accent};
  --destructive: #dc2626;
  --destructive-fg: #ffffff;
  /* --destructive is a fill; as text on the dark ground it is 3.9:1, under WCAG's 4.5:1: this is 9.9:1. */
  --destructive-text: #fca5a5;
  --secondary: #1e2a44;
  --secondary-fg: #e8edf7;
  --focus: #93c5fd;
  --shadow: 0 10px 30px rgb(0 0 0 / 0.35);
  --shadow-sm: 0 1px 2px rgb(0 0 0 / 0.3);
  color-scheme: dark;
`;

const light = css`
  --bg: #ffffff;
  --bg-elevated: #ffffff;
  --bg-muted: #f1f5fb;
  --fg: #0f172a;
  --fg-muted: #475569;
  --border: #d7dfeb;
  --primary: ${brandColours.markBlue};
  --primary-fg: #ffffff;
  --primary-strong: ${brandColours.markBlue};
  --primary-soft: #e6edfc;
  --accent: #0e7490;
  --destructive: #b91c1c;
  --destructive-fg: #ffffff;
  --destructive-text: #b91c1c;
  --secondary: #e8eef8;
  --secondary-fg: #0f172a;
  --focus: #1d4ed8;
  --shadow: 0 10px 30px rgb(15 23 42 / 0.08);
  --shadow-sm: 0 1px 2px rgb(15 23 42 / 0.06);
  color-scheme: light;
`;

export const themeVariables = css`
  :root,
  :root[data-theme='dark'] {
    ${dark}
  }
  :root[data-theme='light'] {
    ${light}
  }
  /* On paper: dark text on white in either theme, and no shadows. */
  @media print {
    :root,
    :root[data-theme='dark'],
    :root[data-theme='light'] {
      ${light}
      --fg: #000000;
      --fg-muted: #1f2937;
      --shadow: none;
      --shadow-sm: none;
    }
  }
`;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
} as const;

export const radius = '0.75rem';
/**
 * The least size a form field's text is drawn at: iOS Safari zooms the page when a field under
 * 16 px takes focus, and a reader's larger default font still wins.
 */
export const fieldFontSize = 'max(1rem, 16px)';
export const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

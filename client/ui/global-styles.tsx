import { Global, css } from '@emotion/react';
import { fieldFontSize, fontStack, themeVariables } from './tokens';

const base = css`
  ${themeVariables}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    scroll-padding-top: 5rem;
    -webkit-text-size-adjust: 100%;
  }
  /* Smooth only for a scroll the visitor's press asked for (a link or button then holds the
     focus): a page landing on its #fragment, or find-in-page, jumps there at once. */
  @media (prefers-reduced-motion: no-preference) {
    html:focus-within {
      scroll-behavior: smooth;
    }
  }
  /* A printed page is its content: the site's header, top bar, footer and toasts stay on screen,
     as does anything marked data-print="hide" (a page's own controls). */
  @media print {
    header,
    footer,
    .skip-link,
    [data-testid='top-bar'],
    [data-testid='toast-region'],
    [data-print='hide'] {
      display: none !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fontStack};
    line-height: 1.6;
    background: var(--bg);
    color: var(--fg);
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0 0 0.75rem;
  }
  p {
    margin: 0 0 1rem;
  }
  a {
    color: var(--primary-strong);
  }
  /* Every field, including a checkbox or a radio button, whatever its label's size. */
  input,
  select,
  textarea {
    font-size: ${fieldFontSize};
  }
  a[href^='tel:'],
  .phone-number {
    white-space: nowrap;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  .container {
    width: 100%;
    max-width: 80rem;
    margin: 0 auto;
    padding: 0 1rem;
    @media (min-width: 640px) {
      padding: 0 1.5rem;
    }
  }
  .section {
    padding: 3.5rem 0;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export function GlobalStyles() {
  return <Global styles={base} />;
}

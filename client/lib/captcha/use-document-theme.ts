import { useSyncExternalStore } from 'react';
import type { CaptchaTheme } from './captcha-types';

/** The theme <html> shows now. */
export const readDocumentTheme = (): CaptchaTheme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The theme the page shows now, read from <html data-theme>, which the theme feature sets for an
 * explicit choice and for a change of the system theme alike.
 */
export function useDocumentTheme(): CaptchaTheme {
  return useSyncExternalStore(subscribe, readDocumentTheme, () => 'dark');
}

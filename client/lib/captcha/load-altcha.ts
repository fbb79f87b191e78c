import { ALTCHA_ALGORITHM } from '../../../shared/captcha';
import { createAltchaWorker } from './altcha-worker-pool';
import { retryImport } from '../retry-import';

// The widget's stylesheet, emitted by webpack as a hashed file under /assets: a plain
// <link rel=stylesheet> from this site, which the CSP allows without a nonce or 'unsafe-inline'.
const STYLESHEET_URL = new URL('../../../node_modules/altcha/dist/external/altcha.css', import.meta.url).href;

function loadStylesheet(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>('link[data-altcha-css]');
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLESHEET_URL;
    link.dataset.altchaCss = '';
    link.onload = () => {
      link.dataset.loaded = 'true';
      resolve();
    };
    link.onerror = () => {
      link.remove();
      reject(new Error('The captcha stylesheet could not be loaded'));
    };
    document.head.append(link);
  });
}

let loaded: Promise<void> | undefined;

/**
 * Loads the ALTCHA widget's chunk and stylesheet, each tried up to 2 more times, and registers
 * this site's proof-of-work worker. The "external" build is used because the default one puts
 * its CSS in an inline <style> and its workers in blob: URLs built from strings.
 */
export function loadAltcha(): Promise<void> {
  loaded ??= Promise.all([
    retryImport(() => import(/* webpackChunkName: "captcha-altcha-widget" */ 'altcha/external')),
    retryImport(loadStylesheet),
  ]).then(
    () => {
      globalThis.$altcha.algorithms.set(ALTCHA_ALGORITHM, createAltchaWorker);
    },
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/** The HTML shell around the React root: head with meta, theme script and scripts; the embedded app data. */
import { company } from '../../shared/catalogue/company';
import escapeHtml from 'escape-html';
import { APP_DATA_ID, serializeAppData, type AppData } from '../../shared/app-data';
import { MAIN_ID } from '../../shared/document-ids';
import type { PageMeta } from '../../shared/page-meta';
import type { ThemeChoice } from '../../shared/theme';
import { brandColours } from '../../client/ui/tokens';
import type { PageShareImage } from './share-images';

// Runs before first paint: a visitor who follows the system theme never sees the other one flash.
const THEME_SCRIPT =
  "(function(){var d=document.documentElement;if(d.dataset.themeChoice==='system'){d.dataset.theme=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}})()";

/** Every inline script the shell writes: the CSP allows these, by hash, and nothing else inline (inline-hashes.ts). */
export const SHELL_INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT];

export interface DocumentParts {
  meta: PageMeta;
  canonicalUrl?: string;
  /** The picture a shared link shows (Open Graph, and X's large card). */
  shareImage: PageShareImage;
  theme: ThemeChoice;
  /** Emotion's <style> elements for the page. */
  styles: string;
  scripts: string[];
  jsonLd: object[];
}

export function documentHead(parts: DocumentParts): string {
  const { meta, canonicalUrl, theme, scripts } = parts;
  const shown = theme === 'light' ? 'light' : 'dark';
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = parts.shareImage;
  return [
    `<!DOCTYPE html><html lang="en-ZA" data-theme="${shown}" data-theme-choice="${theme}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing is drawn before the whole header is read (shared/document-ids.ts).
    `<link rel="expect" href="#${MAIN_ID}" blocking="render">`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${escapeHtml(company.name)}">`,
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`,
    canonicalUrl ? `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">` : '',
    '<meta property="og:locale" content="en_ZA">',
    `<meta property="og:image" content="${escapeHtml(image.url)}"><meta property="og:image:type" content="${escapeHtml(image.type)}">`,
    `<meta property="og:image:width" content="${image.width}"><meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="theme-color" content="${brandColours.background}">`,
    '<link rel="icon" href="/favicon.ico" sizes="any"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"><link rel="manifest" href="/manifest.webmanifest">',
    `<script>${THEME_SCRIPT}</script>`,
    parts.styles,
    ...scripts.map((src) => `<script defer src="${src}"></script>`),
    ...parts.jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
    '</head><body><div id="root">',
  ].join('');
}

export function documentTail(data: AppData): string {
  return `</div><script type="application/json" id="${APP_DATA_ID}">${serializeAppData(data)}</script></body></html>`;
}

export const SHELL_ERROR_HTML =
  '<!DOCTYPE html><html lang="en-ZA"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
  `<body><h1>Something went wrong</h1><p>Please try again in a moment, or contact us at ${escapeHtml(company.email.display)}.</p></body></html>`;

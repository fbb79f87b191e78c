/** What the server embeds in each page for the browser: the preloaded store state and public settings. */
import type { PublicConfig } from './public-config';

export const APP_DATA_ID = '__APP_DATA__';
export const EMOTION_KEY = 'css';

export interface AppData {
  state: Record<string, unknown>;
  config: PublicConfig;
}

/** JSON safe inside a <script> element: `<` can never close the element or open a comment. */
export function serializeAppData(data: AppData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The client build's manifest: the entry scripts and the scripts of each named (page) chunk. */
export interface Assets {
  entry: string[];
  chunks: Record<string, string[]>;
  /** The chunk each named chunk's file is (`shell.….js`, `2375.….js`: 'assessment-page'). */
  names: Record<string, string>;
}

const MANIFEST_FILE = 'manifest.json';

export function loadAssets(buildDir: string): Assets {
  const file = path.join(buildDir, 'public', MANIFEST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Assets;
  } catch (error) {
    throw new Error(`Cannot read the client build manifest at ${file}; run "npm run build" first`, { cause: error });
  }
}

/** Scripts a page needs before it is interactive: its own chunks first (the page's, then its parts'), then the entry. */
export function scriptsFor(assets: Assets, chunks: readonly string[]): string[] {
  const own = chunks.flatMap((chunk) => assets.chunks[chunk] ?? []);
  return [...new Set([...own.filter((file) => !assets.entry.includes(file)), ...assets.entry])].map((f) => `/assets/${f}`);
}

import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a worker thread or reader process starts: the build's own entry (webpack.config.ts) beside
 * the site's, or its source (`source`, under server/), read through esbuild-register, where the
 * site runs from the source (the tests).
 */
export function threadFile(
  entry: 'dmarc-intake' | 'dmarc-reader' | 'genuine-reader' | 'forward-reader',
  source: string,
): { filename: string; execArgv?: string[] } {
  const built = path.join(__dirname, `${entry}.js`);
  return existsSync(built)
    ? { filename: built }
    : { filename: path.join(__dirname, source), execArgv: ['--require', 'esbuild-register'] };
}

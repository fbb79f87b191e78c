import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the message reader's thread starts: the build's own entry (webpack.config.ts,
 * `genuine-reader`) beside the site's, or its source through esbuild-register where the site runs
 * from the source (the tests), as the DMARC intake's threads do.
 */
export function readerFile(): { filename: string; execArgv?: string[] } {
  const built = path.join(__dirname, 'genuine-reader.js');
  return existsSync(built)
    ? { filename: built }
    : { filename: path.join(__dirname, 'read-worker.ts'), execArgv: ['--require', 'esbuild-register'] };
}

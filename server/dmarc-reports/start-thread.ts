import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread of the intake: the build's own entry (webpack.config.ts) beside the site's, or
 * its source where the site runs from it (the tests).
 */
export function startThread(entry: 'dmarc-intake' | 'dmarc-reader', source: string, options: WorkerOptions): Worker {
  const built = path.join(__dirname, `${entry}.js`);
  return existsSync(built)
    ? new Worker(built, options)
    : new Worker(`require('esbuild-register/dist/node').register(); require(${JSON.stringify(path.join(__dirname, source))});`, {
        ...options,
        eval: true,
      });
}

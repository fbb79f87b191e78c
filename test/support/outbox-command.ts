import { execFile } from 'node:child_process';
import path from 'node:path';
import { buildDir } from './test-config';

/** The operator's `outbox` command, as the systemd set-up runs it: the built bundle with the site's DATA_DIR. */
export function outbox(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(buildDir(), 'server', 'outbox.js'), ...args],
      { env: { PATH: process.env.PATH, NODE_PATH: path.resolve('node_modules'), DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

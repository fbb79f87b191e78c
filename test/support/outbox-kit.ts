import { execFile } from 'node:child_process';
import path from 'node:path';
import { tempFolder } from './endpoint-kit';
import { startSiteProcess } from './site-process';
import { startSmtpSink } from './smtp-sink';
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

/**
 * The built site as its own process on a fresh data folder, its mail server (a real one on
 * loopback) down: messages wait in the outbox until the test brings the server back with
 * `sink.restart()`, then go out within a fifth of a second. Its rate limit leaves room for a
 * test's many posts; `env` overrides any of it. Stop it with `site.stop()`.
 */
export async function startSiteWithMailDown(label: string, env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  await sink.stop();
  const dataDir = tempFolder(label);
  const site = await startSiteProcess({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ALTCHA_HMAC_KEY: `${label}-key`,
    CONTACT_RATE_LIMIT_MAX: '100',
    MAIL_RETRY_FIRST_DELAY_MS: '100',
    MAIL_RETRY_MAX_DELAY_MS: '200',
    MAIL_RETRY_POLL_MS: '100',
    ...env,
  });
  return { sink, dataDir, site };
}

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';

/*
 * The process `npm start` starts (its own script, without the build before it): React reads
 * NODE_ENV when it loads, and only "production" gives its production build. Jest's own
 * NODE_ENV (test) is in the environment, as a stray one would be on a server.
 */
it('when the site is started by `npm start`, then React loads with NODE_ENV=production, whatever the shell had', async () => {
  const folder = tempFolder('npm-start');
  const preload = path.join(folder, 'print-node-env.cjs');
  // Node's options reach npm's own Node too: only the site's process speaks.
  writeFileSync(
    preload,
    "if (process.argv[1].endsWith('server/index.js')) process.stderr.write(`NODE_ENV at start: ${process.env.NODE_ENV}\\n`);\n",
  );
  const child = spawn('npm', ['start', '--ignore-scripts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      NODE_OPTIONS: `--require ${preload}`,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await waitUntil(() => output.includes('site listening'), 15_000, 'the site to listen');
    expect(output.match(/NODE_ENV at start: \S+/g)).toEqual(['NODE_ENV at start: production']);
  } finally {
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
  }
});

/**
 * The Node floor a newcomer meets. The machine's own Node is older (Debian's /usr/bin/node, v20 on
 * this project's machines); the README's two commands still run on Node 24, because the registry's
 * `node` package, a dev dependency, puts Node 24 first on the PATH of every npm script. The server
 * run directly on the older Node (as a hand-written service might) stops at once with one line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE_FLOOR } from '../../server/node-floor';
import { buildDir } from '../support/test-config';

const root = path.resolve(__dirname, '../..');
const OLDER_NODE = '/usr/bin/node';
/** The machine's PATH without any Node 24 put first on it (scripts/use-node-24.sh, npm's own script PATH). */
const machinePath = (process.env.PATH ?? '')
  .split(':')
  .filter((dir) => !dir.includes('website-node') && !dir.includes('node_modules'))
  .join(':');
const machineEnv = { ...process.env, PATH: machinePath };

const olderVersion = spawnSync(OLDER_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node floor', () => {
  it('when the machine has an older Node first on its PATH, then that is the Node a newcomer has', () => {
    expect(olderVersion).toMatch(/^v\d+\./);
    expect(Number(olderVersion.slice(1).split('.')[0])).toBeLessThan(NODE_FLOOR);
    expect(spawnSync('node', ['--version'], { env: machineEnv, encoding: 'utf8' }).stdout.trim()).toBe(olderVersion);
  });

  it('when npm runs a script on that machine, then the script runs on the Node of the floor, from the node dev dependency', () => {
    const run = spawnSync('npm', ['exec', '--offline', '--', 'node', '--version'], {
      cwd: root,
      env: machineEnv,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(Number(run.stdout.trim().slice(1).split('.')[0])).toBe(NODE_FLOOR);
    expect(manifest.devDependencies.node).toMatch(new RegExp(`^\\^${NODE_FLOOR}\\.`));
    expect(Number(/\d+/.exec(manifest.engines.node)?.[0])).toBe(NODE_FLOOR);
  });

  it.each([
    ['the server', 'index.js'],
    ['the outbox command', 'outbox.js'],
  ])(
    'when %s is run directly on the older Node, then it stops at once with one line: the version found, the one needed and how to run it',
    (_what, file) => {
      const run = spawnSync(OLDER_NODE, [path.join(buildDir(), 'server', file), 'stats'], {
        env: { ...machineEnv, PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `This site needs Node ${NODE_FLOOR} or newer; this is Node ${olderVersion}. ` +
          `Run it through npm (\`npm start\`), whose scripts use the Node ${NODE_FLOOR} it installs, or put Node ${NODE_FLOOR} first on PATH (\`. scripts/use-node-24.sh\`).\n`,
      );
    },
  );

  it('when the Node is new enough, then the npm scripts’ own check says nothing and lets the script go on', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-node.mjs')], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});

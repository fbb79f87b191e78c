/**
 * The Node floor a newcomer meets: `npm start` and `npm test` on the machine's own, older Node
 * (Debian's /usr/bin/node, v20 on this project's machines) stop at once with one clear line,
 * before building or testing anything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const OLDER_NODE = '/usr/bin/node';
/** The machine's PATH without the Node 24 that scripts/use-node-24.sh put first. */
const machinePath = (process.env.PATH ?? '')
  .split(':')
  .filter((dir) => !dir.includes('website-node'))
  .join(':');

const olderVersion = spawnSync(OLDER_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();

const npmOnOlderNode = (script: string) =>
  spawnSync('npm', [script], { cwd: root, env: { ...process.env, PATH: machinePath }, encoding: 'utf8', timeout: 60_000 });

const expectedLine = `This site needs Node 24 or newer; this is Node ${olderVersion}. Run \`. scripts/use-node-24.sh\` (README, "Two commands") to put Node 24 first on PATH, then try again.`;

describe('the Node floor', () => {
  it('when the machine has an older Node first on its PATH, then that is the Node a newcomer runs', () => {
    expect(olderVersion).toMatch(/^v\d+\./);
    expect(Number(olderVersion.slice(1).split('.')[0])).toBeLessThan(24);
    expect(spawnSync('node', ['--version'], { env: { ...process.env, PATH: machinePath }, encoding: 'utf8' }).stdout.trim()).toBe(
      olderVersion,
    );
  });

  it.each([
    ['start', 'prestart'],
    ['test', 'test'],
  ])(
    'when `npm %s` runs on the older Node, then it stops at once with one line: the version found, the one needed and how to get it',
    (script, first) => {
      const run = npmOnOlderNode(script);
      expect(run.status).not.toBe(0);
      expect(run.stderr.split('\n').filter((line) => line.startsWith('This site needs'))).toEqual([expectedLine]);
      // Nothing was built, checked or tested first: npm ran only the first script, which stopped.
      const scriptsRun = [...run.stdout.matchAll(/^> \S+ (\S+)$/gm)].map(([, name]) => name);
      expect(scriptsRun).toEqual([first]);
    },
  );

  it('when the Node is new enough, then the check says nothing and lets the script go on', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-node.mjs')], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});

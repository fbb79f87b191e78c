import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from '../support/endpoint-kit';

const unit = readFileSync('deploy/website@.service', 'utf8');
const directive = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];
const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start;

describe('the shipped service files', () => {
  it('when systemd starts the unit, then it runs exactly what npm start runs, from the checkout, with the settings file', () => {
    const [, settings = '', command = ''] = /^((?:\w+=\S+\s+)*)(node .*)$/.exec(startScript) ?? [];
    expect(directive('ExecStart')).toBe(command.replace(/^node /, '/usr/bin/node '));
    const environment = [...unit.matchAll(/^Environment=(.*)$/gm)].map((line) => line[1]);
    for (const setting of settings.split(/\s+/).filter(Boolean)) expect(environment).toContain(setting);
    expect(directive('WorkingDirectory')).toBe('/srv/website/current');
    expect(directive('EnvironmentFile')).toBe('/etc/website/website.env');
    // Longer than the site's own shutdown deadline, so systemd never kills a clean stop.
    expect(Number(directive('TimeoutStopSec')) * 1000).toBeGreaterThan(10_000);
    expect(directive('ReadWritePaths')).toBe('/srv/website/var');
  });

  it('when systemd-analyze verify reads the unit, then it has nothing to say', () => {
    const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find(existsSync);
    if (!systemdAnalyze) throw new Error("systemd-analyze is missing: install Debian's systemd package to check the unit");
    const copy = path.join(tempFolder('unit'), 'website@3000.service');
    copyFileSync('deploy/website@.service', copy);
    const result = spawnSync(systemdAnalyze, ['verify', copy], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('when the example settings file is read by the site, then every setting in it is accepted', () => {
    const env = Object.fromEntries(
      readFileSync('deploy/website.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    env.ALTCHA_HMAC_KEY = 'a'.repeat(64);
    const output = execFileSync(
      process.execPath,
      [
        '-r',
        'esbuild-register',
        '-e',
        'console.log(JSON.stringify(require("./server/config").loadConfig(process.env).publicUrl))',
      ],
      { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toBe(env.PUBLIC_URL);
  });
});

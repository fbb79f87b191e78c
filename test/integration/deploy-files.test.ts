import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, settingNames } from '../../server/config';
import { GENUINE_EMAIL_API_PATH, GENUINE_EMAIL_SUMMARY_PATH } from '../../shared/genuine-email/answer';
import { paths } from '../../shared/routes';
import { SUPPORT_API_PATH, SUPPORT_BYTES_MAX, SUPPORT_STALL_MS } from '../../shared/support/request';
import { FRAMING_BYTES } from '../../server/support/read-request';
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
    // Only what concerns our unit: other packages' units (request-tracker5.service names databases and
    // a web server this machine need not have) are read too, and their warnings name their own files.
    const ours = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !/^\/(usr\/)?lib\/systemd\//.test(line));
    expect(ours).toEqual([]);
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
    const script = 'console.log(JSON.stringify(require("./server/config").loadConfig(process.env).publicUrl))';
    const output = execFileSync(process.execPath, ['-r', 'esbuild-register', '-e', script], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toBe(env.PUBLIC_URL);
  });
});

describe("the shipped proxies' body limits", () => {
  // Caddy is not installed here: its file is read. nginx's is run (test/processes/several-processes.test.ts).
  it('when Caddy and nginx are read, then both allow the same large bodies on the message routes the site serves, and 64 KiB elsewhere', () => {
    const routes = [paths['genuine-email'], GENUINE_EMAIL_SUMMARY_PATH, GENUINE_EMAIL_API_PATH].sort();
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    const caddy = readFileSync('deploy/Caddyfile', 'utf8');
    const [, pattern, nginxLarge] = /location ~ (\S+) \{\s*client_max_body_size (\d+)k;/.exec(nginx)!;
    const matched = [...routes, '/genuine-email/other', '/api/contact'].filter((route) => new RegExp(pattern).test(route));
    expect(matched.sort()).toEqual(routes);
    expect(/^\s*@message path (.+)$/m.exec(caddy)![1].split(' ').sort()).toEqual(routes);
    const support = [paths['support-request'], paths['support-status'], SUPPORT_API_PATH].sort();
    const supportLarge = String((SUPPORT_BYTES_MAX + FRAMING_BYTES) / 1024);
    const [, supportPattern, nginxSupport] = /location ~ (\S+) \{\s*client_max_body_size (\d+)k;/g.exec(
      nginx.slice(nginx.indexOf(pattern) + pattern.length),
    )!;
    expect([...support, '/support', '/api/contact'].filter((route) => new RegExp(supportPattern).test(route)).sort()).toEqual(
      support,
    );
    expect([nginxSupport, /request_body @support \{\s*max_size (\d+)KiB/.exec(caddy)![1]]).toEqual([supportLarge, supportLarge]);
    expect(/^\s*@support path (.+)$/m.exec(caddy)![1].split(' ').sort()).toEqual(support);
    expect(/@notMessage \{\s*not path (.+)$/m.exec(caddy)![1].split(' ').sort()).toEqual([...routes, ...support].sort());
    expect(/request_body @message \{\s*max_size (\d+)KiB/.exec(caddy)![1]).toBe(nginxLarge);
    expect(/request_body @notMessage \{\s*max_size (\d+)KiB/.exec(caddy)![1]).toBe('64');
    expect(/^ {4}client_max_body_size (\d+)k;/m.exec(nginx)![1]).toBe('64');
  });

  it("when nginx is read, then a support upload's pause is waited for as long as the page waits for one, not its 10 s elsewhere", () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    const support = nginx.slice(nginx.indexOf('location ~ ^/(support/request|support/status|api/support-request)$'));
    expect(/^\s*client_body_timeout (\d+)s;/m.exec(support.slice(0, support.indexOf('}')))?.[1]).toBe(
      String(SUPPORT_STALL_MS / 1000),
    );
  });
});

describe('the settings, documented once', () => {
  /** The operator's guide's settings table: each row's variables and its default cell. */
  const rows = (() => {
    const guide = readFileSync('docs/operations.md', 'utf8');
    const section = guide.slice(guide.indexOf('## Settings'), guide.indexOf('\n## ', guide.indexOf('## Settings') + 1));
    return [...section.matchAll(/^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \| ([^|]*) \|/gm)].map(([, names = '', cell = '']) => ({
      names: [...names.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!),
      cell: cell.trim(),
    }));
  })();
  const defaults = parseEnv({}).values as Record<string, unknown>;

  it('when the operator reads the guide, then every setting the server reads is in its table, and nothing else is', () => {
    expect(rows.flatMap((row) => row.names).sort()).toEqual([...settingNames].sort());
  });

  it('when the guide gives a default, then it is the one the server uses; "none" means the server has none', () => {
    for (const { names, cell } of rows) {
      for (const name of names) {
        const literal = /^`([^`$<]*)`/.exec(cell)?.[1];
        if (literal !== undefined) expect([name, literal]).toEqual([name, String(defaults[name])]);
        else if (cell.startsWith('none')) expect([name, defaults[name]]).toEqual([name, undefined]);
      }
    }
  });

  it('when a newcomer reads the README, then it sends them to that one table instead of keeping a copy', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('docs/operations.md#settings');
    expect(readme).not.toMatch(/^\| `PORT` \|/m);
  });
});

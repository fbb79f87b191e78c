import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../test/support/browser';

export interface MachineFigures {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  packages: Record<string, string>;
  commit: string;
  /** The working tree differs from the commit (other work in progress was measured too). */
  uncommittedChanges: boolean;
}

const versionOf = (root: string, name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

// Read-only git: --no-optional-locks keeps `status` from refreshing the index.
const git = (root: string, args: string[]) => {
  try {
    return execFileSync('git', ['--no-optional-locks', ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

function chromiumVersion(): string {
  try {
    const out = execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return /Chrom(?:e|ium) [\d.]+/.exec(out)?.[0] ?? out.trim();
  } catch (error) {
    return `unavailable (${(error as Error).message.split('\n')[0]})`;
  }
}

export function describeMachine(root: string): MachineFigures {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
    packages: Object.fromEntries(
      ['express', 'react', 'autocannon', 'lighthouse', 'puppeteer', 'compression', 'helmet'].map((n) => [n, versionOf(root, n)]),
    ),
    commit: git(root, ['rev-parse', '--short', 'HEAD']) || 'unknown',
    uncommittedChanges: git(root, ['status', '--porcelain']) !== '',
  };
}

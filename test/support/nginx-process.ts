import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from './endpoint-kit';
import { freePort } from './free-port';

export interface NginxProcess {
  readonly url: string;
  /** Holds every nginx process (master and workers) still with SIGSTOP, as a machine too busy to run them would. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/** The block that starts at `start` in the shipped config, up to its closing brace. */
function blockAt(config: string, start: number): string {
  let depth = 0;
  for (let at = config.indexOf('{', start); at < config.length; at += 1) {
    if (config[at] === '{') depth += 1;
    if (config[at] === '}' && --depth === 0) return config.slice(start, at + 1);
  }
  throw new Error(`deploy/nginx.conf: the block at ${start} is not closed`);
}

/** The block that starts with `opening` in the shipped config. */
function block(config: string, opening: string): string {
  const start = config.indexOf(opening);
  if (start === -1) throw new Error(`deploy/nginx.conf has no "${opening}"`);
  return blockAt(config, start);
}

/** What is inside the server block that serves the site (the one that listens on 443), without its listening, name and TLS lines. */
function siteServerBody(config: string): string {
  const listen = config.indexOf('listen 443');
  if (listen === -1) throw new Error('deploy/nginx.conf has no server listening on 443');
  const server = blockAt(config, config.lastIndexOf('server {', listen));
  return server
    .slice(server.indexOf('{') + 1, server.lastIndexOf('}'))
    .split('\n')
    .filter((line) => !/^\s*(listen|server_name|http2|ssl_\w+)\s/.test(line))
    .join('\n');
}

/**
 * Debian's real nginx on a free loopback port, in front of `ports`, with the shipped
 * deploy/nginx.conf's upstream (its server lines replaced by these ports), its per-client zone
 * and its site's server block as they are (its body limits, timeouts and locations): plain HTTP
 * instead of TLS, and a listen queue deep enough for a test's flood; nothing else changed.
 */
export async function startNginx(ports: readonly number[]): Promise<NginxProcess> {
  if (!NGINX) throw new Error("nginx is missing: run 'apt-get install -y nginx-light' as root (.ci/run does)");
  const shipped = readFileSync('deploy/nginx.conf', 'utf8');
  const shippedUpstream = block(shipped, 'upstream website');
  // The shipped server line's parameters (max_fails=0), on the test's ports.
  const parameters = /^\s*server 127\.0\.0\.1:\d+([^;]*);/m.exec(shippedUpstream)?.[1] ?? '';
  const upstream = shippedUpstream
    .split('\n')
    .filter((line) => !/^\s*#?\s*server 127\.0\.0\.1:\d+/.test(line))
    .join('\n')
    .replace('{', `{\n${ports.map((port) => `    server 127.0.0.1:${port}${parameters};`).join('\n')}`);
  const site = siteServerBody(shipped);
  // The per-client zone its location's limit_conn names.
  const zones = shipped.split('\n').filter((line) => /^limit_conn_zone /.test(line));
  const dir = tempFolder('nginx');
  // As root, nginx's workers run as nobody and must be able to write their temporary files.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  const port = await freePort();
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${zones.join('\n')}
${upstream}
  server {
    # A burst of connections larger than the kernel's queue for this port (nginx's default backlog, 511)
    # waits on TCP's retransmissions, seconds apart, whenever the worker is slow to accept them, as on a
    # busy machine: the queue holds a flood's every connection, so what the test sees is nginx's own limit.
    listen 127.0.0.1:${port} backlog=4096;
${site}
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}\n${config}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`nginx did not start:\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const signalAll = (signal: NodeJS.Signals) => {
    const workers = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
    for (const pid of [child.pid!, ...workers.map(Number)]) process.kill(pid, signal);
  };
  return {
    url,
    pause: () => signalAll('SIGSTOP'),
    resume: () => signalAll('SIGCONT'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createLogger } from '../../server/logger';
import { connectSharedState, type SharedState } from '../../server/shared-state/redis';
import { freePort } from './free-port';
import { waitUntil } from './mail-kit';

export interface RedisProcess {
  readonly url: string;
  /** Stops the server (SIGTERM), as an outage would take it away. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** SIGSTOP: the server keeps its connections open but answers nothing, as a frozen host does. */
  freeze(): void;
  /** SIGCONT: it answers again, everything it was sent meanwhile included. */
  thaw(): void;
}

const REDIS_SERVER = 'redis-server';

/** Debian's real redis-server on 127.0.0.1 and a free port, without persistence. */
export async function startRedis(): Promise<RedisProcess> {
  if (spawnSync(REDIS_SERVER, ['--version']).error) {
    throw new Error("redis-server is missing: run 'apt-get install -y redis-server' as root (.ci/run does)");
  }
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = next;
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      next.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      next.on('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
    });

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  const signal = (name: NodeJS.Signals) => {
    if (!child || child.exitCode !== null) throw new Error('redis-server is not running');
    child.kill(name);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child?.exitCode === null) child.kill('SIGCONT');
      await stop();
    },
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}

/**
 * A redis-server for the enclosing describe (started before its tests, stopped after) and
 * `connect()`, a connection of a process's own, ready to answer; each is closed with the server.
 */
export function redisForTests(): { connect: () => Promise<SharedState> } {
  let redis: RedisProcess;
  const states: SharedState[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const state of states) await state.close();
    await redis.stop();
  });
  return {
    connect: async () => {
      const state = connectSharedState(redis.url, createLogger('silent'), { commandTimeoutMs: 1500 });
      states.push(state);
      await waitUntil(async () => (await state.check()) === 'ready', 10_000, 'the connection to Redis');
      return state;
    },
  };
}

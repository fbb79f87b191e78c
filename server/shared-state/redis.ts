import type { Logger } from 'pino';

/**
 * The state several processes share when REDIS_URL is set: rate-limit counters and used captcha
 * solutions. Commands never queue while Redis is away (`disableOfflineQueue`): they fail at once,
 * so a form post gets a clear 503 instead of waiting, and pages never touch Redis at all. The
 * client reconnects by itself; `ready()` says whether it is connected now (for /readyz).
 *
 * The client library is loaded only here, when REDIS_URL is set: a single process without Redis
 * does not carry it (bench memory rounds without Redis: 130.7 MB with it loaded, 122.3 without).
 */
export interface SharedState {
  ready(): boolean;
  /** One raw command, for rate-limit-redis. */
  sendCommand(args: string[]): Promise<unknown>;
  /** SET key 1 NX PX ttl: true when this call created the key, false when it already existed. */
  setOnce(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const RECONNECT_MAX_MS = 2000;

type Client = ReturnType<(typeof import('redis'))['createClient']>;

export function connectSharedState(url: string, logger: Logger): SharedState {
  // The host only: the URL may carry a password.
  const log = logger.child({ component: 'redis', redisHost: new URL(url).host });
  let reachable: boolean | undefined;
  let client: Client | undefined;
  const loaded: Promise<Client> = import('redis').then(({ createClient }) => {
    client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), RECONNECT_MAX_MS),
      },
    });
    client.on('ready', () => {
      log.info(reachable === false ? 'redis is reachable again' : 'connected to redis');
      reachable = true;
    });
    client.on('error', (error: Error) => {
      // One line when it goes away, not one per reconnect attempt.
      if (reachable === false) return;
      reachable = false;
      log.error({ err: { message: error.message } }, 'redis is unreachable: form posts answer 503 until it is back');
    });
    client.connect().catch(() => undefined);
    return client;
  });
  loaded.catch((error: unknown) => log.error({ err: error }, 'the redis client could not be loaded: form posts answer 503'));

  return {
    ready: () => client?.isReady ?? false,
    sendCommand: async (args) => (await loaded).sendCommand(args),
    setOnce: async (key, ttlMs) => {
      const options = { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } } as const;
      return (await (await loaded).set(key, '1', options)) === 'OK';
    },
    close: async () => {
      const loadedClient = await loaded.catch(() => undefined);
      if (!loadedClient) return;
      try {
        await loadedClient.close();
      } catch {
        loadedClient.destroy();
      }
    },
  };
}

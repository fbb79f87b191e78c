import type { Logger } from 'pino';

/**
 * The state several processes share when REDIS_URL is set: rate-limit counters and used captcha
 * solutions. Commands never queue while Redis is away (`disableOfflineQueue`): they fail at once,
 * so a form post gets a clear 503 instead of waiting, and pages never touch Redis at all. A frozen
 * Redis keeps its connections open but answers nothing: the client's socket timeout
 * (`commandTimeoutMs` without a byte from Redis) drops such a connection, failing what waits on
 * it, and an idle connection sends a PING at half that interval so it is never silent by itself.
 * (node-redis's own per-command `timeout` only bounds the wait to be written, not the reply.)
 * The client reconnects by itself.
 *
 * Redis may lose its data (restarted without persistence, flushed): every process then counts
 * from zero and, worse, forgets which captcha solutions were used. A key written once, at first
 * contact, holds the time the store began (`since`); each claim reads it in the same step, so a
 * claim learns when the store was emptied and the caller can refuse what was issued before.
 *
 * The client library is loaded only here, when REDIS_URL is set: a single process without Redis
 * does not carry it (bench memory rounds without Redis: 130.7 MB with it loaded, 122.3 without).
 */
export interface SharedState {
  /** For /readyz: a PING (bounded by the socket timeout), reused for a second. */
  check(): Promise<'ready' | 'unreachable' | 'not answering'>;
  /** One raw command, for rate-limit-redis. */
  sendCommand(args: string[]): Promise<unknown>;
  /**
   * SET key NX PX ttl, and the time this Redis began remembering (ms): `created` is true when
   * this call created the key; a thing issued before `sinceMs` may have been claimed and forgotten.
   */
  setOnce(key: string, ttlMs: number): Promise<{ created: boolean; sinceMs: number }>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** The longest Redis may stay silent on a connection; past it the connection is dropped and callers answer 503. */
  commandTimeoutMs: number;
}

const RECONNECT_MAX_MS = 2000;
const CHECK_REUSE_MS = 1000;
/** Written once per Redis lifetime (no expiry): when this store began remembering. */
const SINCE_KEY = 'shared-state:since';

// One step: the store's start time (written now if missing), and the claim itself.
const SET_ONCE = `redis.call('SET', KEYS[1], ARGV[2], 'NX')
local since = redis.call('GET', KEYS[1])
local created = redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[1])
if created then return {since, 1} end
return {since, 0}`;

const MARK_SINCE = `redis.call('SET', KEYS[1], ARGV[1], 'NX')
return redis.call('GET', KEYS[1])`;

type Client = ReturnType<(typeof import('redis'))['createClient']>;

export function connectSharedState(url: string, logger: Logger, options: SharedStateOptions): SharedState {
  // The host only: the URL may carry a password.
  const log = logger.child({ component: 'redis', redisHost: new URL(url).host });
  let reachable: boolean | undefined;
  let answering = true;
  let knownSinceMs: number | undefined;
  let client: Client | undefined;
  let lastCheck: { at: number; answer: Promise<Awaited<ReturnType<SharedState['check']>>> } | undefined;

  const loaded: Promise<Client> = import('redis').then(({ createClient, SocketTimeoutError }) => {
    client = createClient({
      url,
      disableOfflineQueue: true,
      pingInterval: Math.max(50, Math.floor(options.commandTimeoutMs / 2)),
      socket: {
        connectTimeout: 2000,
        socketTimeout: options.commandTimeoutMs,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), RECONNECT_MAX_MS),
      },
    });
    client.on('ready', () => {
      log.info(reachable === false ? 'redis is reachable again' : 'connected to redis');
      reachable = true;
      answering = true;
      // Marks the store's start at first contact (and notices a store emptied while away).
      client
        ?.sendCommand(['EVAL', MARK_SINCE, '1', SINCE_KEY, String(Date.now())])
        .then((since) => noteSince(Number(since)))
        .catch(() => undefined);
    });
    client.on('error', (error: Error) => {
      const silent = error instanceof SocketTimeoutError;
      // One line when it goes away (or falls silent), not one per reconnect attempt.
      if (reachable === false && answering === !silent) return;
      reachable = false;
      answering = !silent;
      if (silent)
        log.error(
          { timeoutMs: options.commandTimeoutMs },
          'redis did not answer within its time limit (frozen or overloaded?): form posts answer 503 until it does',
        );
      else log.error({ err: { message: error.message } }, 'redis is unreachable: form posts answer 503 until it is back');
    });
    client.connect().catch(() => undefined);
    return client;
  });
  loaded.catch((error: unknown) => log.error({ err: error }, 'the redis client could not be loaded: form posts answer 503'));

  const noteSince = (sinceMs: number) => {
    if (knownSinceMs !== undefined && sinceMs > knownSinceMs) {
      log.warn(
        { sinceMs },
        'redis has lost its data (restarted without persistence, or flushed): captcha solutions issued before now are refused, rate limits count from zero',
      );
    }
    knownSinceMs = sinceMs;
  };

  return {
    check: () => {
      if (lastCheck && Date.now() - lastCheck.at < CHECK_REUSE_MS) return lastCheck.answer;
      const answer = (async () => {
        const silent = () => (answering ? ('unreachable' as const) : ('not answering' as const));
        if (!client?.isReady) return silent();
        try {
          await client.sendCommand(['PING']);
          return 'ready' as const;
        } catch {
          return silent();
        }
      })();
      lastCheck = { at: Date.now(), answer };
      return answer;
    },
    sendCommand: async (args) => (await loaded).sendCommand(args),
    setOnce: async (key, ttlMs) => {
      const ttl = String(Math.max(1, Math.ceil(ttlMs)));
      const reply = (await (await loaded).sendCommand(['EVAL', SET_ONCE, '2', SINCE_KEY, key, ttl, String(Date.now())])) as [
        string,
        number,
      ];
      const sinceMs = Number(reply[0]);
      noteSince(sinceMs);
      return { created: reply[1] === 1, sinceMs };
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

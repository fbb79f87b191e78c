import type { Server } from 'node:http';
import type { Logger } from 'pino';

/**
 * Caps the connections one client address may hold open at once; beyond it a new connection is
 * closed as it arrives. Node caps the total (`server.maxConnections`) but has nothing per client,
 * and one client dripping request bodies into 12,000 connections held them all (RSS 120 to 300 MB).
 * Only for a site facing visitors directly: behind a proxy every connection comes from the proxy,
 * which keeps its own per-client limit (deploy/nginx.conf, `limit_conn`).
 */
export function limitConnectionsPerClient(server: Server, perClient: number, logger: Logger): void {
  const open = new Map<string, number>();
  // One warning per client address while it stays at its limit, not one per refused connection.
  const warned = new Set<string>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= perClient) {
      if (!warned.has(address)) {
        warned.add(address);
        logger.warn({ limit: perClient }, 'a client reached its connection limit; further connections are closed');
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        warned.delete(address);
      }
    });
  });
}

const DROP_LOG_EVERY_MS = 60_000;

/** Logs connections Node closed because `server.maxConnections` was reached: at most one line a minute, with the count. */
export function logDroppedConnections(server: Server, max: number, logger: Logger): void {
  let dropped = 0;
  let lastLogMs = -Infinity;
  server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLogMs < DROP_LOG_EVERY_MS) return;
    lastLogMs = now;
    logger.warn({ max, dropped }, 'connection limit reached; new connections are closed');
    dropped = 0;
  });
}

import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/** Whether `port` on 127.0.0.1 can be bound for UDP now (DNS servers listen on both). */
function udpFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });
}

/**
 * A port on 127.0.0.1 that nothing uses now, for TCP and for UDP. Something may still take it
 * before the caller binds it (another program's outgoing ports come from the same range), so a
 * server that cannot bind is started again on another.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    });
    if (await udpFree(port)) return port;
  }
}

import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST: loopback unless the operator
 * says otherwise), never on the site's public port: GET /metrics in Prometheus's text format.
 */
export function serveMetrics(registry: Registry, host: string, port: number, logger: Logger): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n');
      },
    );
  });
  server.on('error', (error) => logger.error({ err: error, host, metricsPort: port }, 'the metrics port could not be opened'));
  server.listen(port, host, () => {
    const address = server.address();
    logger.info(
      { host, metricsPort: typeof address === 'object' && address ? address.port : port },
      'metrics served at /metrics',
    );
  });
  return server;
}

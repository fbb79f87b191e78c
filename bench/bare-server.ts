/**
 * The machine's ceiling for the throughput bench: the same bytes from memory through plain
 * node:http, with no Express, no middleware and no compression. What the site cannot reach
 * here, no Node code on this machine could.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = process.env.BENCH_STATIC_DIR;
if (!dir) throw new Error('BENCH_STATIC_DIR must name the folder of pages to serve');

const pages = new Map<string, Buffer>();
for (const file of readdirSync(dir)) {
  const name = file.replace(/\.html$/, '');
  pages.set(name === 'index' ? '/' : `/${name}`, readFileSync(path.join(dir, file)));
}

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  const body = pages.get(req.url ?? '');
  if (!body) return res.writeHead(404).end();
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store' })
    .end(body);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));

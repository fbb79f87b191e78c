import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One envelope item as the SDK sent it: its header's type, its payload, and the envelope's raw text. */
export interface ReceivedItem {
  type: string;
  payload: Record<string, unknown>;
  raw: string;
}

export interface SentryReceiver {
  /** A DSN that sends here, for project 42. */
  dsn: string;
  origin: string;
  items: ReceivedItem[];
  /** The items of one type (event, transaction, session…). */
  ofType(type: string): ReceivedItem[];
  close(): Promise<void>;
}

/**
 * An HTTP server standing in for a Sentry host on 127.0.0.1: it takes the SDKs' envelopes at
 * `/api/<project>/envelope/` (gzip or not, CORS for the browser's) and keeps each item.
 */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const items: ReceivedItem[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/api\/42\/envelope\//.test(req.url ?? '')) return res.writeHead(404).end();
      const body = Buffer.concat(chunks);
      const raw = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      // Lines: the envelope's header, then a header and a payload for each item.
      const lines = raw.split('\n').filter((line) => line.trim() !== '');
      for (let at = 1; at + 1 < lines.length; at += 2) {
        const { type } = JSON.parse(lines[at]) as { type: string };
        items.push({ type, payload: JSON.parse(lines[at + 1]) as Record<string, unknown>, raw });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    origin,
    items,
    ofType: (type) => items.filter((item) => item.type === type),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

/** A fresh folder under the system's temporary one, named for `label`. */
export const tempFolder = (label: string): string => mkdtempSync(path.join(tmpdir(), `site-${label}-`));

/** Stands for what `get` returns once the file's beforeAll has made it: a handle to use inside the tests. */
export const late = <T extends object>(get: () => T): T =>
  new Proxy({} as T, { get: (_target, key) => Reflect.get(get(), key) as unknown });

/** Runs `run` on what `start` made, then stops it with `stop`, also when `run` fails. */
export async function whileStarted<T, R>(
  start: Promise<T>,
  stop: (started: T) => Promise<unknown>,
  run: (started: T) => Promise<R>,
) {
  const started = await start;
  try {
    return await run(started);
  } finally {
    await stop(started);
  }
}

/** What `start` makes, for the tests of a file or describe block: started before them, stopped after them. */
export function forTests<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<unknown>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started && stop(started));
  return late(() => started!);
}

/** A destination for a pino logger that keeps each JSON line as written (`raw`) and parsed (`logs`). */
export function logCapture<L = Record<string, unknown>>(): { sink: Writable; logs: L[]; raw: string[] } {
  const logs: L[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        raw.push(line);
        logs.push(JSON.parse(line) as L);
      }
      done();
    },
  });
  return { sink, logs, raw };
}

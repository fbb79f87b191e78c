import { fork, type ChildProcess } from 'node:child_process';
import { threadFile } from './thread-file';

/**
 * The one way the site runs what a stranger sent (a message to check, a DMARC report): in reader
 * processes of its own, each started with its heap bound and none of the site's settings, one job
 * a reader at a time, only the job sent and its answer returned (reader-child.ts is the other end).
 * A job waits for a started reader that is free, first come first read; a deadline runs from when
 * a reader takes it, past which that reader is ended. A reader that ends mid-job (V8 ends a process
 * whose heap runs out) fails that job only, and another is started for the next. One that ends
 * before it is ready (a broken build) fails the jobs waiting, and the next is started only after a
 * pause that doubles, to a minute, while none gets ready. A reader's end that is not the stranger's
 * doing (one that cannot start; one ended mid-job by other than V8 for its heap: the system's OOM
 * killer, a crash) is logged; a heap run out is the job's answer, not the operator's news. `warm`
 * readers are kept started; `idleMs` after the last job, those that read are ended (their memory
 * grows with what they read and is not given back), one at a time, a fresh one started in the place
 * of each warm one. docs/decisions/029-one-way-to-run-a-strangers-file.md
 */
export interface ReaderOptions {
  entry: Parameters<typeof threadFile>[0];
  /** The reader's source under server/, where the site runs from the source. */
  source: string;
  readers: number;
  warm: number;
  idleMs: number;
  /** Each reader's old generation and each of its young generation's semi-spaces, in MB. */
  heap: { oldMb: number; semiSpaceMb: number };
  /** Where a reader's end that is not the stranger's doing is told (the site's log, at error). */
  log?: (fields: Record<string, unknown>, msg: string) => void;
}

/**
 * Why a job has no answer: past its deadline, its reader ran out of its heap (V8 aborts the
 * process: SIGABRT), its reader ended otherwise (the system's OOM killer, a crash: never the
 * message's doing), no reader could be started (it ended before it was ready), or the readers were closed.
 */
export class ReadFailed extends Error {
  constructor(readonly why: 'deadline' | 'heap' | 'ended' | 'unstarted' | 'closed' | 'threw') {
    super(`read failed: ${why}`);
  }
}

interface Reader {
  child: ChildProcess;
  ready: boolean;
  busy: boolean;
  used: boolean;
}

/** What a reader says: it is ready, a question mid-job, the job's answer, or the error the job threw. */
type ReaderSays = { ready: true } | { question: unknown } | { answer: unknown } | { error: string };

export function readerProcesses({ entry, source, readers: most, warm, idleMs, heap, log = () => {} }: ReaderOptions) {
  const readers = new Set<Reader>();
  /** Jobs waiting for a reader: given one, or null where none could be started. */
  const waiting: Array<(reader: Reader | null) => void> = [];
  let idle: NodeJS.Timeout | undefined;
  let closed = false;
  /** Readers that ended before they were ready, one after another. */
  let unready = 0;

  // The reader's environment: where node and its packages are, nothing of the site's settings.
  const env = Object.fromEntries(
    ['PATH', 'NODE_PATH', 'NODE_ENV'].flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  const start = () => {
    const { filename, execArgv = [] } = threadFile(entry, source);
    const child = fork(filename, [], {
      serialization: 'advanced',
      env,
      execArgv: [...execArgv, `--max-old-space-size=${heap.oldMb}`, `--max-semi-space-size=${heap.semiSpaceMb}`],
      // A reader's end (V8's report of a heap run out) is the reader's, not the site's log.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const reader: Reader = { child, ready: false, busy: false, used: false };
    readers.add(reader);
    child.once('message', () => {
      reader.ready = true;
      unready = 0;
      free(reader);
    });
    // A reader that cannot be started or written to is ended: its 'exit' tells the job and the runner.
    child.on('error', () => child.kill('SIGKILL'));
    child.once('exit', (code, signal) => {
      readers.delete(reader);
      const again = () => !closed && (readers.size < warm || waiting.length > 0) && start();
      if (reader.ready) return void again();
      unready += 1;
      if (!closed) log({ reader: entry, code, signal, failedStarts: unready }, 'a reader could not start');
      for (const job of waiting.splice(0)) job(null);
      setTimeout(again, Math.min(60_000, 1000 * 2 ** (unready - 1))).unref();
    });
    // A reader must never keep the site's process running: the site ends it, or it ends with the site.
    child.unref();
    child.channel?.unref();
    return reader;
  };
  const free = (reader: Reader) => {
    reader.busy = false;
    const next = waiting.shift();
    if (next) {
      reader.busy = true;
      return next(reader);
    }
    if ([...readers].every((one) => !one.busy)) idle = setTimeout(() => void rest(), idleMs).unref();
  };
  const take = () =>
    new Promise<Reader | null>((resolve) => {
      clearTimeout(idle);
      const ready = [...readers].find((reader) => reader.ready && !reader.busy);
      if (ready) {
        ready.busy = true;
        return resolve(ready);
      }
      waiting.push(resolve);
      if (readers.size < Math.min(most, waiting.length + [...readers].filter((reader) => reader.busy).length)) start();
    });
  const end = (reader: Reader) =>
    new Promise<void>((resolve) => {
      if (reader.child.exitCode !== null || reader.child.signalCode !== null) return resolve();
      reader.child.once('exit', () => resolve());
      // Held while it ends: whoever awaits its end is answered.
      reader.child.ref();
      reader.child.kill('SIGKILL');
    });
  // The readers that read, ended one at a time, each warm one's fresh successor started and ready
  // first; the site's loop asks for a full collection after (docs/decisions/024-memory-back-after-a-message.md).
  const rest = async () => {
    for (const reader of [...readers].filter((one) => one.used || readers.size > warm)) {
      if (reader.busy || closed) return;
      reader.busy = true;
      if (readers.size <= warm) {
        const fresh = start();
        await new Promise<void>((resolve) => fresh.child.once('message', () => resolve()).once('exit', () => resolve()));
      }
      await end(reader);
    }
    (globalThis as { gc?: () => void }).gc?.();
  };
  for (let at = 0; at < warm; at += 1) start();

  return {
    /** The job's answer; ReadFailed past `readMs` from when a reader took it, or where its reader ended. */
    async run(job: object, { readMs, ask }: { readMs: number; ask?: (question: unknown) => Promise<unknown> }): Promise<unknown> {
      if (closed) throw new ReadFailed('closed');
      const reader = await take();
      if (!reader) throw new ReadFailed('unstarted');
      reader.used = true;
      const { child } = reader;
      return new Promise((resolve, reject) => {
        const done = (settle: () => void) => {
          clearTimeout(deadline);
          child.off('message', heard);
          child.off('exit', ended);
          settle();
        };
        const deadline = setTimeout(() => done(() => (void end(reader), reject(new ReadFailed('deadline')))), readMs);
        const ended = (code: number | null, signal: NodeJS.Signals | null) =>
          done(() => {
            if (closed) return reject(new ReadFailed('closed'));
            if (signal === 'SIGABRT') return reject(new ReadFailed('heap'));
            log({ reader: entry, code, signal }, 'a reader ended mid-read, not by its heap');
            reject(new ReadFailed('ended'));
          });
        const heard = (says: ReaderSays) => {
          if ('question' in says) return void ask?.(says.question).then((reply) => child.connected && child.send({ reply }));
          done(() => ('answer' in says ? resolve(says.answer) : reject(new ReadFailed('threw'))));
          free(reader);
        };
        child.on('message', heard);
        child.once('exit', ended);
        child.send({ job });
      });
    },
    /** Ends the readers: a job still reading fails, one still waiting is never read. */
    async close() {
      closed = true;
      clearTimeout(idle);
      waiting.length = 0;
      await Promise.all([...readers].map(end));
    },
  };
}

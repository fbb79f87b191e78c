/**
 * One reader of the DMARC report intake, a process of its own (report-intake.ts starts it through
 * reader-processes.ts): read-worker.ts's function, its question to the site (is this policy domain
 * ours?) carried over IPC. A report that runs it out of memory ends this process, never the site's.
 * docs/decisions/029-one-way-to-run-a-strangers-file.md
 */
import { MessageChannel } from 'node:worker_threads';
import { serveReads } from '../reader-child';
import read, { type ReadJob, type SiteSays, type WorkerSays } from './read-worker';

serveReads<Omit<ReadJob, 'site'>>(async (job, ask) => {
  const { port1: site, port2: reader } = new MessageChannel();
  site.on('message', (says: WorkerSays) => void ask(says).then((reply) => site.postMessage(reply as SiteSays)));
  try {
    return await read({ ...job, site: reader });
  } finally {
    site.close();
  }
});

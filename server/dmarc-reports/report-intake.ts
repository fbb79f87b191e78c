import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DnsServer } from '../email-security/dns-client';
import type { IntakeOutcome } from './intake-outcome';
import type { ReadJob, SiteSays, WorkerSays } from './read-worker';
import type { ReportOwners } from './report-owner';

export interface IntakeResult {
  outcome: IntakeOutcome;
  /** The policy domain, once the report was read. */
  domain?: string;
  /** Why it was not kept, for the log. */
  detail?: string;
}

/**
 * A message's whole read may take this long: a real 4 MB report reads in 2 to 4 s on a host whose
 * cores are busy, its DNS questions take a few more. Past it the sender is told to try again later:
 * a permanent refusal would lose a real report read slowly.
 */
const READ_MS_MAX = 15_000;

/**
 * Each read's own heap: a 10 MB message parsed, a 4 MB report and its tree fit; a message made to
 * need more ends its worker (ERR_WORKER_OUT_OF_MEMORY), never the site.
 */
const LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/** The worker's file: the build's own entry beside the site's, or from the source where the site runs from it (the tests). */
const built = path.join(__dirname, 'dmarc-reader.js');
const workerOf = (job: ReadJob) =>
  existsSync(built)
    ? new Worker(built, { workerData: job, resourceLimits: LIMITS })
    : new Worker(
        `require('esbuild-register/dist/node').register(); require(${JSON.stringify(path.join(__dirname, 'read-worker.ts'))});`,
        {
          eval: true,
          workerData: job,
          resourceLimits: LIMITS,
        },
      );

const fromWorkerError = (error: NodeJS.ErrnoException): IntakeResult =>
  error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? { outcome: 'bomb', detail: 'its read ran out of memory' }
    : { outcome: 'deferred', detail: `its read failed: ${error.message}` };

/**
 * A message's way from its bytes to the reports' tables, in a worker thread (read-worker.ts): its
 * signature, its attachment unpacked within bounds, its policy domain read from its start and that
 * domain's owner asked here, then (only for a domain of ours) the whole XML read to the schema, and
 * kept in one transaction. Whatever goes wrong is an outcome, never a throw: the listener answers
 * each with its reply.
 */
export function createReportIntake({
  databaseFile,
  servers,
  owners,
  now = Date.now,
  readMs = READ_MS_MAX,
}: {
  databaseFile: string;
  servers: readonly DnsServer[];
  owners: ReportOwners;
  now?: () => number;
  readMs?: number;
}) {
  return (raw: Buffer): Promise<IntakeResult> =>
    new Promise((resolve) => {
      let domain: string | undefined;
      const worker = workerOf({ raw, receivedMs: now(), servers: [...servers], databaseFile });
      const done = (result: IntakeResult) => {
        clearTimeout(deadline);
        resolve({ ...result, domain: result.domain ?? domain });
        void worker.terminate();
      };
      const deadline = setTimeout(() => done({ outcome: 'deferred', detail: `not read within ${readMs} ms` }), readMs);
      worker.on('message', (says: WorkerSays) => {
        if ('result' in says) return done(says.result);
        domain = says.domain;
        owners.nameUs(says.domain).then(
          (ours) => worker.postMessage({ ours } satisfies SiteSays),
          (error: Error) => worker.postMessage({ deferred: error.message } satisfies SiteSays),
        );
      });
      worker.on('error', (error) => done(fromWorkerError(error)));
      worker.on('exit', () => done({ outcome: 'deferred', detail: 'its read ended without an answer' }));
    });
}

export type ReportIntake = ReturnType<typeof createReportIntake>;

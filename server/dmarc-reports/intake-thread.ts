/**
 * The report intake's own thread (intake-process.ts starts it): the SMTP listener, the owners'
 * records asked through DNS and the readers of messages. A stranger's 10 MB of DATA is taken apart
 * here, never on the event loop that serves the site's pages, and at a lower priority than theirs
 * (background-priority.ts). The site hears the port it listens on, each message's outcome and
 * the log's lines.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DnsServer } from '../email-security/dns-client';
import { yieldToPages } from './background-priority';
import { listenForReports, type ListenerLog } from './intake-listener';
import type { IntakeResult } from './intake-outcome';
import { createReportIntake } from './report-intake';
import { reportOwners } from './report-owner';
import type { DmarcReportsConfig } from './reports-settings';

export interface IntakeThreadData extends Omit<DmarcReportsConfig, 'tls'> {
  tls?: { cert: string; key: string };
  databaseFile: string;
  servers: DnsServer[];
}

/** What the thread says to the site. */
export type IntakeThreadSays =
  | { listening: number | null }
  | { result: IntakeResult }
  | { log: { level: 'warn' | 'error'; fields: Record<string, unknown>; msg: string } }
  | { closed: true };

const port = parentPort!;
const say = (says: IntakeThreadSays) => port.postMessage(says);
const { databaseFile, servers, dayBytes, ...settings } = workerData as IntakeThreadData;

yieldToPages();

const logTo =
  (level: 'warn' | 'error'): ListenerLog =>
  (fields, msg) =>
    say({ log: { level, fields, msg } });

const listener = listenForReports({
  ...settings,
  intake: createReportIntake({
    databaseFile,
    siteDayBytes: dayBytes,
    servers,
    owners: reportOwners(servers, settings.address),
    log: logTo('error'),
  }),
  onResult: (result) => say({ result }),
  logger: { warn: logTo('warn'), error: logTo('error') },
});
void listener.listening.then((listening) => say({ listening }));
port.once('message', () => void listener.close().then(() => say({ closed: true })));

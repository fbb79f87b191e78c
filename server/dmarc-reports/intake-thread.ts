/**
 * The report intake's own thread (intake-process.ts starts it): the SMTP listener, the owners'
 * records asked through DNS and the readers of messages. A stranger's 10 MB of DATA is taken apart
 * here, never on the event loop that serves the site's pages, and at a lower priority than theirs
 * (background-priority.ts). The site hears the port it listens on, each message's outcome and
 * the log's lines.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DnsServer } from '../email-security/dns-client';
import { createForwardIntake, type ForwardAnswer, type ForwardQuestion } from '../message-check-mail/forward-intake';
import type { ForwardResult } from '../message-check-mail/forward-outcome';
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
  | { forward: ForwardResult }
  /** A forward's question to the site (its budgets, its reply to queue), answered with `{ answer, said }`. */
  | { ask: number; question: ForwardQuestion }
  | { log: { level: 'warn' | 'error'; fields: Record<string, unknown>; msg: string } }
  | { closed: true };

const port = parentPort!;
const say = (says: IntakeThreadSays) => port.postMessage(says);
/** What the site says to the thread: close, or its answer to a question. */
export type SiteSaysToIntake = 'close' | { answer: number; said: ForwardAnswer };

const { databaseFile, servers, dayBytes, messageCheck, ...settings } = workerData as IntakeThreadData;

yieldToPages();

const logTo =
  (level: 'warn' | 'error'): ListenerLog =>
  (fields, msg) =>
    say({ log: { level, fields, msg } });

const asked = new Map<number, (said: ForwardAnswer) => void>();
let questions = 0;
const ask = (question: ForwardQuestion) =>
  new Promise<ForwardAnswer>((resolve) => {
    questions += 1;
    asked.set(questions, resolve);
    say({ ask: questions, question });
  });

const listener = listenForReports({
  ...settings,
  intake:
    settings.address === undefined
      ? undefined
      : createReportIntake({
          databaseFile,
          siteDayBytes: dayBytes,
          servers,
          owners: reportOwners(servers, settings.address),
          log: logTo('error'),
        }),
  onResult: (result) => say({ result }),
  forwards: messageCheck && {
    address: messageCheck.address,
    intake: createForwardIntake({ checkAddress: messageCheck.address, servers, ask, log: logTo('error') }),
    onResult: (forward) => say({ forward }),
  },
  logger: { warn: logTo('warn'), error: logTo('error') },
});
void listener.listening.then((listening) => say({ listening }));
port.on('message', (message: SiteSaysToIntake) => {
  if (message === 'close') return void listener.close().then(() => say({ closed: true }));
  asked.get(message.answer)?.(message.said);
  asked.delete(message.answer);
});

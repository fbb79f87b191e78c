/**
 * The SMTP listener of the report address (smtp-server) and of the check address, where each is
 * set (server/message-check-mail): mail for any other recipient is refused at RCPT, a message for
 * both at once is sent again for the second, a message past the size limit is refused at the end
 * of DATA, and a report is answered 250 only once it is kept in the database (a forward, once its
 * reply is in the outbox). No AUTH; STARTTLS only with a certificate, with Mozilla's
 * intermediate ciphers. Each client has a few of its sessions, counted by its own address (behind
 * Postfix, the one Postfix names with XFORWARD), each idle session is cut soon and each has a
 * deadline, each sender address its messages a day, and the intake reads a few messages at once
 * (report-intake.ts, forward-intake.ts): a stranger holds no more than their share.
 */
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { ForwardIntake } from '../message-check-mail/forward-intake';
import {
  BOUNCE_REPLY,
  BUDGET_REPLIES,
  FORWARD_REPLIES,
  ONE_ADDRESS_REPLY,
  type ForwardResult,
} from '../message-check-mail/forward-outcome';
import { REPLIES, type IntakeResult } from './intake-outcome';
import type { ReportIntake } from './report-intake';

/** A line of the log: the intake's thread hands it to the site's logger. */
export type ListenerLog = (fields: Record<string, unknown>, msg: string) => void;

export interface ListenerOptions {
  /** The report address, with its intake; absent where only the check address is taken. */
  address?: string;
  host: string;
  port: number;
  maxBytes: number;
  tls?: { cert: string; key: string };
  intake?: ReportIntake;
  onResult(result: IntakeResult): void;
  /** The check address, with its intake, where it is set. */
  forwards?: { address: string; intake: ForwardIntake; onResult(result: ForwardResult): void };
  logger: { warn: ListenerLog; error: ListenerLog };
}

/**
 * A connection's silence before it is closed: past a report's read (READ_MS_MAX, 15 s), while its
 * sender waits for the reply. Postfix hands a session over only once its message is whole
 * (docs/operations.md), so a real sender is never silent longer.
 */
const SOCKET_TIMEOUT_MS = 30_000;
/** The wait for connections still open at close. */
const CLOSE_TIMEOUT_MS = 3000;
/** Postfix relays with a few connections; each holds at most its message while it waits its turn. */
const CLIENTS_MAX = 10;
/** One client's sessions at once, by its own address: Postfix's, which hands over each with XFORWARD, is no client's. */
const CLIENT_CONNECTIONS_MAX = 4;
/** The peers that may name a session's client with XFORWARD: Postfix in front, on loopback. */
const PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
/** A whole session, however slowly its client sends: a report of 10 MB takes seconds on a slow link. */
const SESSION_MS = 5 * 60_000;
/** Messages a sender address may send a day: a receiver sends each of the company's clients' domains a report a day. */
const SENDER_DAY_MAX = 5000;
/** Mozilla's intermediate profile (ssl-config.mozilla.org, version 5.7): TLS 1.2's ECDHE AEAD suites, and TLS 1.3's. */
const CIPHERS =
  'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305';

const replyError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/** The message's bytes up to `maxBytes`; the rest is read and dropped, so the client hears the reply. */
async function readUpTo(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length <= maxBytes) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function listenForReports(options: ListenerOptions): { listening: Promise<number | null>; close(): Promise<void> } {
  const { address, maxBytes, tls, intake, onResult, forwards, logger } = options;
  const checkAddress = forwards?.address;
  /** The address a transaction's first recipient names: a report's or a forward's. */
  const forwarding = (session: SMTPServerSession) => session.envelope.rcptTo[0]?.address.toLowerCase() === checkAddress;
  const open = new Map<string, number>();
  const admitted = new Map<string, string>();
  const deadlines = new Map<string, NodeJS.Timeout>();
  /** Counts a session in for its client's address, once; false past the client's share. */
  const admit = ({ id, remoteAddress: client }: SMTPServerSession) => {
    if (admitted.has(id)) return true;
    if ((open.get(client) ?? 0) >= CLIENT_CONNECTIONS_MAX) return false;
    open.set(client, (open.get(client) ?? 0) + 1);
    admitted.set(id, client);
    return true;
  };
  /** Counts a session out, once, and only one that was counted in. */
  const release = (id: string) => {
    const client = admitted.get(id);
    if (client === undefined) return;
    admitted.delete(id);
    const left = open.get(client)! - 1;
    if (left > 0) open.set(client, left);
    else open.delete(client);
  };
  const tooMany = () => replyError(421, '4.7.0 Too many connections from your address, try again later');
  const sent = new Map<string, number>();
  let sentDay = Math.floor(Date.now() / 86_400_000);
  const countSent = (sender: string) => {
    const day = Math.floor(Date.now() / 86_400_000);
    if (day !== sentDay) [sentDay] = [day, sent.clear()];
    sent.set(sender, (sent.get(sender) ?? 0) + 1);
    return sent.get(sender)!;
  };
  const smtp = new SMTPServer({
    name: (address ?? checkAddress)!.split('@')[1],
    banner: address ? 'DMARC reports' : 'Message check',
    size: maxBytes,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ? { ...tls, ciphers: CIPHERS, minVersion: 'TLSv1.2' as const, honorCipherOrder: false } : {}),
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    maxClients: CLIENTS_MAX,
    socketTimeout: SOCKET_TIMEOUT_MS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    useXForward: PROXIES,
    onConnect: (session, callback) => {
      // Postfix's own sessions are counted at MAIL, by the client XFORWARD names.
      if (!PROXIES.includes(session.remoteAddress) && !admit(session)) return callback(tooMany());
      deadlines.set(
        session.id,
        setTimeout(() => [...smtp.connections].find((connection) => connection.session.id === session.id)?.close(), SESSION_MS),
      );
      callback();
    },
    onClose: (session) => {
      release(session.id);
      clearTimeout(deadlines.get(session.id));
      deadlines.delete(session.id);
    },
    onMailFrom: (from, session, callback) => {
      if (!admit(session)) return callback(tooMany());
      return countSent(from.address.toLowerCase()) > SENDER_DAY_MAX
        ? callback(replyError(452, '4.5.3 Too many messages from this sender today, try again tomorrow'))
        : callback();
    },
    onRcptTo: (recipient, session, callback) => {
      const to = recipient.address.toLowerCase();
      if (to !== address && to !== checkAddress)
        return callback(
          replyError(550, address ? '5.1.1 Only DMARC aggregate reports are taken here' : '5.1.1 No such address here'),
        );
      if (session.envelope.rcptTo.some((taken) => taken.address.toLowerCase() !== to))
        return callback(replyError(ONE_ADDRESS_REPLY.code, ONE_ADDRESS_REPLY.text));
      if (to !== checkAddress) return callback();
      // A forward is answered to its sender: a bounce has none, and a sender whose budget is spent is told now.
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      if (!sender) return callback(replyError(BOUNCE_REPLY.code, BOUNCE_REPLY.text));
      void forwards!.intake.admit(sender).then(
        (budget) => callback(budget ? replyError(452, BUDGET_REPLIES[budget]) : undefined),
        () => callback(replyError(FORWARD_REPLIES.deferred.code, FORWARD_REPLIES.deferred.text)),
      );
    },
    onData: (stream, session, callback) => {
      const answer = (code: number, text: string) =>
        callback(code === 250 ? null : replyError(code, text), code === 250 ? text : undefined);
      if (forwards && forwarding(session)) {
        const arrival = {
          ip: session.remoteAddress,
          helo: session.hostNameAppearsAs ?? '',
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        };
        void readUpTo(stream, maxBytes)
          .then((raw): Promise<ForwardResult> | ForwardResult =>
            stream.sizeExceeded ? { outcome: 'too_large' } : forwards.intake.read(raw, arrival),
          )
          .catch((error: unknown): ForwardResult => ({ outcome: 'deferred', detail: (error as Error).message }))
          .then((result) => {
            forwards.onResult(result);
            const { code, text } = FORWARD_REPLIES[result.outcome];
            answer(code, result.budget ? BUDGET_REPLIES[result.budget] : text);
          });
        return;
      }
      void readUpTo(stream, maxBytes)
        .then((raw) => (stream.sizeExceeded ? { outcome: 'too_large' as const } : intake!(raw)))
        .then(
          (result) => {
            onResult(result);
            const { code, text } = REPLIES[result.outcome];
            answer(code, text);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'a DMARC report could not be read');
            callback(replyError(REPLIES.deferred.code, REPLIES.deferred.text));
          },
        );
    },
  });
  // A client's broken connection is that connection's end, never the process's.
  smtp.on('error', (error: NodeJS.ErrnoException) => logger.warn({ errorCode: error.code }, 'DMARC report connection failed'));
  const listening = new Promise<number | null>((resolve) => {
    smtp.server.once('error', (error: NodeJS.ErrnoException) => {
      logger.error({ errorCode: error.code, port: options.port }, 'the DMARC report intake could not listen');
      resolve(null);
    });
    smtp.listen(options.port, options.host, () => {
      const bound = smtp.server.address();
      resolve(typeof bound === 'object' && bound ? bound.port : options.port);
    });
  });
  return {
    listening,
    close: () =>
      new Promise<void>((resolve) => smtp.close(() => resolve())).then(() =>
        Promise.all([intake?.close(), forwards?.intake.close()]).then(() => undefined),
      ),
  };
}

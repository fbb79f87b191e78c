/**
 * The SMTP listener of the report address (smtp-server): mail for any other recipient is refused
 * at RCPT, a message past the size limit at the end of DATA, and a report is answered 250 only
 * once it is kept in the database. No AUTH; STARTTLS only with a certificate.
 */
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { REPLIES } from './intake-outcome';
import type { IntakeResult, ReportIntake } from './report-intake';

export interface ListenerOptions {
  address: string;
  host: string;
  port: number;
  maxBytes: number;
  tls?: { cert: string; key: string };
  intake: ReportIntake;
  onResult(result: IntakeResult): void;
  logger: Logger;
}

/** A connection's silence before it is closed, and the wait for those still open at close. */
const SOCKET_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 3000;
/** Postfix relays with a few connections; each holds at most its message while it waits its turn. */
const CLIENTS_MAX = 10;

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
  const { address, maxBytes, tls, intake, onResult, logger } = options;
  // One report unpacked and read at a time: its memory (up to the unpacked limit, and the parsed tree) is never many times over.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (raw: Buffer) => {
    const read = turn.then(() => intake(raw));
    turn = read.catch(() => undefined);
    return read;
  };
  const smtp = new SMTPServer({
    name: address.split('@')[1],
    banner: 'DMARC reports',
    size: maxBytes,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    maxClients: CLIENTS_MAX,
    socketTimeout: SOCKET_TIMEOUT_MS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    onRcptTo: (recipient, _session, callback) =>
      recipient.address.toLowerCase() === address
        ? callback()
        : callback(replyError(550, '5.1.1 Only DMARC aggregate reports are taken here')),
    onData: (stream, _session, callback) => {
      void readUpTo(stream, maxBytes)
        .then((raw) => (stream.sizeExceeded ? { outcome: 'too_large' as const } : inTurn(raw)))
        .then(
          (result) => {
            onResult(result);
            const { code, text } = REPLIES[result.outcome];
            callback(code === 250 ? null : replyError(code, text), code === 250 ? text : undefined);
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
  return { listening, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

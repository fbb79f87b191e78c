import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail-parse';
import { forTests } from './for-tests';

interface SinkMessage {
  raw: string;
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

export interface SmtpSink {
  readonly port: number;
  /** smtp://127.0.0.1:port, no credentials, no TLS. */
  readonly url: string;
  /**
   * Every message the sink accepted, in arrival order; with held replies, every message whose
   * data arrived whole, as a real server may deliver it though the client gave up on the reply.
   */
  readonly messages: SinkMessage[];
  /** The messages whose subject names `text` (a request's reference), in arrival order. */
  withSubject(text: string): SinkMessage[];
  /** Answers the end of each message's data `ms` later (0: at once), as a slow or stalled server does. */
  holdReplies(ms: number): void;
  /** Answers the next `count` messages (at DATA) with `responseCode` instead of 250. */
  failNext(count: number, responseCode: number): void;
  /** Answers the next `count` recipients (at RCPT TO) with 451, as a greylisting server does. */
  greylistNext(count: number): void;
  /**
   * Drops open connections and refuses new ones, like a mail server going down. The port stays
   * the sink's (each connection reset at once): a site still sending there must not reach a server
   * another test file, in a jest process beside this one, has started on the freed port.
   */
  stop(): Promise<void>;
  /** Takes connections again, on the same port. */
  restart(): Promise<void>;
  waitFor(predicate: (messages: SinkMessage[]) => boolean, timeoutMs?: number): Promise<void>;
}

const readAll = async (stream: SMTPServerDataStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for integration tests. One
 * listener holds the port for the sink's whole life: while the sink is up it hands each
 * connection to smtp-server, while it is stopped it resets each at once, so the port is never
 * free for another test file's sink in a jest process beside this one.
 */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const messages: SinkMessage[] = [];
  const failures: number[] = [];
  let greylist = 0;
  let replyDelayMs = 0;
  const heldReplies = new Set<NodeJS.Timeout>();
  const open = new Set<Socket>();
  let up = true;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo: (_address, _session, callback) => {
      if (greylist > 0) {
        greylist -= 1;
        callback(Object.assign(new Error('Greylisted, please try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      readAll(stream).then((raw) => {
        const code = failures.shift();
        if (code !== undefined) {
          callback(Object.assign(new Error(`sink refuses with ${code}`), { responseCode: code }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push({ raw, mail: parseMail(raw), envelope: { from, to } });
        if (replyDelayMs === 0) return callback();
        const held = setTimeout(() => {
          heldReplies.delete(held);
          callback();
        }, replyDelayMs);
        heldReplies.add(held);
      }, callback);
    },
  });
  smtp.on('error', () => undefined);
  // Unreferenced: a sink stopped for good does not keep the test process running.
  const listener = createServer((socket) => {
    if (!up) return socket.resetAndDestroy();
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    smtp.connect(socket);
  }).unref();
  listener.listen(0, '127.0.0.1');
  await once(listener, 'listening');
  const { port } = listener.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    withSubject: (text) => messages.filter((m) => m.mail.header('subject')?.includes(text)),
    failNext: (count, responseCode) => {
      for (let i = 0; i < count; i++) failures.push(responseCode);
    },
    holdReplies: (ms) => {
      replyDelayMs = ms;
    },
    greylistNext: (count) => {
      greylist += count;
    },
    stop: async () => {
      up = false;
      for (const held of heldReplies) clearTimeout(held);
      heldReplies.clear();
      for (const socket of open) socket.destroy();
    },
    restart: async () => {
      up = true;
    },
    waitFor: async (predicate, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) throw new Error(`sink: condition not met in ${timeoutMs} ms (${messages.length} messages)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
};

export const smtpSinkForTests = (): SmtpSink => forTests(startSmtpSink, (sink) => sink.stop());

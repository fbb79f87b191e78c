import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createTransport } from 'nodemailer';
import type { ComposedMail } from './compose';
import { writeFileDurably } from '../durable-file';

/** Sends that may be in flight at once; the SMTP pool opens as many connections. */
export const DELIVERY_CONCURRENCY = 3;

export interface MailTransport {
  /**
   * `onDataSent` is called when the whole message has been handed to the server and only its
   * reply is awaited: from then on the server may deliver it, whatever becomes of the reply. The
   * file transport says where it wrote the message.
   */
  send(mail: ComposedMail, id: string, signal: AbortSignal, onDataSent?: () => void): Promise<{ file?: string }>;
  close(): void;
}

/**
 * One pooled SMTP transport for the life of the service. `replyTimeoutMs` bounds how long the
 * socket may stay silent; the delivery loop's own limits are shorter before the data is sent.
 */
const createSmtpTransport = (smtpUrl: string, replyTimeoutMs = 60_000): MailTransport => {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: DELIVERY_CONCURRENCY,
    // Shorter than nodemailer's defaults (2 min connect, 10 min idle socket): the outbox retries,
    // so a dead server should free the loop quickly rather than hold a slot for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    // The reply to the end of the data may take ten minutes (RFC 5321 §4.5.3.2.6).
    socketTimeout: replyTimeoutMs,
    // Messages carry only text we compose; nothing may make nodemailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  // nodemailer's stream step: the message passes through this stream last before the data
  // command's stream, so its end means every byte of the message was handed to the socket.
  transporter.use('stream', (message, done) => {
    const onDataSent = (message.data as { onDataSent?: () => void }).onDataSent;
    if (onDataSent)
      message.message.transform(() => {
        const tap = new PassThrough();
        tap.once('end', onDataSent);
        return tap;
      });
    done();
  });
  return {
    send: async (mail, _id, signal, onDataSent) => {
      await transporter.sendMail({ ...mail, signal, ...(onDataSent ? { onDataSent } : {}) });
      return {};
    },
    close: () => transporter.close(),
  };
};

/**
 * Writes each message as an RFC 822 file named after its outbox id, so a message re-sent after
 * a crash overwrites its own file instead of making a second one.
 */
const createFileTransport = (mailDir: string): MailTransport => {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let folder: Promise<unknown> | undefined;
  return {
    send: async (mail, id, signal) => {
      await (folder ??= mkdir(mailDir, { recursive: true, mode: 0o700 }));
      const info = await transporter.sendMail({ ...mail, signal });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
      const file = join(mailDir, `${id}.eml`);
      await writeFileDurably(file, info.message);
      return { file };
    },
    close: () => transporter.close(),
  };
};

export const createMailTransport = (o: { smtpUrl?: string; mailDir: string; replyTimeoutMs?: number }): MailTransport =>
  o.smtpUrl ? createSmtpTransport(o.smtpUrl, o.replyTimeoutMs) : createFileTransport(o.mailDir);

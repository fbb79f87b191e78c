import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { ComposedMail } from './compose';
import { writeFileDurably } from './durable-file';

/** Sends that may be in flight at once; the SMTP pool opens as many connections. */
export const DELIVERY_CONCURRENCY = 3;

export interface SendResult {
  /** Where the message was written, for the file transport. */
  file?: string;
}

export interface MailTransport {
  send(mail: ComposedMail, id: string, signal: AbortSignal): Promise<SendResult>;
  /** `force` also drops connections in the middle of a delivery. */
  close(force?: boolean): void;
}

/** One pooled SMTP transport for the life of the service. */
export const createSmtpTransport = (smtpUrl: string): MailTransport => {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: DELIVERY_CONCURRENCY,
    // Shorter than nodemailer's defaults (2 min connect, 10 min idle socket): the outbox retries,
    // so a dead server should free the loop quickly rather than hold a slot for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    // Messages carry only text we compose; nothing may make nodemailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    send: async (mail, _id, signal) => {
      await transporter.sendMail({ ...mail, signal });
      return {};
    },
    close: (force = false) => transporter.close({ force }),
  };
};

/**
 * Writes each message as an RFC 822 file named after its outbox id, so a message re-sent after
 * a crash overwrites its own file instead of making a second one.
 */
export const createFileTransport = (mailDir: string): MailTransport => {
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

export const createMailTransport = (o: { smtpUrl?: string; mailDir: string }): MailTransport =>
  o.smtpUrl ? createSmtpTransport(o.smtpUrl) : createFileTransport(o.mailDir);

/**
 * Child process for the crash test: runs a mail service against an SMTP port that is down (so
 * the loop keeps rewriting its messages' rows too), enqueues messages in overlapping batches, and
 * prints each request id once its enqueue has resolved. The parent kills it with SIGKILL.
 */
import pino from 'pino';
import { createMailService } from '../../server/mail/mail-service';
import { makeRequest, serviceDefaults } from './mail-kit';

const [databaseFile, smtpUrl, mailDir] = process.argv.slice(2);
if (!databaseFile || !smtpUrl || !mailDir) throw new Error('usage: mail-enqueue-child <databaseFile> <smtpUrl> <mailDir>');

const service = createMailService({
  ...serviceDefaults,
  databaseFile,
  smtpUrl,
  mailDir,
  logger: pino({ level: 'silent' }),
  retry: { firstDelayMs: 20, maxDelayMs: 200, pollMs: 20 },
});
service.start();

const run = async () => {
  // Bounded so an orphaned child cannot fill the disk; the parent kills it long before.
  for (let batch = 0; batch < 2_500; batch++) {
    await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const requestId = `crash-${batch}-${i}`;
        await service.enqueue(makeRequest({ requestId, kind: i % 2 ? 'order' : 'contact' }));
        process.stdout.write(`${requestId}\n`);
      }),
    );
  }
};

void run();

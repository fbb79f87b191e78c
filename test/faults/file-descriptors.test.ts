import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { postNumberedMessages } from '../support/endpoint-kit';
import { databaseIn, outboxEmpty, outboxIds, outboxRecord, waitUntil } from '../support/mail-kit';
import { startSiteWithMailDown } from '../support/outbox-kit';

const MESSAGES = 20;

/** The lowest descriptor number the process has free: with its limit set there, it can open nothing more. */
const lowestFree = (pid: number): number => {
  const used = new Set(readdirSync(`/proc/${pid}/fd`).map(Number));
  let fd = 0;
  while (used.has(fd)) fd += 1;
  return fd;
};

/** The process's open-files limit, soft and hard, as `prlimit` reads and sets it. */
const nofile = (pid: number, limits?: { soft: string; hard: string }) => {
  if (limits) execFileSync('prlimit', ['--pid', String(pid), `--nofile=${limits.soft}:${limits.hard}`]);
  const [soft, hard] = execFileSync('prlimit', ['--pid', String(pid), '--nofile', '--raw', '--noheadings', '--output=SOFT,HARD'])
    .toString()
    .trim()
    .split(/\s+/);
  return { soft: soft!, hard: hard! };
};

/** A visitor's request on a connection of its own, which holds one of the site's descriptors while it lasts. */
const visit = (url: string) =>
  new Promise<void>((resolve) => {
    get(`${url}/healthz`, { agent: false }, (response) => response.resume().on('end', resolve)).on('error', () => resolve());
  });

/**
 * The machine runs short of file descriptors while messages wait for the mail server. The running
 * site's limit is lowered with `prlimit` to one above the lowest descriptor it has free (sampled
 * while its mail loop opens and closes sockets), with visitors' connections taking that one and
 * giving it back, so a pass's connection to the mail server fails for want of one (the outbox's
 * database stays open throughout); then to the lowest free, so the mail server returns while
 * nothing at all can be opened; then raised.
 */
describe('the site runs out of file descriptors', () => {
  it('when messages cannot be opened, and then the mail server returns while nothing can be, then no acknowledged message is set aside, and each goes out exactly once', async () => {
    const { sink, dataDir, site } = await startSiteWithMailDown('fault-fds', { CONFIRMATION_MAIL: 'off' });
    const pid = site.child.pid!;
    const before = nofile(pid);
    // What the outbox says of its messages: the latest error of each (nodemailer's log code is ESOCKET, its detail names EMFILE), and every attempt made.
    const records = () => outboxIds(databaseIn(dataDir)).map((id) => outboxRecord(databaseIn(dataDir), id) ?? {});
    const emfileErrors = () =>
      records().filter((r) => /\bEMFILE\b/.test((r.lastError as { detail?: string } | null)?.detail ?? '')).length;
    const attempts = () => records().reduce((sum, r) => sum + Number(r.attempts ?? 0), 0);
    try {
      await postNumberedMessages(site.url, MESSAGES, 'Descriptor');
      let floor = Infinity;
      for (let i = 0; i < 20; i += 1) {
        floor = Math.min(floor, lowestFree(pid));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }

      nofile(pid, { soft: String(floor + 1), hard: before.hard });
      let crowding = true;
      const crowd = Array.from({ length: 2 }, async () => {
        while (crowding) await visit(site.url);
      });
      try {
        await waitUntil(
          () => emfileErrors() > 0 || /set aside as failed|"outcome":"failed"/.test(site.output()),
          15_000,
          'a pass that could not open what it needed',
        );
      } finally {
        crowding = false;
        await Promise.all(crowd);
      }
      expect(site.output()).not.toMatch(/set aside as failed|"outcome":"failed"/);

      nofile(pid, { soft: String(floor), hard: before.hard });
      const seen = attempts();
      await sink.restart();
      await waitUntil(() => attempts() >= seen + 2 && emfileErrors() > 0, 10_000, 'two attempts that could open nothing');
      expect(sink.messages).toHaveLength(0);

      nofile(pid, before);
      await waitUntil(() => outboxEmpty(dataDir), 20_000, 'the outbox to empty');
      const numbers = sink.messages.map((m) => Number(/Descriptor test message number (\d+)/.exec(m.mail.text ?? '')?.[1]));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: MESSAGES }, (_, i) => i));
      expect(outboxIds(databaseIn(dataDir), 'failed')).toEqual([]);
      expect(site.output()).not.toMatch(/set aside as failed|"outcome":"failed"/);
    } finally {
      await site.stop();
      await sink.stop();
    }
  }, 60_000);
});

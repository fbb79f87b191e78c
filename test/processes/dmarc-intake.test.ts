import { watch } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { genuineEmailCopy as answerCopy } from '../../shared/catalogue/genuine-email-copy';
import { createReportsStore } from '../../server/dmarc-reports/reports-store';
import { openSiteDatabase } from '../../server/site-tables';
import {
  googleReport,
  manyRows,
  microsoftAttachment,
  reporterKeys,
  yesterdayS,
  type AggregateReport,
} from '../support/dmarc-report-kit';
import { startDnsStub, type DnsStub } from '../support/dns-stub';
import { tempFolder } from '../support/for-tests';
import { freePort } from '../support/free-port';
import { atMicrosoft, letter, publishedRecords } from '../support/genuine-email-kit';
import { databaseIn, outboxIds, waitUntil } from '../support/mail-kit';
import { startPostfix, type PostfixProcess } from '../support/postfix-process';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/*
 * The DMARC report intake as production runs it (docs/operations.md, "DMARC reports"): the built
 * site as its own process with the intake on, the client domain's DMARC record naming our address
 * in a DNS stub with Microsoft's DKIM key. Debian's Postfix in front hands each session to it as a
 * before-queue filter: a report sent to Postfix is kept, a refusal is the sender's own reply, and
 * mail to any other address there is refused by Postfix at RCPT (its relay recipient map), so no
 * bounce ever goes to a forged sender. Then the site is killed (SIGKILL) between a report's DATA and its 250: before the
 * final dot, right after it, as it reads the report and as it commits it; each time the database
 * holds the report whole or not at all, and the report sent again once the site is back is kept
 * once. The same site takes the check address through the same Postfix (docs/operations.md, "The
 * check address"): a clerk's forward is answered by e-mail, through the site's outbox, to an SMTP
 * server on loopback. The file takes 10 to 20 s on two shared cores: five site starts, and Postfix
 * in under 2.
 */
const REPORTS_DOMAIN = 'reports.kopano.test';
const ADDRESS = `dmarc@${REPORTS_DOMAIN}`;
const CHECK = 'check@kopano.test';
const OURS = 'client.co.za';
const OWNER_RECORD = `_dmarc.${OURS}`;
/** A clerk's organisation (its DMARC p=reject, its mail signed) and its supplier. */
const CLERKS = 'kopano.co.za';
const SUPPLIER = 'supplier.co.za';
/** Microsoft's and Google's keys, two strangers' signing reports of our client's domain with their own, the clerks' and their supplier's. */
const keys = reporterKeys(['microsoft.com', 'google.com', 'rogue.co.za', 'forger.co.za', CLERKS, SUPPLIER]);

/** Microsoft's report of yesterday, of `rows` rows from as many addresses. */
const report = (reportId: string, rows: number): AggregateReport => ({
  ...googleReport(reportId, OURS, yesterdayS(), manyRows(OURS, rows)),
  orgName: 'Outlook.com',
  email: 'dmarcreport@microsoft.com',
});

const mail = (reported: AggregateReport, to = ADDRESS, from = 'dmarcreport@microsoft.com') => ({
  dkim: keys.dkim(from.split('@')[1]!),
  from,
  to,
  subject: `Report Domain: ${OURS} Submitter: protection.outlook.com Report-ID: <${reported.reportId}>`,
  text: 'This is a DMARC aggregate report from Microsoft Corporation.',
  attachments: [microsoftAttachment(reported)],
});

/** What the reports' tables hold, read from the database file as an operator's sqlite3 would. */
function stored(dataDir: string) {
  const db = new DatabaseSync(databaseIn(dataDir), { readOnly: true });
  try {
    const reports = db
      .prepare(
        'SELECT r.report_id, COUNT(w.report) AS rows FROM dmarc_reports r LEFT JOIN dmarc_report_rows w ON w.report = r.id GROUP BY r.id ORDER BY r.id',
      )
      .all() as Array<{ report_id: string; rows: number }>;
    const { orphans } = db
      .prepare('SELECT COUNT(*) AS orphans FROM dmarc_report_rows WHERE report NOT IN (SELECT id FROM dmarc_reports)')
      .get() as { orphans: number };
    return { reports, orphans };
  } finally {
    db.close();
  }
}

let dns: DnsStub;
/** Takes the site's outbox mail: the check address's replies. */
let sink: SmtpSink;
let site: SiteProcess | undefined;
let intakePort: number;
const dataDir = tempFolder('dmarc-intake');

/** The site on `dataDir` with the intake on, once the intake listens. */
async function startIntakeSite(): Promise<SiteProcess> {
  const started = await startSiteProcess({
    DATA_DIR: dataDir,
    DNS_SERVERS: dns.servers,
    DMARC_REPORTS_ADDRESS: ADDRESS,
    DMARC_REPORTS_PORT: String(intakePort),
    MESSAGE_CHECK_ADDRESS: CHECK,
    SMTP_URL: sink.url,
    SHUTDOWN_TIMEOUT_MS: '2000',
  });
  if ((await started.logged('DMARC report intake listening')).length !== 1) {
    await started.stop();
    throw new Error(`the DMARC report intake did not listen:\n${started.output()}`);
  }
  return started;
}

beforeAll(async () => {
  dns = await startDnsStub({
    [OWNER_RECORD]: [`v=DMARC1; p=none; rua=mailto:${ADDRESS}`],
    ...keys.records,
    ...publishedRecords(CLERKS, keys),
    ...publishedRecords(SUPPLIER, keys),
  });
  sink = await startSmtpSink();
  intakePort = await freePort();
  site = await startIntakeSite();
});

afterAll(async () => {
  await site?.stop();
  await Promise.all([dns?.close(), sink?.stop()]);
});

describe('behind Postfix, as docs/operations.md sets it up', () => {
  let postfix: PostfixProcess | undefined;

  beforeAll(async () => {
    postfix = await startPostfix({
      relayDomains: [REPORTS_DOMAIN, CHECK.split('@')[1]!],
      recipients: [ADDRESS, CHECK],
      filter: `127.0.0.1:${intakePort}`,
    });
  }, 30_000);

  afterAll(async () => {
    await postfix?.stop();
  });

  it('a report sent to Postfix is kept with the intake’s 250; a forged one is refused in the session, never bounced', async () => {
    const mailer = createTransport({ host: '127.0.0.1', port: postfix!.port, ignoreTLS: true });
    try {
      const { response } = await mailer.sendMail(mail(report('postfix-1', 2), ADDRESS));
      expect(response).toMatch(/^250 2\.0\.0 Report kept$/);
      // A stranger's report under a forged sender: its refusal is its sender's reply, never a bounce to the forged address (backscatter).
      const forged = { ...mail(report('postfix-2', 2)), from: 'victim@elsewhere.co.za', dkim: undefined };
      await expect(mailer.sendMail(forged)).rejects.toMatchObject({ responseCode: 550, command: 'DATA' });
      // Postfix itself refuses any other address (relay_recipient_maps).
      await expect(mailer.sendMail(mail(report('postfix-3', 2), `postmaster@${REPORTS_DOMAIN}`))).rejects.toMatchObject({
        responseCode: 550,
        command: 'RCPT TO',
      });
      expect(stored(dataDir)).toEqual({ reports: [{ report_id: 'postfix-1', rows: 2 }], orphans: 0 });
      expect(postfix!.log()).not.toMatch(/status=bounced/);
      expect(await postfix!.queue()).toMatch(/Mail queue is empty/);
    } finally {
      mailer.close();
    }
  });

  it('ten sessions parked after RCPT from one address hold nothing: Google’s, Microsoft’s and two strangers’ signed reports arrive meanwhile', async () => {
    const parked = Array.from({ length: 10 }, () => smtpConversation(postfix!.port, '127.0.0.2'));
    const mailer = createTransport({ host: '127.0.0.1', port: postfix!.port, ignoreTLS: true });
    try {
      const parkedAt = Promise.allSettled(parked.map((session) => session.open(false)));
      await parkedAt;
      const senders = [
        'dmarcreport@microsoft.com',
        'noreply-dmarc-support@google.com',
        'dmarc@rogue.co.za',
        'dmarc@forger.co.za',
      ];
      for (const [n, from] of senders.entries()) {
        const { response } = await mailer.sendMail(mail(report(`parked-${n}`, 1), ADDRESS, from));
        expect(response).toMatch(/^250 2\.0\.0 Report kept$/);
      }
      expect(stored(dataDir).reports.filter((row) => row.report_id.startsWith('parked-'))).toHaveLength(4);
      // The strangers' kept apart, each by the domain its signature proved.
      const database = openSiteDatabase(dataDir);
      expect(createReportsStore(database).othersFor(OURS, 0, 2 ** 40, 10)).toEqual(
        ['forger.co.za', 'rogue.co.za'].map((signedBy) => ({ signedBy, reports: 1, messages: 1 })),
      );
      database.close();
      expect((await parkedAt).filter((at) => at.status === 'fulfilled')).toHaveLength(10);
    } finally {
      mailer.close();
      for (const session of parked) session.socket.destroy();
    }
  }, 30_000);

  it('a clerk’s forward to the check address is answered once, to her, threaded, with the summary; an unproven one is refused in the session', async () => {
    const invoice = atMicrosoft(await letter({ from: `Supplier Accounts <billing@${SUPPLIER}>`, signedBy: SUPPLIER }, keys), {
      domain: SUPPLIER,
      compauth: 'pass reason=100',
    });
    const forward = (from: string, signed: boolean): SendMailOptions => ({
      from,
      to: CHECK,
      subject: 'FW: Invoice INV-2231',
      text: `Supplier: ${SUPPLIER}\n\nIs this real?`,
      attachments: [{ filename: 'Invoice INV-2231.eml', content: invoice, contentType: 'message/rfc822' }],
      ...(signed ? { dkim: keys.dkim(CLERKS) } : {}),
    });
    const mailer = createTransport({ host: '127.0.0.1', port: postfix!.port, ignoreTLS: true });
    try {
      const { response, messageId } = await mailer.sendMail(forward(`Thandi <accounts@${CLERKS}>`, true));
      expect(response).toMatch(/^250 2\.0\.0 Checked/);
      // Her From unsigned: DMARC fails, refused after DATA, and nobody is mailed.
      await expect(mailer.sendMail(forward(`ceo@${CLERKS}`, false))).rejects.toMatchObject({
        responseCode: 550,
        command: 'DATA',
      });
      await sink.waitFor((messages) => messages.length > 0, 10_000);
      await waitUntil(() => outboxIds(databaseIn(dataDir)).length === 0);
      expect(sink.messages).toHaveLength(1);
      const [reply] = sink.messages;
      expect(reply!.envelope.to).toEqual([`accounts@${CLERKS}`]);
      expect(reply!.mail.header('from')).toBe(CHECK);
      expect(reply!.mail.header('in-reply-to')).toBe(messageId);
      expect(reply!.mail.header('subject')).toBe(`${answerCopy.outcomes.genuine(SUPPLIER)} (Re: FW: Invoice INV-2231)`);
      expect(reply!.mail.attachments.map((attached) => attached.contentType)).toEqual(['application/pdf']);
      expect(postfix!.log()).not.toMatch(/status=bounced/);
      expect(await postfix!.queue()).toMatch(/Mail queue is empty/);
    } finally {
      mailer.close();
    }
  });
});

/** A raw SMTP conversation with the intake, each reply read whole. */
function smtpConversation(port: number, localAddress = '127.0.0.1') {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress });
  // The site is killed under it: the connection's end is expected.
  socket.on('error', () => undefined);
  let buffer = '';
  socket.on('data', (chunk: Buffer) => (buffer += chunk.toString()));
  const reply = async () => {
    await waitUntil(() => /(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer), 10_000, `an SMTP reply after ${JSON.stringify(buffer)}`);
    const whole = buffer;
    buffer = '';
    return whole;
  };
  const command = async (line: string, code: number) => {
    socket.write(`${line}\r\n`);
    expect(await reply()).toMatch(new RegExp(`(^|\\r\\n)${code} `));
  };
  return {
    socket,
    /** The greeting, EHLO, MAIL, RCPT and DATA, up to the 354 (or up to RCPT). */
    async open(data = true) {
      expect(await reply()).toMatch(/^220 /);
      await command('EHLO mail.protection.outlook.com', 250);
      await command('MAIL FROM:<dmarcreport@microsoft.com>', 250);
      await command(`RCPT TO:<${ADDRESS}>`, 250);
      if (data) await command('DATA', 354);
    },
    /** What it has heard since the last reply it read. */
    heard: () => buffer,
    /** Writes `data`; resolves once the kernel has taken it. */
    write: (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve())),
  };
}

/** Resolves within a millisecond or so of `check` holding, as a kill must land close to its moment; fails after 10 s. */
async function soon(check: () => boolean, label: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** The report's message as nodemailer writes it, dot-stuffed for DATA, without the final dot. */
async function messageOf(reported: AggregateReport): Promise<string> {
  const { message } = await createTransport({ streamTransport: true, buffer: true }).sendMail(mail(reported));
  return (message as Buffer).toString().replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
}

describe('killed between DATA and 250', () => {
  // Big enough that reading and keeping it takes a while: a large sender's day.
  const big = report('killed-1', 2000);
  const wal = `${databaseIn(dataDir)}-wal`;

  /**
   * Sends the big report over a raw connection to a site with the intake on (started again when
   * the last was killed), `end` after its message (the final dot or nothing), waits for `moment`
   * and kills the site with SIGKILL. Then the database holds the report whole or not at all, and
   * no row without its report. Says which, and whether the client had heard a reply.
   */
  async function killedAt(end: string, moment: (heard: () => string) => Promise<unknown>): Promise<string> {
    site ??= await startIntakeSite();
    const running = site;
    const smtp = smtpConversation(intakePort);
    await smtp.open();
    await smtp.write(`${await messageOf(big)}${end}`);
    await moment(smtp.heard);
    const heard = smtp.heard();
    running.child.kill('SIGKILL');
    expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });
    site = undefined;
    smtp.socket.destroy();
    const { reports, orphans } = stored(dataDir);
    const ours = reports.filter((row) => row.report_id === big.reportId);
    expect(orphans).toBe(0);
    expect([[], [{ report_id: big.reportId, rows: big.rows.length }]]).toContainEqual(ours);
    return `${ours.length ? 'kept' : 'nothing'}${heard ? `, heard ${heard.trim()}` : ''}`;
  }

  it('leaves the report whole or not at all, and the report sent again is kept once', async () => {
    const left: string[] = [];
    // (a) Killed with the message sent but for its final dot.
    left.push(await killedAt('', () => new Promise((resolve) => setTimeout(resolve, 200))));
    expect(left).toEqual(['nothing']);
    // (b) Killed the moment the final dot is sent, its reply not awaited.
    left.push(await killedAt('\r\n.\r\n', () => Promise.resolve()));
    // (c) Killed as it reads the report: its owner's record has just been asked (a new process has none cached).
    const asked = dns.asked(OWNER_RECORD);
    left.push(await killedAt('\r\n.\r\n', () => soon(() => dns.asked(OWNER_RECORD) > asked, 'the owner record asked')));
    // (d) Killed the moment the database's write-ahead log is written: as it commits the report (or at
    // its reply, should an earlier kill have left it kept, when there is nothing to write).
    left.push(
      await killedAt('\r\n.\r\n', async (heard) => {
        let written = false;
        const watcher = watch(wal, () => (written = true));
        try {
          await soon(() => written || heard() !== '', 'the write-ahead log written');
        } finally {
          watcher.close();
        }
      }),
    );

    // Back on the same data folder, the sender tries again (twice, as one that missed the 250 may): kept once, whole.
    site = await startIntakeSite();
    const mailer = createTransport({ host: '127.0.0.1', port: intakePort, ignoreTLS: true });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await mailer.sendMail(mail(big))).response).toMatch(/^250 2\.0\.0 Report kept/);
      }
    } finally {
      mailer.close();
    }
    const { reports, orphans } = stored(dataDir);
    expect(reports.filter((row) => row.report_id === big.reportId)).toEqual([{ report_id: big.reportId, rows: big.rows.length }]);
    expect(orphans).toBe(0);
    expect(await site.logged((line) => line.includes('"outcome":"duplicate"'))).not.toHaveLength(0);
    // What each kill left, for the record: (a) nothing; the others depend on the machine's speed.
    process.stdout.write(`killed between DATA and 250: ${left.join('; ')}\n`);
  }, 60_000);
});

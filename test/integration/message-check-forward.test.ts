/**
 * The check address: a clerk forwards a suspicious invoice as an attachment and is answered by
 * e-mail. The intake's listener on loopback (its thread and reader processes, as the site runs
 * them), the lab's DNS with the forwarder's and the supplier's keys, the site's outbox delivering
 * to an SMTP server on loopback. Postfix in front is test/processes/dmarc-intake.test.ts's.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import { genuineEmailCopy as answerCopy } from '../../shared/catalogue/genuine-email-copy';
import { messageCheckMailCopy as copy } from '../../shared/catalogue/message-check-mail-copy';
import { startDmarcIntake, type DmarcIntake } from '../../server/dmarc-reports/intake-process';
import type { MailService } from '../../server/mail/mail-service';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { createMailService } from '../../server/site-mail';
import { openSiteDatabase } from '../../server/site-tables';
import type { SiteDatabase } from '../../server/store/site-database';
import { startDnsStub, type DnsStub } from '../support/dns-stub';
import { tempFolder } from '../support/for-tests';
import { freePort } from '../support/free-port';
import { atMicrosoft, forgedPass, keysFor, letter, publishedRecords, sendersHop } from '../support/genuine-email-kit';
import { captureLogs, databaseIn, mailOptionsIn, outboxIds, waitUntil } from '../support/mail-kit';
import { pdfWords } from '../support/pdf-text';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { testConfig } from '../support/test-config';

const CHECK = 'check@kopano-it.test';
const SUPPLIER = 'supplier.co.za';
/** The clerk's organisation: its mail DKIM-signed and its DMARC record p=reject. */
const CLERKS = 'kopano.co.za';
const CLERK = `accounts@${CLERKS}`;
const keys = keysFor([SUPPLIER, CLERKS]);
/** Written into the invoice's text: found anywhere the site keeps anything, the message was kept. */
const MARKER = 'Kindly-pay-account-4471-2231';

let dns: DnsStub;
let sink: SmtpSink;
let database: SiteDatabase;
let dataDir: string;
let intake: DmarcIntake;
let mail: MailService;
let port: number;
/** The site's metrics, made anew with each start as a process makes them. */
let metrics = createSiteMetrics();
const logs = captureLogs();

const startSite = () => {
  const config = testConfig({
    DATA_DIR: dataDir,
    DNS_SERVERS: dns.servers,
    MESSAGE_CHECK_ADDRESS: CHECK,
    DMARC_REPORTS_PORT: String(port),
    PUBLIC_URL: 'https://www.kopano-it.test',
  });
  mail = createMailService(
    mailOptionsIn(dataDir, {
      logger: logs.logger,
      smtpUrl: sink.url,
      publicUrl: config.publicUrl,
      retry: { pollMs: 50, firstDelayMs: 50 },
    }),
  );
  mail.start();
  metrics = createSiteMetrics();
  intake = startDmarcIntake({ config, database, logger: logs.logger, metrics, mail })!;
  return intake.listening;
};
const stopSite = async () => {
  await intake.close();
  await mail.stop();
};

beforeAll(async () => {
  dns = await startDnsStub({ ...publishedRecords(SUPPLIER, keys), ...publishedRecords(CLERKS, keys) });
  sink = await startSmtpSink();
  dataDir = tempFolder('message-check-forward');
  database = openSiteDatabase(dataDir);
  port = await freePort();
  expect(await startSite()).toBe(port);
});

afterAll(async () => {
  await stopSite();
  database.close();
  await Promise.all([dns.close(), sink.stop()]);
});

/** The supplier's invoice as the clerk's Microsoft 365 mailbox holds it: passed (compauth 100), or a forgery Exchange failed. */
const invoice = async (forged = false) => {
  const raw = await letter(
    { from: `Supplier Accounts <billing@${SUPPLIER}>`, signedBy: forged ? undefined : SUPPLIER, text: MARKER },
    keys,
  );
  return forged
    ? atMicrosoft(
        raw,
        { domain: SUPPLIER, compauth: 'fail reason=000' },
        `${forgedPass(SUPPLIER)}${sendersHop('mail.bulk.example')}`,
      )
    : atMicrosoft(raw, { domain: SUPPLIER, compauth: 'pass reason=100' });
};

let sent = 0;
/** The clerk's forward, DKIM-signed by her organisation unless `signed` is false, the invoice attached unless `inline`. */
async function forward(
  attached: string | null,
  {
    cover = `Supplier: ${SUPPLIER}\n\nIs this real?`,
    signed = true,
    from = `Thandi <${CLERK}>`,
    ...more
  }: Partial<SendMailOptions> & { cover?: string; signed?: boolean } = {},
) {
  sent += 1;
  const mailer = createTransport({ host: '127.0.0.1', port, ignoreTLS: true });
  try {
    return await mailer.sendMail({
      from,
      to: CHECK,
      subject: `FW: Invoice INV-2231 (${sent})`,
      messageId: `<forward-${sent}-${Date.now()}@${CLERKS}>`,
      text: cover,
      attachments:
        attached === null ? [] : [{ filename: 'Invoice INV-2231.eml', content: attached, contentType: 'message/rfc822' }],
      ...(signed ? { dkim: keys.dkim(CLERKS) } : {}),
      ...more,
    });
  } finally {
    mailer.close();
  }
}

const repliesTo = (address: string) => sink.messages.filter((message) => message.envelope.to.includes(address));

describe('a clerk who forwards a suspicious invoice as an attachment to the check address', () => {
  test('when the invoice is genuine, then she alone is answered "Really from" within seconds, threaded, with the summary PDF, and nothing of it is kept', async () => {
    const before = sink.messages.length;
    const accepted = await forward(await invoice(), { replyTo: 'someone-else@elsewhere.test' });
    expect(accepted.response).toMatch(/^250 2\.0\.0 Checked/);
    await sink.waitFor((messages) => messages.length > before, 10_000);
    const [reply] = sink.messages.slice(before);
    expect(reply!.envelope.to).toEqual([CLERK]);
    const headline = answerCopy.outcomes.genuine(SUPPLIER);
    expect(reply!.mail.header('subject')).toBe(`${headline} (Re: FW: Invoice INV-2231 (${sent}))`);
    expect(reply!.mail.header('from')).toBe(CHECK);
    expect(reply!.mail.header('in-reply-to')).toBe(accepted.messageId);
    expect(reply!.mail.header('references')).toContain(accepted.messageId);
    expect(reply!.mail.header('auto-submitted')).toBe('auto-replied');
    expect(reply!.mail.text).toContain(answerCopy.caveat);
    expect(reply!.mail.text).toContain('https://www.kopano-it.test/genuine-email');
    expect(reply!.mail.html).toContain(`<h2>${headline}</h2>`);
    const [pdf] = reply!.mail.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(await pdfWords(pdf!.bytes)).toContain(headline);
    // Only the reply was kept, and it is gone once sent; the invoice's words are nowhere in the database.
    await waitUntil(() => outboxIds(databaseIn(dataDir)).length === 0);
    const rows = database.run((db) => [
      ...db.prepare('SELECT * FROM outbox').all(),
      ...db.prepare('SELECT * FROM message_check_answers').all(),
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(MARKER);
    expect(JSON.stringify(rows)).not.toContain(CLERK);
    expect(JSON.stringify(logs.lines)).not.toContain(CLERK);
  });

  test('when the invoice is a forgery, then she is told "Not from who it claims" and not to pay', async () => {
    const before = sink.messages.length;
    await forward(await invoice(true));
    await sink.waitFor((messages) => messages.length > before, 10_000);
    const [reply] = sink.messages.slice(before);
    expect(reply!.mail.header('subject')).toMatch(/^Not from who it claims \(Re: /);
    expect(reply!.mail.text).toContain(answerCopy.step.doNotPay);
  });

  test('when she names no supplier, then her own signature is not taken for one and the reply asks her to forward it again with one named', async () => {
    const before = sink.messages.length;
    await forward(await invoice(), { cover: `Is this real?\n\nThandi\n${CLERK}\nwww.${CLERKS}` });
    await sink.waitFor((messages) => messages.length > before, 10_000);
    expect(sink.messages.at(-1)!.mail.text).toContain(copy.supplierAsked);
  });

  test('when she forwards it inline, then she is told how to forward it as an attachment in each program', async () => {
    const before = sink.messages.length;
    const accepted = await forward(null, {
      cover: `---------- Forwarded message ---------\nFrom: billing@${SUPPLIER}\n${MARKER}`,
    });
    expect(accepted.response).toMatch(/^250 2\.0\.0 Nothing attached/);
    await sink.waitFor((messages) => messages.length > before, 10_000);
    const reply = sink.messages.at(-1)!;
    expect(reply.mail.header('subject')).toMatch(new RegExp(`^${copy.inline.subject}`));
    for (const program of copy.programs) expect(reply.mail.text).toContain(program.steps);
    expect(reply.mail.attachments).toEqual([]);
  });
});

describe('mail the check address does not answer', () => {
  test('when the forward does not pass DMARC for its From, then it is refused at SMTP and nobody is mailed', async () => {
    const before = sink.messages.length;
    await expect(forward(await invoice(), { signed: false, from: `ceo@${CLERKS}` })).rejects.toMatchObject({ responseCode: 550 });
    await expect(forward(await invoice(), { signed: false, from: 'someone@unsigned.test' })).rejects.toMatchObject({
      responseCode: 550,
    });
    // A bounce names no sender to answer: refused at RCPT.
    await expect(forward(await invoice(), { envelope: { from: '', to: CHECK } })).rejects.toMatchObject({ responseCode: 550 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.length).toBe(before);
    expect(await metrics.registry.getSingleMetricAsString('message_check_forwards_total')).toMatch(
      /message_check_forwards_total\{outcome="unauthenticated",budget=""\} 2/,
    );
  });
});

describe('the site stopped between the forward and the reply', () => {
  test('when the reply could not be sent before it stopped, then it is sent once after the start, and a forward sent again is not answered twice', async () => {
    await sink.stop();
    const before = sink.messages.length;
    const raw = await invoice();
    const messageId = `<again-${Date.now()}@${CLERKS}>`;
    expect((await forward(raw, { messageId })).response).toMatch(/^250 2\.0\.0 Checked/);
    await stopSite();
    await sink.restart();
    await startSite();
    // Its sender's server heard no 250 and sends it again: answered already.
    expect((await forward(raw, { messageId })).response).toMatch(/^250 2\.0\.0 Answered already/);
    await sink.waitFor((messages) => messages.length > before, 10_000);
    await waitUntil(() => outboxIds(databaseIn(dataDir)).length === 0);
    expect(sink.messages.slice(before).map((message) => message.mail.header('in-reply-to'))).toEqual([messageId]);
  });
});

describe("a forwarder's budget", () => {
  test('when twenty forwards come in a minute, then ten are answered and the rest refused with 452 saying so', async () => {
    const raw = await invoice();
    const said: string[] = [];
    for (let at = 0; at < 20; at += 1)
      said.push(
        await forward(raw, { from: `creditors@${CLERKS}` }).then(
          (info) => info.response,
          (error: { response: string }) => error.response,
        ),
      );
    expect(said.filter((reply) => reply.startsWith('250 2.0.0 Checked')).length).toBe(10);
    expect(said.slice(10)).toEqual(
      Array(10).fill('452 4.5.3 Too many messages checked for this address this hour, try again in an hour'),
    );
    await sink.waitFor(() => repliesTo(`creditors@${CLERKS}`).length >= 10, 20_000);
  });
});

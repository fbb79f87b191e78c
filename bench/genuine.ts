/**
 * "Is this e-mail genuine?" with a message at its size bound: the built site as `npm start` runs
 * it, pinned to one core (taskset), its sender-age question answered by a ZACR WHOIS stand-in on
 * loopback. A small pasted message first, then once its reader process has ended the RSS "before";
 * five 9.6 MB .eml files as Gmail gives them back (a 7 MB PDF attached, signed by the supplier and
 * sealed by Google with the tests' lab keys, which a DNS stub on loopback serves as DNS_SERVERS,
 * so the seal, the message signature over its headers and the body hash are all checked), each timed from send to
 * full answer; then, once the readers have ended again, the RSS "after"; last, an 8.4 MB message
 * carrying 400 DKIM signatures, each asking a body hash of its own over 8 MB (answered unchecked),
 * an 8.4 MB message whose body is one plain-text part of 110,000 lines, and one whose Reply-To
 * folds over 20,000 lines (mailauth's own header reading took its square); last, the printable
 * summary of a message whose sender's domain is 80 KB without a space.
 * The target: each answered within a second on one core, with the process's memory back where it was;
 * the summary within two.
 */
import { randomBytes } from 'node:crypto';
import {
  GENUINE_EMAIL_API_PATH,
  GENUINE_EMAIL_FIELDS,
  GENUINE_EMAIL_SUMMARY_PATH,
  MESSAGE_BYTES_MAX,
} from '../shared/genuine-email/answer';
import { dkimSign } from 'mailauth/lib/dkim/sign';
import { startDnsStub } from '../test/support/dns-stub';
import { keysFor, publishedRecords, sealedBy, sealRecords } from '../test/support/genuine-email-kit';
import { startWhoisRegistry } from '../test/support/whois-registry';
import { sleep } from './http';
import { readMemory, siteSpec, startServer, type BenchContext } from './site';
import { num, table, type TargetCheck } from './report-format';

const MESSAGES = 5;
const PDF_BYTES = 7 * 1024 * 1024;
/**
 * READER_IDLE_MS is 30 s: the readers that read end that long after the last message, fresh ones
 * started in their place (two are kept started, so their count alone does not show it).
 */
const READERS_REST_MS = 40_000;
const QUIET_MS = 15_000;
const GENUINE_TARGETS = { answerMs: 1000, rssGrowthMb: 10, summaryMs: 2000 };

export interface GenuineFigures {
  messageMb: number;
  /** Each message's time from send to full answer, in order: the first includes its reader's start. */
  timesMs: number[];
  rssBeforeMb: number;
  rssAfterMb: number;
  peakRssMb: number;
  /** The message of 400 signatures, from send to full answer. */
  signaturesMs: number;
  /** The 8.4 MB plain-text message, from send to full answer. */
  plainTextMs?: number;
  /** The message whose Reply-To names 20,000 domains, one a line, from send to full answer. */
  foldedMs?: number;
  /** The printable summary of a message from an 80 KB domain, from send to its last byte. */
  longDomainSummaryMs?: number;
}

const GMAIL_RESULTS =
  'mx.google.com; dkim=pass header.i=@supplier.co.za; spf=pass smtp.mailfrom=billing@supplier.co.za; dmarc=pass header.from=supplier.co.za';
const GMAIL = [
  'Received: by 2002:a05:6a10:8e0b:b0:5a1:1c2f:7d55 with SMTP id x11csp1234567pxb; Thu, 20 Nov 2026 00:15:03 -0800 (PST)',
  'Received: from mail.supplier.co.za (mail.supplier.co.za. [196.22.132.5]) by mx.google.com with ESMTPS id a1si1234567wrb.88.2026.11.20.00.15.02 for <accounts@kopano.co.za>; Thu, 20 Nov 2026 00:15:02 -0800 (PST)',
  `Authentication-Results: ${GMAIL_RESULTS}`,
  '',
].join('\r\n');
const SENT = [
  'Received: from [10.0.0.4] (unknown [10.0.0.4]) by mail.supplier.co.za (Postfix) with ESMTPSA id 4F2A1; Thu, 20 Nov 2026 10:15:01 +0200',
  'From: Supplier Billing <billing@supplier.co.za>',
  'To: Thandi <accounts@kopano.co.za>',
  'Subject: Invoice INV-2231 for November',
  'Date: Thu, 20 Nov 2026 10:15:00 +0200',
  'Message-ID: <inv-2231@supplier.co.za>',
  'MIME-Version: 1.0',
].join('\r\n');
const HEADERS = `Delivered-To: accounts@kopano.co.za\r\n${GMAIL}${SENT}`;
const keys = keysFor(['supplier.co.za']);

/** 8.4 MB of plain text in 110,000 lines of 76 characters. */
const LONG_TEXT = `${'x'.repeat(76)}\r\n`.repeat(110_000);

/** 400 signatures with an `l=` of their own over 8 MB: hashed, 7.3 s of one core (own-check.ts). */
const manySignatures = () =>
  Buffer.from(
    `${SENT}\r\n${Array.from({ length: 400 }, (_, at) => `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=supplier.co.za; s=report; h=from; l=${8e6 + at}; bh=AA; b=AA`).join('\r\n')}\r\n\r\n${LONG_TEXT}`,
  );

/** A message from a domain of 80 KB without a space (1,300 labels of 62 letters). */
const longDomain = () =>
  Buffer.from(
    `${HEADERS.replace('billing@supplier.co.za>', `billing@${`${'a'.repeat(62)}.`.repeat(1300)}co.za>`)}\r\n\r\nGood day, please find our invoice attached.`,
  );

/** A Reply-To of 20,000 domains, one a folded line (292 KB of header). */
const folded = () =>
  Buffer.from(
    `${HEADERS}\r\nReply-To: ${Array.from({ length: 20_000 }, (_, at) => `r@d${at}.co`).join(',\r\n ')}\r\n\r\nGood day, please pay.`,
  );

/** The long text as a message of one plain-text part, as Gmail hands it over. */
const plainText = () => Buffer.from(`${HEADERS}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${LONG_TEXT}`);

/** The message as the supplier sent it (signed), then as Gmail holds it (its hops, results and seal). */
async function bigMessage(): Promise<Buffer> {
  const pdf = randomBytes(PDF_BYTES).toString('base64').replace(/.{76}/g, '$&\r\n');
  const part = (type: string, body: string) => `--b1\r\n${type}\r\n\r\n${body}\r\n`;
  const sent =
    `${SENT}\r\nContent-Type: multipart/mixed; boundary="b1"\r\n\r\n` +
    part('Content-Type: text/plain; charset=utf-8', 'Good day, please find our invoice attached. Kindly pay by Friday.') +
    part(
      'Content-Type: application/pdf; name="INV-2231.pdf"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="INV-2231.pdf"',
      pdf,
    ) +
    '--b1--\r\n';
  const { keySelector: selector, privateKey } = keys.dkim('supplier.co.za');
  const { signatures } = await dkimSign(sent, {
    signatureData: [{ signingDomain: 'supplier.co.za', selector, privateKey }],
  } as never);
  return Buffer.from(
    `Delivered-To: accounts@kopano.co.za\r\n${await sealedBy('google.com', `${GMAIL}${signatures}${sent}`, GMAIL_RESULTS)}`,
  );
}

/**
 * Waits for the readers that read to be ended, then gives the lowest RSS over QUIET_MS: the memory
 * comes back in steps, the last about 8 s after the last reader ends (V8's memory reducer).
 */
async function rssOnceReadersRested(pid: number): Promise<number> {
  await sleep(READERS_REST_MS);
  let lowest = readMemory(pid).rssMb;
  for (let waited = 0; waited < QUIET_MS; waited += 1000) {
    await sleep(1000);
    lowest = Math.min(lowest, readMemory(pid).rssMb);
  }
  return lowest;
}

export async function measureGenuine(ctx: BenchContext, log: (line: string) => void): Promise<GenuineFigures> {
  const whois = await startWhoisRegistry();
  whois.set('supplier.co.za', 'registered');
  const dns = await startDnsStub({ ...publishedRecords('supplier.co.za', keys), ...sealRecords() });
  const spec = siteSpec(ctx, 'genuine');
  const env = { ...spec.env, DOMAIN_CHECK_WHOIS: `co.za=127.0.0.1:${whois.port}`, DNS_SERVERS: dns.servers };
  const site = await startServer(ctx, { ...spec, cpus: '0', env });
  const post = async (field: string, value: string | Blob, to = GENUINE_EMAIL_API_PATH) => {
    const form = new FormData();
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, value, 'INV-2231.eml');
    const started = process.hrtime.bigint();
    const headers = { Origin: site.url }; // same-origin only, as the page's script posts
    const res = await fetch(`${site.url}${to}`, { method: 'POST', body: form, headers });
    const answered =
      to === GENUINE_EMAIL_API_PATH
        ? ((await res.json()) as { answer?: { result?: unknown } }).answer?.result
        : await res.bytes();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200 || !answered) throw new Error(`${field} to ${to} answered ${res.status}`);
    return ms;
  };
  try {
    const message = await bigMessage();
    if (message.length >= MESSAGE_BYTES_MAX) throw new Error(`the message is ${message.length} bytes, over the bound`);
    await post(GENUINE_EMAIL_FIELDS.pasted, `${HEADERS}\r\n\r\nGood day, please find our invoice attached.`);
    const rssBeforeMb = await rssOnceReadersRested(site.pid);
    const eml = new Blob([new Uint8Array(message)], { type: 'message/rfc822' });
    const timesMs: number[] = [];
    for (let n = 0; n < MESSAGES; n += 1) timesMs.push(await post(GENUINE_EMAIL_FIELDS.file, eml));
    const rssAfterMb = await rssOnceReadersRested(site.pid);
    const { peakRssMb } = readMemory(site.pid);
    const signaturesMs = await post(GENUINE_EMAIL_FIELDS.file, new Blob([new Uint8Array(manySignatures())]));
    const plainTextMs = await post(GENUINE_EMAIL_FIELDS.file, new Blob([new Uint8Array(plainText())]));
    const foldedMs = await post(GENUINE_EMAIL_FIELDS.file, new Blob([new Uint8Array(folded())]));
    const longDomainSummaryMs = await post(
      GENUINE_EMAIL_FIELDS.file,
      new Blob([new Uint8Array(longDomain())]),
      GENUINE_EMAIL_SUMMARY_PATH,
    );
    const figures = {
      messageMb: message.length / 2 ** 20,
      timesMs,
      rssBeforeMb,
      rssAfterMb,
      peakRssMb,
      signaturesMs,
      plainTextMs,
      foldedMs,
      longDomainSummaryMs,
    };
    log(
      `  genuine: ${num(figures.messageMb, 1)} MB messages answered in ${timesMs.map((t) => t.toFixed(0)).join(', ')} ms; ` +
        `RSS ${rssBeforeMb.toFixed(1)} → ${rssAfterMb.toFixed(1)} MB (peak ${peakRssMb.toFixed(1)} MB); ` +
        `400 signatures answered in ${signaturesMs.toFixed(0)} ms; 8.4 MB plain text in ${plainTextMs.toFixed(0)} ms; ` +
        `20,000 Reply-To lines in ${foldedMs.toFixed(0)} ms; ` +
        `the 80 KB domain's summary in ${longDomainSummaryMs.toFixed(0)} ms`,
    );
    return figures;
  } finally {
    await site.stop();
    await Promise.all([whois.close(), dns.close()]);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const slowestAfterFirst = (f: GenuineFigures) => Math.max(...f.timesMs.slice(1));

export function genuineSection({ genuine: f }: { genuine?: GenuineFigures }): string[] {
  if (!f) return [];
  return [
    '## Is this e-mail genuine?',
    '',
    `The built site pinned to one core (bench/genuine.ts): ${f.timesMs.length} messages of ${num(f.messageMb, 1)} MB posted one after ` +
      `another, after a small one whose reader had ended; RSS the lowest over ${QUIET_MS / 1000} s once the readers had ended (30 s idle).`,
    '',
    table(
      [
        'first',
        'slowest of the rest',
        'median',
        'RSS before',
        'RSS after',
        'peak RSS',
        '400 signatures',
        '8.4 MB plain text',
        '20,000 Reply-To lines',
        '80 KB domain, summary',
      ],
      [
        [
          ...[f.timesMs[0]!, slowestAfterFirst(f), median(f.timesMs)].map((ms) => `${num(ms, 0)} ms`),
          ...[f.rssBeforeMb, f.rssAfterMb, f.peakRssMb].map((mb) => `${num(mb, 1)} MB`),
          `${num(f.signaturesMs, 0)} ms`,
          ...[f.plainTextMs, f.foldedMs, f.longDomainSummaryMs].map((ms) =>
            ms === undefined ? 'not measured' : `${num(ms, 0)} ms`,
          ),
        ],
      ],
    ),
    '',
  ];
}

export function genuineChecks({ genuine: f }: { genuine?: GenuineFigures }): TargetCheck[] {
  const area = 'Is this e-mail genuine?';
  const targets = [
    `each of ${MESSAGES} messages of 9.6 MB answered ≤ ${GENUINE_TARGETS.answerMs} ms on one core`,
    `RSS once the readers have ended (lowest over ${QUIET_MS / 1000} s) ≤ ${GENUINE_TARGETS.rssGrowthMb} MB above before`,
    `a message of 400 DKIM signatures with l= over 8 MB answered ≤ ${GENUINE_TARGETS.answerMs} ms on one core`,
    `a message of one 8.4 MB plain-text part answered ≤ ${GENUINE_TARGETS.answerMs} ms on one core`,
    `a message whose Reply-To folds over 20,000 lines answered ≤ ${GENUINE_TARGETS.answerMs} ms on one core`,
    `the printable summary of a message from an 80 KB domain ≤ ${GENUINE_TARGETS.summaryMs} ms on one core`,
  ];
  if (!f) return targets.map((target) => ({ area, target, measured: 'not measured' }));
  const slowest = Math.max(...f.timesMs);
  const growth = f.rssAfterMb - f.rssBeforeMb;
  return [
    { area, target: targets[0]!, measured: `at most ${slowest.toFixed(0)} ms`, met: slowest <= GENUINE_TARGETS.answerMs },
    {
      area,
      target: targets[1]!,
      measured: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB (${f.rssBeforeMb.toFixed(1)} → ${f.rssAfterMb.toFixed(1)} MB)`,
      met: growth <= GENUINE_TARGETS.rssGrowthMb,
    },
    {
      area,
      target: targets[2]!,
      measured: `${f.signaturesMs.toFixed(0)} ms`,
      met: f.signaturesMs <= GENUINE_TARGETS.answerMs,
    },
    f.plainTextMs === undefined
      ? { area, target: targets[3]!, measured: 'not measured' }
      : { area, target: targets[3]!, measured: `${f.plainTextMs.toFixed(0)} ms`, met: f.plainTextMs <= GENUINE_TARGETS.answerMs },
    f.foldedMs === undefined
      ? { area, target: targets[4]!, measured: 'not measured' }
      : { area, target: targets[4]!, measured: `${f.foldedMs.toFixed(0)} ms`, met: f.foldedMs <= GENUINE_TARGETS.answerMs },
    f.longDomainSummaryMs === undefined
      ? { area, target: targets[5]!, measured: 'not measured' }
      : {
          area,
          target: targets[5]!,
          measured: `${f.longDomainSummaryMs.toFixed(0)} ms`,
          met: f.longDomainSummaryMs <= GENUINE_TARGETS.summaryMs,
        },
  ];
}

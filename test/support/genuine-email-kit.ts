/**
 * Messages as the clerk's mail service hands them over: built and DKIM-signed by nodemailer (its
 * keys served by the DNS stub, reporterKeys), then given the headers the recipient's provider
 * writes on arrival, as its own documentation shows them:
 * - Exchange Online: Microsoft Learn, "Anti-spam message headers in Microsoft 365"
 *   (defender-office-365/message-headers-eop-mdo): Authentication-Results without an authserv-id,
 *   `compauth=… reason=…`, X-Forefront-Antispam-Report with CIP and SFTY, and the
 *   X-MS-Exchange-Organization-* headers its header firewall lets only itself write.
 * - Gmail: support.google.com/mail/answer/29436 ("Trace an email with its full headers"):
 *   `Authentication-Results: mx.google.com; dkim=… spf=… dmarc=…` under its MX's Received line,
 *   and the same results in the ARC set it seals every message with (`d=google.com`).
 * Seals are made by mailauth with lab stand-ins for the providers' and forwarders' keys
 * (labKeys), which the DNS stub serves in their names (sealRecords).
 */
import { sealMessage } from 'mailauth/lib/arc';
import { dkimSign } from 'mailauth/lib/dkim/sign';
import { createTransport } from 'nodemailer';
import { reporterKeys } from './dmarc-report-kit';

/** The address that handed each message to the recipient's server: a public one, as SPF sees it. */
export const SENDING_IP = '196.22.132.5';

export interface Letter {
  from: string;
  to?: string;
  subject?: string;
  text?: string;
  replyTo?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
  /** The domain whose key signs it (reporterKeys' selector `report`); unsigned without. */
  signedBy?: string;
}

export const keysFor = (domains: readonly string[]) => reporterKeys(domains);

/** Who seals in these tests: the two providers, a gateway, a forwarder and a forger's own domain. */
const SEALERS = ['google.com', 'microsoft.com', 'mimecast.com', 'oldhost.co.za', 'attacker-mail.co.za'];
let lab: ReturnType<typeof reporterKeys> | undefined;
const labKeys = () => (lab ??= keysFor(SEALERS));
/** The sealers' keys, for the DNS stub. */
export const sealRecords = () => labKeys().records;

/**
 * `message` with the ARC set `domain` adds to it (mailauth), its ARC-Authentication-Results
 * `results`; `cv: 'fail'` as a sealer writes it over a chain that no longer verifies (its seal
 * then signs its own set only, RFC 8617 §5.1.1).
 */
export async function sealedBy(domain: string, message: string, results: string, { cv: given }: { cv?: 'fail' } = {}) {
  const { keySelector: selector, privateKey } = labKeys().dkim(domain);
  // Its own header block only: an attached message's seals are in the body.
  const cv = given ?? (/^ARC-Seal:/im.test(message.slice(0, message.indexOf('\r\n\r\n'))) ? 'pass' : undefined);
  const set = await sealMessage(message, { signingDomain: domain, selector, privateKey, authResults: results, cv } as never);
  return `${set.toString()}${message}`;
}

/** `message` signed by `domain` for its first body bytes only (`l=`, the whole body as sent), then `added` put after it. */
export async function signedInPart(message: string, domain: string, keys: ReturnType<typeof reporterKeys>, added: string) {
  const { keySelector: selector, privateKey } = keys.dkim(domain);
  const body = message.slice(message.indexOf('\r\n\r\n') + 4);
  const { signatures } = await dkimSign(message, {
    signatureData: [{ signingDomain: domain, selector, privateKey, maxBodyLength: Buffer.byteLength(body) }],
  } as never);
  return `${signatures}${message}${added}`;
}

/** The message as its sender's server sent it. */
export async function letter(letter: Letter, keys?: ReturnType<typeof reporterKeys>): Promise<string> {
  const mailer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const sent = await mailer.sendMail({
    from: letter.from,
    to: letter.to ?? 'Thandi <accounts@kopano.co.za>',
    subject: letter.subject ?? 'Invoice INV-2231 for November',
    text: letter.text ?? 'Good day, please find our invoice attached. Kindly pay by Friday.',
    replyTo: letter.replyTo,
    attachments: letter.attachments ?? [
      { filename: 'INV-2231.pdf', content: '%PDF-1.4 stand-in', contentType: 'application/pdf' },
    ],
    date: new Date('2026-11-20T08:15:00Z'),
    ...(letter.signedBy && keys ? { dkim: keys.dkim(letter.signedBy) } : {}),
  });
  return (sent.message as Buffer).toString('utf8');
}

/** The sender's own server's hop, written before the message reached the recipient. */
export const sendersHop = (host: string) =>
  `Received: from [10.0.0.4] (unknown [10.0.0.4]) by ${host} (Postfix) with ESMTPSA id 4F2A1; Thu, 20 Nov 2026 10:15:01 +0200\r\n`;

/** What Exchange Online writes when the message arrives at a Microsoft 365 mailbox. */
export function microsoftArrival({
  domain,
  compauth,
  dmarc = compauth.startsWith('pass') ? 'pass action=none' : 'fail action=oreject',
}: {
  domain: string;
  /** `pass reason=100`, `fail reason=000`, … */
  compauth: string;
  dmarc?: string;
  sfty?: string;
}): string {
  const pass = compauth.startsWith('pass');
  return [
    'Received: from JNXP275MB1234.ZAFP275.PROD.OUTLOOK.COM (2603:1086:0:4::5) by JNAP275MB5678.ZAFP275.PROD.OUTLOOK.COM with HTTPS; Thu, 20 Nov 2026 08:15:03 +0000',
    `Received: from mail.${domain} (${SENDING_IP}) by JNXP275MB1234.ZAFP275.PROD.OUTLOOK.COM (10.167.244.12) with Microsoft SMTP Server (version=TLS1_3, cipher=TLS_AES_256_GCM_SHA384) id 15.20.8158.12; Thu, 20 Nov 2026 08:15:02 +0000`,
    `Authentication-Results: spf=${pass ? 'pass' : 'fail'} (sender IP is ${SENDING_IP}) smtp.mailfrom=${domain}; dkim=${pass ? 'pass (signature was verified)' : 'none (message not signed)'} header.d=${domain};dmarc=${dmarc} header.from=${domain};compauth=${compauth}`,
    `Received-SPF: ${pass ? 'Pass' : 'Fail'} (protection.outlook.com: domain of ${domain} designates ${SENDING_IP} as permitted sender) receiver=protection.outlook.com; client-ip=${SENDING_IP}; helo=mail.${domain};`,
    '',
  ].join('\r\n');
}

/** Exchange's own headers, which it writes at the end of the header block. */
const microsoftOwnHeaders = (sfty?: string) =>
  [
    'X-MS-Exchange-Organization-ExpirationStartTime: 20 Nov 2026 08:15:02.8411 (UTC)',
    'X-MS-Exchange-Organization-Network-Message-Id: 5a7c1e2b-3f44-4d7a-9c1b-08dd0a1b2c3d',
    'X-MS-Exchange-Organization-MessageDirectionality: Incoming',
    'X-MS-Exchange-Organization-AuthAs: Anonymous',
    'X-MS-Exchange-Organization-SCL: 1',
    `X-Forefront-Antispam-Report: CIP:${SENDING_IP};CTRY:ZA;LANG:en;SCL:1;SRV:;IPV:NLI;SFV:NSPM;H:mail.example;PTR:mail.example;CAT:NONE;SFS:;DIR:INB${sfty ? `;SFTY:${sfty}` : ''};`,
    '',
  ].join('\r\n');

/** A message as a Microsoft 365 mailbox gives it back (Download, .eml): Exchange's hop on top, its own headers after the sender's. */
export function atMicrosoft(raw: string, arrival: Parameters<typeof microsoftArrival>[0], below = '') {
  const end = raw.indexOf('\r\n\r\n');
  return `${microsoftArrival(arrival)}${below}${raw.slice(0, end + 2)}${microsoftOwnHeaders(arrival.sfty)}${raw.slice(end + 2)}`;
}

/**
 * A message as a Microsoft 365 mailbox gives it back where Exchange sealed it on arrival: its
 * results at that hop (compauth and all, `arrival`), and its ARC set (`d=microsoft.com`) under its
 * topmost internal hop, its sealed results naming the recipient's domain (`smtp.rcpttodomain`)
 * and carrying no compauth, as Microsoft Learn's "Configure trusted ARC sealers" shows them.
 */
export async function atMicrosoftSealed(
  raw: string,
  arrival: Parameters<typeof microsoftArrival>[0],
  /** `sealed`: its sealed results from `spf=…` on, the recipient's domain put before their `smtp.mailfrom`. */
  { rcpt = 'kopano.co.za', sealed, below = '' }: { rcpt?: string; sealed: string; below?: string },
) {
  const arrived = atMicrosoft(raw, arrival, below);
  const top = arrived.indexOf('\r\n') + 2;
  const results = `mx.microsoft.com 1; ${sealed.replace('smtp.mailfrom=', `smtp.rcpttodomain=${rcpt} smtp.mailfrom=`)}`;
  return `${arrived.slice(0, top)}${await sealedBy('microsoft.com', arrived.slice(top), results)}`;
}

/** The ARC set a gateway or forwarder (`sealer`, its host `host`) adds when it passes the message on, with its own hop. */
export const passedOnBy = async (sealer: string, host: string, raw: string, domain: string) =>
  sealedBy(
    sealer,
    `Received: from mail.${domain} (mail.${domain} [196.22.132.9]) by ${host} with ESMTPS id 3C1D2; Thu, 20 Nov 2026 10:15:01 +0200\r\n${raw}`,
    `${host}; dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=billing@${domain}; dmarc=pass (p=REJECT) header.from=${domain}`,
  );

/**
 * A message as a Google Group passes it on to its members, where the author's domain asks for
 * DMARC to be enforced (Google Groups Help on DMARC; GENUINE-EMAIL-NOTES.md): the author's From
 * rewritten to the group's ("'Name' via Group"), the author in Reply-To and X-Original-Sender, the
 * group's list fields, and the results Gmail wrote when the group received it, sealed by Google.
 */
export async function throughGoogleGroup(
  raw: string,
  { author, name, group, title }: { author: string; name: string; group: string; title: string },
) {
  const domain = author.slice(author.indexOf('@') + 1);
  const end = raw.indexOf('\r\n\r\n');
  const fields = raw
    .slice(0, end)
    .replace(/\r\n(?=[ \t])/g, ' ')
    .split('\r\n')
    .filter((line) => !/^(from|reply-to|dkim-signature):/i.test(line));
  const rewritten = [
    `From: '${name}' via ${title} <${group}>`,
    `Reply-To: ${name} <${author}>`,
    `X-Original-Sender: ${author}`,
    `X-Original-Authentication-Results: mx.google.com; dkim=pass header.i=@${domain}; spf=pass smtp.mailfrom=${author}; dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=${domain}`,
    'Precedence: list',
    `Mailing-list: list ${group}; contact ${group.replace('@', '+owners@')}`,
    `List-ID: <${group.replace('@', '.')}>`,
    ...fields,
  ].join('\r\n');
  const received = `Received: from mail.${domain} (mail.${domain}. [${SENDING_IP}]) by mx.google.com with ESMTPS id g1si1.2026.11.20.00.15.01 for <${group}>; Thu, 20 Nov 2026 00:15:01 -0800 (PST)\r\n`;
  const results = `mx.google.com; dkim=pass header.i=@${domain} header.s=report; spf=pass (google.com: domain of ${author} designates ${SENDING_IP} as permitted sender) smtp.mailfrom=${author}; dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=${domain}`;
  return sealedBy('google.com', `${received}${rewritten}${raw.slice(end)}`, results);
}

/**
 * A message as Gmail gives it back (Download original): its mailbox store's and MX's hops, and its
 * results under them, sealed by Google (unless `sealed: false`). `policy` is the DMARC policy Gmail
 * names (`p=REJECT`, `p=NONE`); `forwarder` makes it a forward sealed with ARC by that domain and
 * accepted by Gmail, in Gmail's own words (GENUINE-EMAIL-NOTES.md): `arc=pass (i=1 spf=… dkim=…
 * dmarc=pass fromdomain=…)`, and its DMARC failure `dmarc=fail (p=… sp=… dis=NONE) arc=pass`, the
 * forwarder's ARC set below Gmail's hops.
 */
export async function atGoogle(
  raw: string,
  {
    domain,
    dmarc,
    dkim = dmarc,
    policy = 'REJECT',
    forwarder,
    sealed = true,
    to = 'accounts@kopano.co.za',
    cv,
    accepts,
  }: {
    domain: string;
    dmarc: string;
    dkim?: string;
    policy?: string;
    forwarder?: string;
    sealed?: boolean;
    /** The mailbox it is delivered to. */
    to?: string;
    /** `fail`: Gmail found the seals already on it broken. */
    cv?: 'fail';
    /** The domain whose DMARC pass, sealed below, Gmail accepts (`arc=pass`), the set below its own. */
    accepts?: string;
  },
  below = '',
) {
  const hop = forwarder ? `mail.${forwarder}` : `mail.${domain}`;
  const mailfrom = forwarder ? `SRS0=hK3q=SY=${domain}=billing@${forwarder}` : `billing@${domain}`;
  const accepted = forwarder ? domain : accepts;
  const arc = accepted
    ? ` arc=pass (i=1 spf=pass spf.mailfrom=billing@${accepted} dkim=pass dkim.domain=${accepted} dmarc=pass fromdomain=${accepted});`
    : '';
  const forwarded = forwarder
    ? await sealedBy(
        forwarder,
        `Received: from mail.${domain} (mail.${domain} [196.22.132.9]) by mail.${forwarder} (Postfix) with ESMTPS id 3C1D2; Thu, 20 Nov 2026 10:15:01 +0200\r\n${below}${raw}`,
        `mail.${forwarder}; dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=billing@${domain}; dmarc=pass header.from=${domain}`,
      )
    : `${below}${raw}`;
  const results = `mx.google.com; dkim=${dkim} header.i=@${domain} header.s=report header.b=AbCdEf12;${arc} spf=pass (google.com: domain of ${mailfrom} designates ${SENDING_IP} as permitted sender) smtp.mailfrom=${mailfrom}; dmarc=${dmarc} (p=${policy} sp=${policy} dis=NONE${forwarder ? ' arc=pass' : ''}) header.from=${domain}`;
  const held =
    [
      'Received: by 2002:a05:6a10:8e0b:b0:5a1:1c2f:7d55 with SMTP id x11csp1234567pxb; Thu, 20 Nov 2026 00:15:03 -0800 (PST)',
      `Received: from ${hop} (${hop}. [${SENDING_IP}]) by mx.google.com with ESMTPS id a1si1234567wrb.88.2026.11.20.00.15.02 for <${to}> (version=TLS1_3 cipher=TLS_AES_256_GCM_SHA384 bits=256/256); Thu, 20 Nov 2026 00:15:02 -0800 (PST)`,
      `Received-SPF: pass (google.com: domain of ${mailfrom} designates ${SENDING_IP} as permitted sender) client-ip=${SENDING_IP};`,
      `Authentication-Results: ${results}`,
      '',
    ].join('\r\n') + forwarded;
  return `Delivered-To: ${to}\r\n${sealed ? await sealedBy('google.com', held, results, { cv }) : held}`;
}

/** A message as a South African host's mail server gives it back: its own Received line only, no results. */
export const atHost = (raw: string, domain: string) =>
  `Received: from mail.${domain} (mail.${domain} [${SENDING_IP}]) by mail.hostafrica.example (Postfix) with ESMTPS id 8B1C2; Thu, 20 Nov 2026 10:15:02 +0200\r\nReturn-Path: <billing@${domain}>\r\n${raw}`;

/** A results header a forger writes into the message before sending it: it claims a pass. */
export const forgedPass = (domain: string, id = 'mx.google.com') =>
  `Authentication-Results: ${id}; dkim=pass header.i=@${domain}; spf=pass smtp.mailfrom=${domain}; dmarc=pass header.from=${domain}\r\n`;

/** The records a domain publishes: SPF naming the sending address, DMARC, and its DKIM key. */
export const publishedRecords = (
  domain: string,
  keys: ReturnType<typeof reporterKeys>,
  spf = `v=spf1 ip4:${SENDING_IP} -all`,
) => ({
  [domain]: [spf],
  [`_dmarc.${domain}`]: ['v=DMARC1; p=reject'],
  [`report._domainkey.${domain}`]: keys.records[`report._domainkey.${domain}`]!,
});

/**
 * Gmail's "Show original" page selected whole and copied (support.google.com/mail/answer/29436):
 * its summary table, tab-separated, then its two buttons and the blank line under them, then the
 * message as Gmail holds it.
 */
export const gmailShowOriginal = (held: string, { domain, subject }: { domain: string; subject: string }) =>
  [
    'Original Message',
    '',
    'Message ID\t<CAF1x2y3z4@mail.gmail.com>',
    'Created at:\tThu, Nov 20, 2026 at 10:15 AM (Delivered after 1 second)',
    `From:\tSupplier Accounts <billing@${domain}>`,
    'To:\taccounts@kopano.co.za',
    `Subject:\t${subject}`,
    `SPF:\tPASS with IP ${SENDING_IP} Learn more`,
    `DKIM:\t'PASS' with domain ${domain} Learn more`,
    "DMARC:\t'PASS' Learn more",
    '',
    'Download Original\tCopy to clipboard\t',
    '',
    '',
  ].join('\n') + held.replace(/\r\n/g, '\n');

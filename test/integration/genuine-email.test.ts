import MsgReader from '@kenjiuno/msgreader';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { DOMAIN_CHECK_PATH, type DomainCheckAnswer } from '../../shared/domain-check';
import { formatSastMinute, sastIsoDay } from '../../shared/format-date';
import {
  GENUINE_EMAIL_API_PATH,
  GENUINE_EMAIL_FIELDS as fields,
  GENUINE_EMAIL_SUMMARY_PATH,
  type GenuineEmailAnswer,
} from '../../shared/genuine-email/answer';
import { legalDocumentPath } from '../../shared/catalogue/legal-document-ids';
import { paths } from '../../shared/routes';
import { startDnsStub, type DnsStub } from '../support/dns-stub';
import { startRegistries } from '../support/rdap-registry';
import { forTests, tempFolder } from '../support/for-tests';
import {
  atGoogle,
  atHost,
  atMicrosoft,
  atMicrosoftSealed,
  forgedPass,
  gmailShowOriginal,
  keysFor,
  letter,
  passedOnBy,
  publishedRecords,
  sealedBy,
  sealRecords,
  signedInPart,
  sendersHop,
  SENDING_IP,
  throughGoogleGroup,
} from '../support/genuine-email-kit';
import { zipOf } from '../support/archive-kit';
import { textOf } from '../support/html-entities';
import { expectPdfDownload, pdfPages, pdfWords } from '../support/pdf-text';
import { bytesOf, startSite, withSite, type SiteServer } from '../support/site-server';
import { waitUntil } from '../support/mail-kit';

/**
 * "Is this e-mail genuine?" over real HTTP: messages as Microsoft 365, Gmail and a South African
 * host hand them over, DKIM-signed by nodemailer with keys the DNS stub serves on loopback, read by
 * the real worker pool, postal-mime and mailauth. A clerk's answer in plain words; every hostile
 * file refused with its own sentence; nothing of a message in DATA_DIR or the logs.
 */

const SUPPLIER = 'supplier.co.za';
const LOOKALIKE = 'supp1ier.co.za';
const keys = keysFor([SUPPLIER, LOOKALIKE]);
/** A supplier's domain of years, and the near miss of it a forger registered 120 days ago. */
const OLDER = 'protea-office.africa';
const NEAR_MISS = 'proteaoffice.africa';
/** Written into every message's text: found anywhere the site keeps anything, the message was kept. */
const MARKER = 'Kindly-pay-account-4471-2231';

const running = forTests(
  async () => {
    const dns: DnsStub = await startDnsStub(
      {
        ...publishedRecords(SUPPLIER, keys),
        ...publishedRecords(LOOKALIKE, keys),
        ...sealRecords(),
      },
      // The older domain a new one is a near miss of: it takes mail.
      { records: { [`${OLDER} MX`]: [{ preference: 10, exchange: `mail.${OLDER}` }] } },
    );
    const registries = await startRegistries(['africa'], ['co.za']);
    const dataDir = tempFolder('genuine-email');
    const env = { DATA_DIR: dataDir, DNS_SERVERS: dns.servers, ...registries.env };
    const site: SiteServer = await startSite(env);
    return { dns, registries, dataDir, site, env };
  },
  async ({ dns, registries, site }) => {
    await site.close();
    await Promise.all([dns.close(), registries.close()]);
  },
);

const invoice = (from = `Supplier Accounts <billing@${SUPPLIER}>`, extra: Partial<Parameters<typeof letter>[0]> = {}) =>
  letter({ from, signedBy: SUPPLIER, text: `Good day, please pay the attached invoice. ${MARKER}`, ...extra }, keys);

/** A post of the form, from the page (its Origin), to the file's site or `at`. */
const form = (to = GENUINE_EMAIL_API_PATH, at = running.site) => request(at.url).post(to).set('Origin', at.url);
/** The form as the page's script posts it: the message as a file, and the supplier where given. */
const check = (raw: string | Buffer, supplier?: string, name = 'message.eml', to?: string, at?: SiteServer) => {
  const post = form(to, at).attach(fields.file, Buffer.from(raw), name);
  return supplier ? post.field(fields.supplier, supplier) : post;
};

/** A message from billing@mail.`domain`, as Gmail hands it over with its DMARC pass. */
const from = async (domain: string) =>
  atGoogle(await letter({ from: `Accounts <billing@mail.${domain}>`, text: MARKER }), { domain, dmarc: 'pass' });

const answerOf = (body: unknown) => (body as { answer: GenuineEmailAnswer }).answer;
const said = (answer: GenuineEmailAnswer) => {
  if (!('result' in answer)) throw new Error(`refused: ${JSON.stringify(answer)}`);
  return { ...answer.result, sentences: answer.result.reasons.map(copy.reason) };
};

describe('a clerk whose mail is at Microsoft 365', () => {
  test('when Exchange passed it (compauth 100), then "Really from" the supplier, with the caveat and the steps before paying first', async () => {
    const raw = atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' });
    const result = said(answerOf((await check(raw, SUPPLIER).expect(200)).body));
    expect([result.outcome, result.checkedBy, result.domain]).toEqual(['genuine', 'microsoft', SUPPLIER]);
    expect(result.reasons).toEqual([
      { id: 'provider-pass', by: 'microsoft', domain: SUPPLIER },
      { id: 'provider-placed', by: 'microsoft' },
    ]);
    expect(result.asksForMoney).toBe(true);
    expect(result.attachments).toEqual([{ name: 'INV-2231.pdf', type: 'application/pdf' }]);
  });

  test("when a forger wrote a pass below Exchange's hop and Exchange failed it (000), then not from who it claims, the pass named as ignored", async () => {
    const forged = atMicrosoft(
      await invoice(),
      { domain: SUPPLIER, compauth: 'fail reason=000' },
      `${forgedPass(SUPPLIER)}${sendersHop('mail.bulk-sender.example')}`,
    );
    const result = said(answerOf((await check(forged).expect(200)).body));
    expect(result.outcome).toBe('not-from');
    expect(result.reasons).toEqual([
      { id: 'provider-fail', by: 'microsoft', domain: SUPPLIER },
      { id: 'ignored-pass', writtenBy: 'mx.google.com' },
      { id: 'provider-placed', by: 'microsoft' },
    ]);
  });

  test('when the page answers a forgery, then its evidence names Exchange’s results, the server that wrote them, and the pass not believed', async () => {
    const forged = atMicrosoft(
      await invoice(),
      { domain: SUPPLIER, compauth: 'fail reason=000' },
      `${forgedPass(SUPPLIER)}${sendersHop('mail.bulk-sender.example')}`,
    );
    const result = said(answerOf((await check(forged).expect(200)).body));
    expect(result.evidence).toEqual({
      by: 'microsoft',
      server: 'jnxp275mb1234.zafp275.prod.outlook.com',
      results: [
        { method: 'spf', result: 'fail', about: SUPPLIER },
        { method: 'dkim', result: 'none', about: SUPPLIER },
        { method: 'dmarc', result: 'fail', about: SUPPLIER },
        { method: 'compauth', result: 'fail', about: '000' },
      ],
      ignored: ['mx.google.com'],
    });
    const page = textOf((await check(forged, undefined, 'invoice.eml', paths['genuine-email']).expect(200)).text);
    for (const words of [
      copy.evidence.title,
      copy.evidence.trusted.microsoft(result.evidence!.server!),
      copy.evidence.ignored('mx.google.com'),
    ])
      expect(page).toContain(words);
  });

  test('when it was forwarded and Exchange passed it through ARC (compauth 130), then "Really from", never "forged"', async () => {
    const res = await check(
      atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=130', dmarc: 'fail action=none' }),
      SUPPLIER,
    );
    expect(said(answerOf(res.body))).toMatchObject({
      outcome: 'genuine',
      reasons: [{ id: 'arc-forward', domain: SUPPLIER }, { id: 'provider-placed' }],
    });
  });

  test.each([
    ['dmarc=pass', 'genuine', [{ id: 'provider-pass', by: 'microsoft', domain: SUPPLIER }]],
    [
      'dmarc=fail action=oreject',
      'not-from',
      [
        { id: 'provider-fail', by: 'microsoft', domain: SUPPLIER },
        { id: 'ignored-pass', writtenBy: null },
      ],
    ],
  ])(
    'when Microsoft sealed it with %s under its results that say compauth=pass, then its seal decides',
    async (dmarc, outcome, reasons) => {
      const arrived = atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' });
      const raw = await sealedBy(
        'microsoft.com',
        arrived,
        `mx.microsoft.com 1; spf=pass smtp.mailfrom=${SUPPLIER}; ${dmarc} header.from=${SUPPLIER}; arc=none`,
      );
      const result = said(answerOf((await check(raw, SUPPLIER)).body));
      expect([result.outcome, result.reasons]).toEqual([outcome, reasons]);
    },
  );

  test('when the message is an inline forward, then "Can\'t tell", and why', async () => {
    const forward = await letter({
      from: 'Sipho <sipho@kopano.co.za>',
      subject: 'FW: Invoice INV-2231',
      text: `See below\r\n\r\nFrom: Supplier Accounts <billing@${SUPPLIER}>\r\nSent: 20 November 2026 10:15\r\nSubject: Invoice\r\n\r\n${MARKER}`,
    });
    const res = await check(atMicrosoft(forward, { domain: 'kopano.co.za', compauth: 'pass reason=109' }), SUPPLIER);
    expect(said(answerOf(res.body))).toMatchObject({ outcome: 'cant-tell', reasons: [{ id: 'inline-forward' }] });
  });
});

describe('a clerk whose mail is at Google Workspace', () => {
  test('when a look-alike that passes its own DMARC sends the invoice, then not from who it claims, named as a look-alike of the supplier', async () => {
    const lookalike = await letter({ from: `Supplier Accounts <billing@${LOOKALIKE}>`, signedBy: LOOKALIKE, text: MARKER }, keys);
    const res = await check(await atGoogle(lookalike, { domain: LOOKALIKE, dmarc: 'pass' }), `accounts@${SUPPLIER}`);
    const result = said(answerOf(res.body));
    expect([result.outcome, result.checkedBy]).toEqual(['not-from', 'google']);
    expect(result.reasons[0]).toEqual({ id: 'lookalike', domain: LOOKALIKE, of: SUPPLIER, whose: 'supplier' });
  });

  test('when the clerk types the supplier in its own letters and the From has it in ASCII (xn--), then they are one domain', async () => {
    const raw = await letter({ from: 'Müller Accounts <billing@xn--mller-kva.co.za>', text: MARKER });
    const res = await check(await atGoogle(raw, { domain: 'xn--mller-kva.co.za', dmarc: 'pass' }), 'accounts@müller.co.za');
    expect(said(answerOf(res.body))).toMatchObject({ outcome: 'genuine', reasons: [{ id: 'provider-pass' }] });
  });

  test('when the reply would go to free webmail, then the reason says so beside a genuine verdict', async () => {
    const raw = await invoice(undefined, { replyTo: 'supplier.accounts@gmail.com' });
    const result = said(answerOf((await check(await atGoogle(raw, { domain: SUPPLIER, dmarc: 'pass' }), SUPPLIER)).body));
    expect(result.outcome).toBe('genuine');
    expect(result.reasons).toContainEqual({
      id: 'reply-elsewhere',
      header: 'Reply-To',
      domains: ['gmail.com'],
      more: 0,
      free: true,
    });
  });
});

describe('a clerk whose mail is at Google Workspace, under its seal', () => {
  const PASSED = { domain: SUPPLIER, dmarc: 'pass' };
  const BANKING = 'Our banking details have changed: please pay to account 62 7788 1234.';
  /** Gmail's part of a genuine message (its seal, hops and results) put onto another message. */
  const gmailsPartOn = async (other: string) => {
    const genuine = await invoice();
    return `${(await atGoogle(genuine, PASSED)).slice(0, -genuine.length)}${other}`;
  };
  const forged = () => letter({ from: `Supplier Accounts <billing@${SUPPLIER}>`, text: BANKING });
  /** Gmail's acceptance of a forward as a forger writes it, beside the forger's own valid seal. */
  const FORGERS_FORWARD = { domain: SUPPLIER, dmarc: 'fail', dkim: 'fail', forwarder: 'attacker-mail.co.za', sealed: false };
  test.each([
    [
      'Google’s seal verifies',
      async () => atGoogle(await invoice(), PASSED),
      'genuine',
      { id: 'provider-pass', by: 'google', domain: SUPPLIER },
    ],
    [
      // Gmail changes no body after sealing it: a text changed since is someone else's.
      'a banner was added to the text since',
      async () => (await atGoogle(await invoice(), PASSED)).replace('Good day,', 'CAUTION: External sender.\r\n\r\nGood day,'),
      'cant-tell',
      { id: 'text-changed', by: 'google' },
    ],
    [
      'its Subject was changed after Google sealed it',
      async () => (await atGoogle(await invoice(), PASSED)).replace('\r\nSubject: Invoice', '\r\nSubject: Urgent invoice'),
      'cant-tell',
      { id: 'ignored-pass', writtenBy: 'mx.google.com' },
    ],
    [
      'a forgery carries a genuine message’s Gmail headers',
      async () => gmailsPartOn(await forged()),
      'cant-tell',
      { id: 'ignored-pass', writtenBy: 'mx.google.com' },
    ],
    [
      'Gmail’s hops and results are written without Google’s seal',
      async () => atGoogle(await forged(), { ...PASSED, sealed: false }),
      'cant-tell',
      { id: 'ignored-pass', writtenBy: 'mx.google.com' },
    ],
    [
      'a forger’s own ARC seal stands beside arc=pass, without Google’s',
      async () => atGoogle(await forged(), FORGERS_FORWARD),
      'cant-tell',
      { id: 'ignored-pass', writtenBy: 'mx.google.com' },
    ],
    [
      'the supplier’s signature covers only the start of the text (l=) and banking details follow it',
      async () =>
        atGoogle(
          await signedInPart(
            await letter({ from: `Supplier Accounts <billing@${SUPPLIER}>`, attachments: [] }),
            SUPPLIER,
            keys,
            `\r\n${BANKING}\r\n`,
          ),
          PASSED,
        ),
      'cant-tell',
      { id: 'uncovered-text', domain: SUPPLIER },
    ],
  ] as const)('when %s, then the answer says what the seal proves', async (_name, make, outcome, reason) => {
    const result = said(answerOf((await check(await make(), SUPPLIER)).body));
    expect([result.outcome, result.reasons]).toEqual([outcome, expect.arrayContaining([reason])]);
  });
});

describe('as the providers mean their results', () => {
  const sent = () => invoice(`Supplier Accounts <billing@${SUPPLIER}>`, { signedBy: undefined });
  test.each([
    [
      'Gmail accepted a forward through its ARC seal',
      async () => atGoogle(await sent(), { domain: SUPPLIER, dmarc: 'fail', dkim: 'fail', forwarder: 'oldhost.co.za' }),
      'genuine',
      [{ id: 'arc-forward', by: 'google', domain: SUPPLIER, forwarder: 'oldhost.co.za' }],
    ],
    [
      'Gmail failed DMARC where the domain asks nothing (p=NONE)',
      async () => atGoogle(await sent(), { domain: SUPPLIER, dmarc: 'fail', dkim: 'none', policy: 'NONE' }),
      'cant-tell',
      [{ id: 'policy-none', by: 'google', domain: SUPPLIER }],
    ],
    [
      'Microsoft failed DMARC where the domain asks nothing (compauth 001)',
      async () => atMicrosoft(await sent(), { domain: SUPPLIER, compauth: 'fail reason=001', dmarc: 'fail action=none' }),
      'cant-tell',
      [
        { id: 'policy-none', by: 'microsoft', domain: SUPPLIER },
        { id: 'provider-placed', by: 'microsoft' },
      ],
    ],
    [
      'Gmail found no key for its signature',
      async () =>
        atGoogle(await sent(), {
          domain: SUPPLIER,
          dmarc: 'fail',
          dkim: 'neutral (no key for signature) header.d=supplier.co.za',
        }),
      'not-from',
      [
        { id: 'provider-fail', by: 'google', domain: SUPPLIER },
        { id: 'dkim-no-key', domain: SUPPLIER },
      ],
    ],
  ] as const)('when %s, then the answer reads as the provider means it', async (_name, make, outcome, reasons) => {
    const result = said(answerOf((await check(await make(), SUPPLIER)).body));
    expect([result.outcome, result.reasons]).toEqual([outcome, reasons]);
  });
});

describe('a seal vouches for the delivery it sealed', () => {
  const BANKING = 'Our banking details have changed: please pay to account 62 7788 1234.';
  /** A genuine invoice as Gmail delivered it to another firm's mailbox, its bank details then changed, `pad` before its MIME preamble. */
  const takenAndChanged = async (pad = '') => {
    const held = await atGoogle(await invoice(), { domain: SUPPLIER, dmarc: 'pass', to: 'creditors@otherfirm.co.za' });
    const end = held.indexOf('\r\n\r\n') + 4;
    return `${held.slice(0, end)}${pad}${held.slice(end).replace('Good day, please pay the attached invoice.', BANKING)}`;
  };
  /** Gmail's results for the changed copy sent on to the clerk: the supplier's signature broken, the seals below too. */
  const GMAIL_FAILED = { domain: SUPPLIER, dmarc: 'fail', dkim: 'fail', cv: 'fail' } as const;
  const TEXT_CHANGED = { id: 'text-changed', by: 'google' };

  test.each([
    [
      'the changed copy reaches the clerk’s Gmail, whose own newest seal (cv=fail) says dmarc=fail under p=REJECT',
      async () => atGoogle(`${sendersHop('mail.bulk-sender.example')}${await takenAndChanged()}`, GMAIL_FAILED),
      'not-from',
      { id: 'provider-fail', by: 'google', domain: SUPPLIER },
    ],
    ['the changed copy is checked under Google’s seal', async () => takenAndChanged(), 'cant-tell', TEXT_CHANGED],
    [
      'the change is behind 4 KB of blank lines before the MIME preamble',
      async () => takenAndChanged('\r\n'.repeat(2100)),
      'cant-tell',
      TEXT_CHANGED,
    ],
  ] as const)('when %s, then it never reads "Really from", the supplier named', async (_name, make, outcome, first) => {
    const result = said(answerOf((await check(await make(), SUPPLIER)).body));
    expect([result.outcome, result.checkedBy, result.reasons[0]]).toEqual([outcome, 'google', first]);
  });

  test('when the text changed since Google sealed it, then the page and the PDF say not to trust its bank details without a call', async () => {
    const raw = await takenAndChanged();
    const sentence = copy.reason({ id: 'text-changed', by: 'google' });
    const page = textOf((await check(raw, SUPPLIER, 'invoice.eml', paths['genuine-email']).expect(200)).text);
    const pdf = pdfWords((await bytesOf(check(raw, SUPPLIER, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH))).body as Buffer);
    expect([page.includes(sentence), pdf.includes(sentence)]).toEqual([true, true]);
  });
});

describe("Microsoft 365's whole verdict: its sealed results, with the compauth it wrote at the same hop", () => {
  const sent = () => invoice(`Supplier Accounts <billing@${SUPPLIER}>`, { signedBy: undefined });
  /** Microsoft's acceptance of the seal below its own, in its own words (Microsoft Learn, "Configure trusted ARC sealers"). */
  const ACCEPTED = `arc=pass (0 oda=1 ltdi=1 spf=[1,1,smtp.mailfrom=${SUPPLIER}] dkim=[1,1,header.d=${SUPPLIER}] dmarc=[1,1,header.from=${SUPPLIER}])`;
  const MIMECAST = 'X-MC-Unique: Q2oKzm1aNq6v2y\r\nX-Mimecast-Spam-Score: 0\r\n';
  /** A tenant behind Mimecast: Mimecast's seal below Microsoft's, Microsoft letting it through unchecked (905). */
  const behindMimecast = async (sealer = 'mimecast.com') =>
    atMicrosoftSealed(
      await passedOnBy(sealer, 'relay.mimecast.com', await sent(), SUPPLIER),
      { domain: SUPPLIER, compauth: 'none reason=905', dmarc: 'none' },
      {
        sealed: `spf=none smtp.mailfrom=${SUPPLIER}; dmarc=none action=none header.from=${SUPPLIER}; dkim=none; ${ACCEPTED}`,
        below: MIMECAST,
      },
    );
  const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n') + 2);

  test.each([
    [
      'forwarded by a trusted sealer (compauth=pass reason=130)',
      async () =>
        atMicrosoftSealed(
          await passedOnBy('oldhost.co.za', 'mail.oldhost.co.za', await sent(), SUPPLIER),
          { domain: SUPPLIER, compauth: 'pass reason=130', dmarc: 'fail action=none' },
          {
            sealed: `spf=pass smtp.mailfrom=oldhost.co.za; dmarc=fail action=none header.from=${SUPPLIER}; dkim=fail header.d=${SUPPLIER}; ${ACCEPTED}`,
          },
        ),
      'genuine',
      { id: 'arc-forward', by: 'microsoft', domain: SUPPLIER, forwarder: 'oldhost.co.za' },
    ],
    [
      'behind Mimecast (compauth=none reason=905), Mimecast’s sealed dmarc=pass beneath',
      async () => behindMimecast(),
      'genuine',
      { id: 'gateway-checked', gateway: 'Mimecast', domain: SUPPLIER, passed: true },
    ],
    [
      'behind Mimecast, pasted from Outlook on the web (headers only)',
      async () => headersOf(await behindMimecast()),
      'genuine',
      { id: 'gateway-checked', gateway: 'Mimecast', domain: SUPPLIER, passed: true },
    ],
    [
      'let through unchecked (905) above a seal of a domain no gateway seals with',
      async () => behindMimecast('attacker-mail.co.za'),
      'cant-tell',
      { id: 'provider-skipped', by: 'microsoft', gateway: 'Mimecast' },
    ],
    [
      'Microsoft sealed it for another organisation’s delivery (smtp.rcpttodomain=otherfirm.co.za)',
      async () =>
        atMicrosoftSealed(
          await invoice(),
          { domain: SUPPLIER, compauth: 'fail reason=000', dmarc: 'fail action=oreject' },
          {
            rcpt: 'otherfirm.co.za',
            sealed: `spf=pass smtp.mailfrom=${SUPPLIER}; dmarc=pass action=none header.from=${SUPPLIER}; dkim=pass header.d=${SUPPLIER}; arc=none`,
          },
        ),
      'not-from',
      { id: 'provider-fail', by: 'microsoft', domain: SUPPLIER },
    ],
    [
      'a banner was added after Microsoft sealed the clerk’s own delivery',
      async () =>
        (
          await atMicrosoftSealed(
            await invoice(),
            { domain: SUPPLIER, compauth: 'pass reason=100' },
            {
              sealed: `spf=pass smtp.mailfrom=${SUPPLIER}; dmarc=pass action=none header.from=${SUPPLIER}; dkim=pass header.d=${SUPPLIER}; arc=none`,
            },
          )
        ).replace('Good day,', 'CAUTION: This e-mail came from outside the organisation.\r\n\r\nGood day,'),
      'genuine',
      { id: 'provider-pass', by: 'microsoft', domain: SUPPLIER },
    ],
  ] as const)('when %s, then it reads as Microsoft means it, the supplier named', async (_name, make, outcome, first) => {
    const result = said(answerOf((await check(await make(), SUPPLIER)).body));
    expect([result.outcome, result.reasons[0]]).toEqual([outcome, first]);
  });

  test('when a banner was added after Microsoft sealed the clerk’s delivery, then the change is said, with not to trust its bank details without a call', async () => {
    const raw = (
      await atMicrosoftSealed(
        await invoice(),
        { domain: SUPPLIER, compauth: 'pass reason=100' },
        { sealed: `spf=pass smtp.mailfrom=${SUPPLIER}; dmarc=pass action=none header.from=${SUPPLIER}; arc=none` },
      )
    ).replace('Good day,', 'CAUTION: External sender.\r\n\r\nGood day,');
    const result = said(answerOf((await check(raw, SUPPLIER)).body));
    expect(result.reasons).toContainEqual({ id: 'body-changed', by: 'microsoft' });
  });
});

describe('a group or mailing list is not the sender', () => {
  const GROUP = 'accounts-payable@kopano.co.za';
  const NALEDI = `naledi@${SUPPLIER}`;
  /** The supplier's invoice through the clerk's own farm's Google Group, as Gmail delivers it to a member. */
  const throughFarmsGroup = async () =>
    atGoogle(
      await throughGoogleGroup(await invoice(`Naledi Mokoena <${NALEDI}>`, { to: `Accounts Payable <${GROUP}>` }), {
        author: NALEDI,
        name: 'Naledi Mokoena',
        group: GROUP,
        title: 'Accounts Payable',
      }),
      { domain: 'kopano.co.za', dmarc: 'pass', accepts: SUPPLIER },
    );

  test('when the supplier’s invoice came through the clerk’s own Google Group, then it is judged for the supplier, and its Reply-To is no warning', async () => {
    const result = said(answerOf((await check(await throughFarmsGroup(), SUPPLIER)).body));
    expect([result.outcome, result.domain, result.sender?.address, result.reasons[0]]).toEqual([
      'genuine',
      SUPPLIER,
      NALEDI,
      { id: 'via-list', list: GROUP, author: NALEDI, by: 'google' },
    ]);
    expect(result.reasons.map(({ id }) => id)).not.toContain('reply-elsewhere');
  });

  test('when nobody is named, then the group’s domain, the clerk’s own, is not the sender', async () => {
    const result = said(answerOf((await check(await throughFarmsGroup())).body));
    expect([result.outcome === 'genuine' && result.domain === 'kopano.co.za', result.domain]).toEqual([false, SUPPLIER]);
  });

  test('when a message only says a group rewrote it, with no seal for its author, then who wrote it is not proven', async () => {
    const raw = await letter({
      from: `'Naledi Mokoena' via Payments <payments@${SUPPLIER}>`,
      text: `Please pay to our new account. ${MARKER}`,
    });
    const listed = raw.replace(
      '\r\nSubject:',
      `\r\nList-ID: <payments.${SUPPLIER}>\r\nX-Original-Sender: naledi@other-supplier.co.za\r\nSubject:`,
    );
    const result = said(answerOf((await check(await atGoogle(listed, { domain: SUPPLIER, dmarc: 'pass' }), SUPPLIER)).body));
    expect([result.outcome, result.reasons]).toEqual([
      'cant-tell',
      [{ id: 'via-list', list: `payments@${SUPPLIER}`, author: 'Naledi Mokoena', by: null }],
    ]);
  });

  test('when the group is said, then the page and the PDF name the group and the author', async () => {
    const raw = await throughFarmsGroup();
    const sentence = copy.reason({ id: 'via-list', list: GROUP, author: NALEDI, by: 'google' });
    const page = textOf((await check(raw, SUPPLIER, 'invoice.eml', paths['genuine-email']).expect(200)).text);
    const pdf = pdfWords((await bytesOf(check(raw, SUPPLIER, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH))).body as Buffer);
    expect([page.includes(sentence), pdf.includes(sentence)]).toEqual([true, true]);
  });
});

describe('who it claims to be, as Gmail hands it over with its DMARC pass', () => {
  const signedFor = async (sender: string, extra: Partial<Parameters<typeof letter>[0]> = {}) => {
    const domain = sender.slice(sender.lastIndexOf('@') + 1, -1);
    return atGoogle(await letter({ from: sender, text: `Please pay to our new account. ${MARKER}`, ...extra }), {
      domain,
      dmarc: 'pass',
    });
  };
  test.each([
    [
      'free webmail under the supplier’s name, the field empty',
      'Umoya Logistics Accounts <umoya.logistics.accounts@gmail.com>',
      '',
      'not-from',
      'free-mail-name',
    ],
    [
      'a look-alike of the name it shows, the field empty',
      'Umoya Logistics Accounts <accounts@urnoyalogistics.co.za>',
      '',
      'not-from',
      'lookalike',
    ],
    [
      'a look-alike of the clerk’s own company, the field empty',
      'Kopano IT Support <support@kopano-it.co>',
      '',
      'not-from',
      'lookalike',
    ],
    [
      'the supplier’s domain, its company name in the field',
      `Supplier Accounts <billing@${SUPPLIER}>`,
      'Supplier (Pty) Ltd',
      'cant-tell',
      'nobody-named',
    ],
    [
      'another domain than the company named in the field',
      `Accounts <billing@${SUPPLIER}>`,
      'Umoya Logistics',
      'cant-tell',
      'name-unmatched',
    ],
    ['a person’s free mailbox', 'Thandi Nkosi <thandi.nkosi@gmail.com>', '', 'cant-tell', 'free-mail'],
  ])('when it is %s (%s, the field %p), then it reads %s, first %s', async (_name, sender, given, outcome, first) => {
    const result = said(answerOf((await check(await signedFor(sender), given || undefined)).body));
    expect([result.outcome, result.reasons[0]?.id]).toEqual([outcome, first]);
  });

  test('when the director’s name comes from outside, then not from who it claims, naming the director', async () => {
    const to = 'Thandi <accounts@kopano.co.za>, Sipho Dlamini <sipho.dlamini@kopano.co.za>';
    const raw = await signedFor('Sipho Dlamini <sipho.dlamini.office@gmail.com>', { to, subject: 'Urgent payment today' });
    const result = said(answerOf((await check(raw)).body));
    expect([result.outcome, result.reasons[0]]).toEqual([
      'not-from',
      { id: 'colleague-outside', name: 'Sipho Dlamini', domain: 'gmail.com', yours: 'kopano.co.za' },
    ]);
  });

  test('when the supplier field holds what is neither a domain, an address nor a name, then the answer says so', async () => {
    const raw = await atGoogle(await invoice(), { domain: SUPPLIER, dmarc: 'pass' });
    const result = said(answerOf((await check(raw, '<>?!')).body));
    expect(result.reasons).toContainEqual({ id: 'supplier-unusable', given: '<>?!' });
  });
});

describe('earned, not assumed: what the clerk relies on, read through gateways, platforms and forwards', () => {
  const gmail = async (from: string, extra: Partial<Parameters<typeof letter>[0]> = {}) =>
    atGoogle(await letter({ from, text: `Please pay to our new account. ${MARKER}`, ...extra }), {
      domain: from.slice(from.lastIndexOf('@') + 1, -1),
      dmarc: 'pass',
    });

  test.each([
    // A Cyrillic "о" in the company's own name, written raw as a mail program sends it.
    ['a foreign letter', 'Kopano IT <billing@kоpano-it.co.za>', '', 'not-from', 'lookalike'],
    [
      'a bank’s name from a domain its fraudster signs for',
      'Absa Payments <payments@absa-notify.co.za>',
      '',
      'not-from',
      'institution',
    ],
    [
      'a Xero invoice under the supplier’s name',
      'Umoya Logistics <messaging-service@post.xero.com>',
      'umoyalogistics.co.za',
      'cant-tell',
      'platform',
    ],
    ['a prefix of the company named', 'Accounts <billing@umoyalogistic.co.za>', 'Umoya Logistics', 'not-from', 'lookalike'],
  ])('when it is %s (%s, the field %p), then it reads %s, first %s', async (_name, sender, given, outcome, first) => {
    const result = said(answerOf((await check(await gmail(sender), given || undefined)).body));
    expect([result.outcome, result.reasons[0]?.id]).toEqual([outcome, first]);
  });

  test('when the look-alike is in other letters, then the page shows both forms and its PDF the one its fonts can draw', async () => {
    const raw = await gmail('Kopano IT <billing@kоpano-it.co.za>');
    const page = textOf((await check(raw, undefined, 'message.eml', paths['genuine-email']).expect(200)).text);
    const pdf = pdfWords((await bytesOf(check(raw, undefined, 'message.eml', GENUINE_EMAIL_SUMMARY_PATH))).body as Buffer);
    const shown = copy.reason({ id: 'foreign-letters', domain: 'kоpano-it.co.za', ascii: 'xn--kpano-it-nbh.co.za' });
    expect([page.includes(shown), pdf.includes('xn--kpano-it-nbh.co.za'), pdf.includes('k?pano')]).toEqual([true, true, false]);
  });

  test('when Microsoft 365 let it through unchecked behind Mimecast, then that is said, the gateway named, and the site checks its signature', async () => {
    const gateway = 'X-MC-Unique: Q2oKzm1aNq6v2y\r\nX-Mimecast-Spam-Score: 0\r\n';
    const raw = atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'none reason=905', dmarc: 'none' }, gateway);
    const result = said(answerOf((await check(raw, SUPPLIER)).body));
    expect([result.outcome, result.checkedBy, result.reasons[0]]).toEqual([
      'genuine',
      'site',
      { id: 'provider-skipped', by: 'microsoft', gateway: 'Mimecast' },
    ]);
    expect(result.reasons.map(({ id }) => id)).not.toContain('not-protected');
  });

  test.each([
    ['a colleague inside the organisation', 'Thandi Nkosi <thandi@kopano.co.za>', 'kopano.co.za', true, 'not-from'],
    ['someone outside it', 'Thandi Nkosi <thandi.nkosi@gmail.com>', 'gmail.com', false, 'cant-tell'],
  ])(
    'when %s forwards a message as an attachment, then the attached one is judged, saying so',
    async (_name, cover, coverDomain, inside, outcome) => {
      // The original: the supplier's real invoice from inside, or a forgery Gmail failed from outside.
      const original = await atGoogle(await invoice(), { domain: SUPPLIER, dmarc: inside ? 'fail' : 'pass' });
      const forward = await letter({
        from: cover,
        subject: 'Fwd: Invoice INV-2231 for November',
        text: 'Is this one real?',
        attachments: [{ filename: 'Invoice INV-2231.eml', content: original, contentType: 'message/rfc822' }],
      });
      const result = said(answerOf((await check(await atGoogle(forward, { domain: coverDomain, dmarc: 'pass' }))).body));
      expect([result.outcome, result.reasons[0], result.sender?.address]).toEqual([
        outcome,
        { id: 'attached-forward', cover: cover.slice(cover.indexOf('<') + 1, -1), inside },
        `billing@${SUPPLIER}`,
      ]);
    },
  );
});

describe('input as people give it', () => {
  const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n') + 2);
  test.each([
    [
      'Gmail’s “Show original”, selected whole with its summary table',
      async () =>
        gmailShowOriginal(await atGoogle(await invoice(), { domain: SUPPLIER, dmarc: 'pass' }), {
          domain: SUPPLIER,
          subject: 'Invoice INV-2231 for November',
        }),
      'google',
    ],
    [
      'Gmail’s headers alone, without the body Google sealed',
      async () => headersOf(await atGoogle(await invoice(), { domain: SUPPLIER, dmarc: 'pass' })),
      'google',
    ],
    [
      'Outlook’s “Internet headers” box',
      async () => headersOf(atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' })),
      'microsoft',
    ],
  ])('when %s is pasted, then it is read as the message', async (_name, make, by) => {
    const res = await form()
      .field(fields.pasted, await make())
      .field(fields.supplier, SUPPLIER)
      .expect(200);
    expect(said(answerOf(res.body))).toMatchObject({ outcome: 'genuine', checkedBy: by, domain: SUPPLIER });
  });
});

describe('a sender domain, asked of its registry', () => {
  const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000);

  test('when it was registered 6 days ago, then that is named; when years ago (by WHOIS), then not', async () => {
    const [fresh, old] = ['supplier-accounts.africa', 'old-supplier.co.za'];
    running.registries.rdap.set(fresh, 'registered', sixDaysAgo);
    running.registries.whois.set(old, 'registered');
    const [newer, older] = await Promise.all(
      [fresh, old].map(async (domain) => said(answerOf((await check(await from(domain))).body))),
    );
    expect(newer.reasons).toContainEqual({ id: 'new-domain', domain: fresh, days: 6 });
    expect(newer.sentences.join(' ')).toContain('registered 6 days ago');
    expect(older.reasons.map((reason) => reason.id)).not.toContain('new-domain');
    // When a domain was registered is a fact about the domain, not the message: it is asked once.
    const again = said(answerOf((await check(await from(fresh)).expect(200)).body));
    expect(again.reasons).toContainEqual({ id: 'new-domain', domain: fresh, days: 6 });
    expect(running.registries.rdap.requests).toEqual([`/rdap/domain/${fresh}`]);
    expect(running.registries.whois.queries).toContain(old);
  });

  /** Waits for the next minute of the registry budget's clock when this one has under 5 s left. */
  const oneMinuteAhead = async () => {
    if (Date.now() % 60_000 > 55_000) await sleep(60_000 - (Date.now() % 60_000));
  };

  test('when the share of its registry’s budget for ages is spent, then nothing is said of its age, and without waiting', async () => {
    const [first, spent] = ['budget-1.africa', 'budget-2.africa'];
    for (const domain of [first, spent]) running.registries.rdap.set(domain, 'registered', sixDaysAgo);
    const [asked, notAsked] = await Promise.all([from(first), from(spent)]);
    await oneMinuteAhead();
    // Four questions a minute: one of them for senders' ages.
    const env = { ...running.env, DATA_DIR: tempFolder('genuine-budget'), DOMAIN_CHECK_REGISTRY_BUDGET: '4' };
    await withSite(env, async (site) => {
      const checked = (raw: string) => check(raw, undefined, undefined, undefined, site).expect(200);
      await checked(asked);
      const started = Date.now();
      const result = said(answerOf((await checked(notAsked)).body));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(result.reasons.map(({ id }) => id)).not.toContain('new-domain');
      expect(running.registries.rdap.requests).toContain(`/rdap/domain/${first}`);
      expect(running.registries.rdap.requests).not.toContain(`/rdap/domain/${spent}`);
    });
  });

  test("when messages from new domains use up the registry's whole budget for a minute, then a customer's domain search still gets the registry's answer", async () => {
    // The review's 60 uploads against the default budget of 60, at a fifth of the scale.
    const budget = 12;
    const senders = Array.from({ length: budget }, (_, at) => `new-sender-${at}.africa`);
    for (const domain of senders) running.registries.rdap.set(domain, 'registered', sixDaysAgo);
    running.registries.rdap.set('kopano-customer.africa', 'registered');
    const messages = await Promise.all(senders.map(from));
    await oneMinuteAhead();
    const env = {
      ...running.env,
      DATA_DIR: tempFolder('genuine-burst'),
      DOMAIN_CHECK_REGISTRY_BUDGET: String(budget),
      SEARCH_PAGE_RATE_LIMIT_MAX: '1000',
    };
    await withSite(env, async (site) => {
      // From one client, two at a time: one reading, one waiting.
      const lane = async (start: number) => {
        for (let at = start; at < messages.length; at += 2)
          await check(messages[at]!, undefined, undefined, undefined, site).expect(200);
      };
      await Promise.all([lane(0), lane(1)]);
      const search = await request(site.url).get(DOMAIN_CHECK_PATH).query({ name: 'kopano-customer.africa' }).expect(200);
      expect((search.body as DomainCheckAnswer).status).toBe('registered');
      // A quarter of the budget is for senders' ages.
      const asked = running.registries.rdap.requests.filter((path) => path.includes('new-sender-'));
      expect(asked.length).toBe(budget / 4);
    });
  });

  test('when a proven sender nobody named is a near miss of an older domain that takes mail, then the ask says so; named, the one rule decides', async () => {
    running.registries.rdap.set(NEAR_MISS, 'registered', new Date(Date.now() - 120 * 86_400_000));
    running.registries.rdap.set(OLDER, 'registered', new Date(Date.now() - 3 * 365 * 86_400_000));
    const raw = await from(NEAR_MISS);
    const read = [];
    for (const given of [undefined, `accounts@${OLDER}`, NEAR_MISS]) read.push(said(answerOf((await check(raw, given)).body)));
    const [asked, namedOlder, namedItself] = read;
    expect([asked.outcome, asked.reasons.slice(0, 2)]).toEqual([
      'cant-tell',
      [
        { id: 'nobody-named', domain: `mail.${NEAR_MISS}` },
        { id: 'near-miss', domain: NEAR_MISS, of: OLDER },
      ],
    ]);
    expect([namedOlder.outcome, namedOlder.reasons[0]]).toEqual([
      'not-from',
      { id: 'lookalike', domain: NEAR_MISS, of: OLDER, whose: 'supplier' },
    ]);
    expect([namedItself.outcome, namedItself.reasons.map(({ id }) => id)]).toEqual(['genuine', ['provider-pass']]);
    // The printable summary asks as the page does.
    const pdf = pdfWords((await bytesOf(check(raw, undefined, 'message.eml', GENUINE_EMAIL_SUMMARY_PATH))).body as Buffer);
    for (const words of [copy.headline(asked), copy.reason(asked.reasons[1]!), copy.step.nameFirst])
      expect(pdf).toContain(words.replace(/\s+/g, ' '));
  });

  test('when the From spells the older domain in front of another, then it is said whose address it is, and the older one named', async () => {
    const host = `${OLDER}.pay-secure.com`;
    const raw = await atGoogle(await letter({ from: `Protea Office <billing@${host}>`, text: MARKER }), {
      domain: host,
      dmarc: 'pass',
    });
    const result = said(answerOf((await check(raw)).body));
    expect([result.outcome, result.reasons]).toEqual([
      'cant-tell',
      expect.arrayContaining([
        { id: 'near-miss', domain: 'pay-secure.com', of: OLDER },
        { id: 'under-another', shows: OLDER, domain: 'pay-secure.com' },
      ]),
    ]);
  });
});

describe('a clerk whose mail is at a South African host that writes no results', () => {
  test('when the supplier\'s signature and SPF check out through DNS, then the site\'s own check says "Really from"', async () => {
    const res = await check(atHost(await invoice(), SUPPLIER), SUPPLIER);
    expect(said(answerOf(res.body))).toMatchObject({ outcome: 'genuine', checkedBy: 'site' });
    expect(running.dns.asked(`report._domainkey.${SUPPLIER}`)).toBeGreaterThan(0);
  });

  /** The supplier's permitted address as the sender's own HELO; the address Postfix saw, in its parentheses, is another. */
  const FORGER_IP = '185.220.101.66';
  const unsigned = () => letter({ from: `Supplier Accounts <billing@${SUPPLIER}>`, text: MARKER });
  test.each([
    [
      "the forger's HELO is the supplier's permitted address",
      (raw: string) =>
        atHost(raw, SUPPLIER).replace(
          `mail.${SUPPLIER} (mail.${SUPPLIER} [${SENDING_IP}])`,
          `[${SENDING_IP}] (unknown [${FORGER_IP}])`,
        ),
      'not-from',
      ['site-spf-fail'],
    ],
    [
      'the top Received holds no public address and a line below names the permitted one',
      (raw: string) =>
        `Received: from localhost (localhost [127.0.0.1]) by mail.hostafrica.example (Postfix)\r\n${atHost(raw, SUPPLIER)}`,
      'cant-tell',
      ['no-check'],
    ],
    ['only its sending server checks out, unsigned', (raw: string) => atHost(raw, SUPPLIER), 'cant-tell', ['site-spf-only']],
  ])('when %s, then it is not "Really from" the supplier', async (_name, arrive, outcome, reasons) => {
    const result = said(answerOf((await check(arrive(await unsigned()), SUPPLIER)).body));
    expect([result.outcome, result.reasons.map(({ id }) => id)]).toEqual([outcome, reasons]);
  });

  test('when its signature names a key the supplier no longer publishes, then the key is said to be missing, not the signature broken', async () => {
    const signed = (await invoice()).replace(/\bs=report;/, 's=old2024;');
    const elsewhere = atHost(signed, SUPPLIER).replace(SENDING_IP, '102.65.1.9');
    expect(said(answerOf((await check(elsewhere)).body)).reasons).toEqual([
      { id: 'site-spf-fail', domain: SUPPLIER },
      { id: 'dkim-no-key', domain: null },
    ]);
  });

  test('when only its headers are pasted, then its signature is not called broken: no body was given to match it', async () => {
    const signed = atHost(await invoice(), SUPPLIER).replace(SENDING_IP, '102.65.1.9');
    const headersOnly = signed.slice(0, signed.indexOf('\r\n\r\n') + 2);
    expect(said(answerOf((await check(headersOnly)).body)).reasons).toEqual([{ id: 'site-spf-fail', domain: SUPPLIER }]);
  });
});

describe("an Outlook .msg file (the reader's own samples, test/fixtures/README.md)", () => {
  const sample = (name: string) => readFileSync(path.join(__dirname, '../fixtures', name));

  test('when it was saved with its internet headers, then it is judged as those headers pasted', async () => {
    const file = sample('outlook-with-headers.msg');
    const pasted = form().field(
      fields.pasted,
      new MsgReader(new DataView(file.buffer, file.byteOffset, file.byteLength)).getFileData().headers!,
    );
    const [asMsg, asPasted] = (await Promise.all([check(file, undefined, 'invoice.msg'), pasted])).map((res) =>
      said(answerOf(res.body)),
    );
    expect(asMsg).toMatchObject({ checkedBy: 'site', sender: { address: 'hmailuser@hmailserver.test' } });
    expect([asMsg.outcome, asMsg.reasons]).toEqual([asPasted.outcome, asPasted.reasons]);
  });

  test('when it was saved without them, then "Can\'t tell", and why', async () => {
    const result = said(answerOf((await check(sample('outlook-without-headers.msg'), undefined, 'sent.msg').expect(200)).body));
    expect(result).toMatchObject({
      outcome: 'cant-tell',
      reasons: [{ id: 'msg-no-headers' }],
      sender: { address: 'xmailuser@xmailserver.test' },
    });
  });
});

describe('hostile files', () => {
  const received = (count: number) =>
    Array.from(
      { length: count },
      (_, at) => `Received: from hop${at}.example by hop${at + 1}.example; Thu, 20 Nov 2026 08:15:02 +0000`,
    ).join('\r\n');
  const nested = (depth: number): string =>
    depth === 0
      ? `Content-Type: text/plain\r\n\r\n${MARKER}\r\n`
      : `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n${nested(depth - 1)}--b${depth}--\r\n`;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

  test.each([
    ['30 MB', () => Buffer.alloc(30 * 1024 * 1024, 'a'), 413, 'too-large'],
    ['10,000 Received lines', async () => `${received(10_000)}\r\n${await invoice()}`, 422, 'too-many-headers'],
    ['MIME nested 60 deep', () => `From: billing@${SUPPLIER}\r\nMIME-Version: 1.0\r\n${nested(60)}`, 422, 'too-deep'],
    ['a PNG named .eml', () => png, 422, 'not-a-message'],
    [
      '400,000 parts without headers of their own',
      () =>
        `From: billing@${SUPPLIER}\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n${'--b\r\n\r\nx\r\n'.repeat(400_000)}--b--\r\n`,
      422,
      'too-many-parts',
    ],
  ] as const)('when the file is %s, then it is refused with its own sentence', async (_name, make, status, refused) => {
    const res = await check(await make()).expect(status);
    expect(answerOf(res.body)).toEqual({ refused });
    expect(copy.refusals[refused]).toBeTruthy();
  });

  /** From the supplier's own server, unsigned: its From name, Subject, part header and body as given, a byte a character. */
  const sent = (name: string, subject: string, part: string, body: string) =>
    atHost(`From: ${name} <billing@${SUPPLIER}>\r\nSubject: ${subject}\r\n${part}\r\n\r\n${body}\r\n`, SUPPLIER);
  test.each([
    ['a base64 part that is not base64', 'Supplier', 'Invoice', 'Content-Transfer-Encoding: base64', '!!*not base64*!!'],
    ['bad quoted-printable', 'Supplier', 'Invoice', 'Content-Transfer-Encoding: quoted-printable', 'Pay =ZZ now =E2=8'],
    ['a charset of no such name', 'Supplier', 'Invoice', 'Content-Type: text/plain; charset="x-no-such-charset"', 'Pay \xe9'],
    ['broken RFC 2047 words in From, Subject', '=?utf-8?B?!!*?= =?utf-8?Q?Sup=ZZ', '=?x-bogus?B?SGk=?= =?utf-8?Q?=E2', '', 'Pay'],
    ['bytes that are not UTF-8 in From and Subject', 'Suppl\xe9r \xff\xfe', 'Fakt\xfcra \x80\x81', '', 'Pay'],
    ['a From name of 120,000 letters in one RFC 2047 word', `=?utf-8?B?${'QUFB'.repeat(40_000)}?=`, 'Invoice', '', 'Pay'],
    ['results of 400,000 letters', 'Supplier', 'Invoice', `Authentication-Results: mx.example; ${'a'.repeat(400_000)}`, 'Pay'],
  ])('when the message has %s, then it is judged as any other, never a 5xx', async (_name, ...parts) => {
    const res = await check(Buffer.from(sent(...parts), 'latin1')).expect(200);
    expect(said(answerOf(res.body))).toMatchObject({
      reasons: [{ id: 'site-spf-only' }],
      sender: { address: `billing@${SUPPLIER}` },
    });
  });

  test('when the message carries 400 DKIM signatures, each with an l= of its own over 8 MB, then it is answered unchecked, not hashed to its deadline', async () => {
    const signatures = Array.from(
      { length: 400 },
      (_, at) =>
        `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${SUPPLIER}; s=report; h=from; l=${8e6 + at}; bh=AA; b=AA`,
    );
    const res = await check(sent('Supplier', 'Invoice', signatures.join('\r\n'), `${'x'.repeat(76)}\r\n`.repeat(110_000)));
    expect(said(answerOf(res.body)).reasons).toEqual([{ id: 'no-check', domain: SUPPLIER }]);
  });

  test.each([
    ['given twice', `From: billing@${SUPPLIER}\r\nFrom: billing@${LOOKALIKE}`, 'several'],
    ['at a domain of bytes that are not UTF-8', 'From: billing@suppl\xe9\xffr.co.za', 'not-a-domain'],
    ['at a domain past 253 characters', `From: billing@${`${'a'.repeat(63)}.`.repeat(4)}co.za`, 'not-a-domain'],
    ['at a label past 63 characters', `From: billing@${'a'.repeat(64)}.co.za`, 'not-a-domain'],
    // DMARC's reader takes the supplier's domain, the page's parser another: one reading or none.
    ['read as two addresses by two parsers', `From: Supplier <billing@${SUPPLIER} (x) @${LOOKALIKE}>`, 'disagree'],
    ['missing', '', 'none'],
  ])('when the From address is %s, then "Can’t tell", saying why, and no domain named', async (_name, from, why) => {
    const res = await check(Buffer.from(atHost(`${from}\r\nSubject: Invoice\r\n\r\n${MARKER}\r\n`, SUPPLIER), 'latin1'));
    expect(said(answerOf(res.body))).toMatchObject({
      outcome: 'cant-tell',
      reasons: [{ id: 'from-unclear', why }],
      domain: null,
    });
  });

  test('when a dangerous attachment comes after 30 harmless ones, then it is still named', async () => {
    const harmless = Array.from({ length: 30 }, (_, at) => ({
      filename: `photo-${at}.jpg`,
      content: 'x',
      contentType: 'image/jpeg',
    }));
    const attachments = [...harmless, { filename: 'invoice.pdf.html', content: '<p>', contentType: 'text/html' }];
    const raw = await letter({ from: `billing@${SUPPLIER}`, text: MARKER, attachments });
    const listed = said(answerOf((await check(await atGoogle(raw, { domain: SUPPLIER, dmarc: 'pass' }))).body)).attachments;
    expect(listed[0]).toMatchObject({ name: 'invoice.pdf.html', danger: expect.any(String) });
  });

  const pdf = { 'INV-2231.pdf': '%PDF-1.4 stand-in' };
  /** The supplier's invoice, passed by Gmail, its PDF in `zip`. */
  const zippedInvoice = async (text: string, zip = zipOf({ files: pdf, password: '4417' })) =>
    atGoogle(
      await letter({
        from: `Supplier Accounts <billing@${SUPPLIER}>`,
        text: `${text} ${MARKER}`,
        attachments: [{ filename: 'INV-2231.zip', content: zip, contentType: 'application/zip' }],
      }),
      { domain: SUPPLIER, dmarc: 'pass' },
    );

  test('when a ZIP its own directory locks comes with "Password: 4417" in the text, then it is named the danger, and the call to make, in the answer, the page without JavaScript and the PDF', async () => {
    const raw = await zippedInvoice('Good day, our invoice is attached. Password: 4417');
    expect(said(answerOf((await check(raw)).body)).attachments).toEqual([
      { name: 'INV-2231.zip', type: 'application/zip', danger: 'locked-password-given' },
    ]);
    const page = textOf((await check(raw, undefined, 'invoice.eml', paths['genuine-email']).expect(200)).text);
    const summary = pdfWords((await bytesOf(check(raw, undefined, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH))).body as Buffer);
    for (const shown of [page, summary]) expect(shown).toContain(copy.danger['locked-password-given']);
    expect(summary).not.toContain(MARKER);
  });

  test('when the locked ZIP comes without its password, then it is named locked; the same ZIP unlocked, nothing', async () => {
    const withoutPassword = await zippedInvoice('Good day, our invoice is attached.');
    expect(said(answerOf((await check(withoutPassword)).body)).attachments).toMatchObject([{ danger: 'locked' }]);
    const open = await zippedInvoice('Password: 4417', zipOf({ files: pdf }));
    expect(said(answerOf((await check(open)).body)).attachments).toEqual([{ name: 'INV-2231.zip', type: 'application/zip' }]);
  });

  test('when the form’s body is cut off mid-part, then it is refused as nothing given, never a 5xx', async () => {
    const res = await form()
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send(`--cut\r\nContent-Disposition: form-data; name="${fields.pasted}"\r\n\r\n${MARKER}`)
      .expect(400);
    expect(answerOf(res.body)).toEqual({ refused: 'nothing-given' });
  });

  test('when any message has been read, then none of it is in DATA_DIR or the logs: only its size and outcome', async () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const at = path.join(dir, name);
        return statSync(at).isDirectory() ? files(at) : [at];
      });
    const kept = files(running.dataDir).filter((file) => readFileSync(file).includes(MARKER));
    expect(kept).toEqual([]);
    expect(running.site.raw.filter((line) => line.includes(MARKER) || line.includes('billing@'))).toEqual([]);
    const checked = running.site.logs.filter((line) => line.msg === 'message checked');
    expect(checked.length).toBeGreaterThan(5);
    for (const line of checked)
      expect(Object.keys(line).filter((key) => ['bytes', 'outcome'].includes(key)).length).toBeGreaterThan(0);
  });
});

describe('a place before the body', () => {
  /**
   * A form post from `from` (a loopback address of its own: another client) that sends `sent` of
   * the message's bytes and then waits: its answer's status, and `cut` to drop it.
   */
  const upload = (url: string, from: string, raw: Buffer, sent = raw.length) => {
    const head = Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="${fields.file}"; filename="m.eml"\r\nContent-Type: message/rfc822\r\n\r\n`,
    );
    const body = Buffer.concat([head, raw, Buffer.from('\r\n--x--\r\n')]);
    const req = http.request(`${url}${GENUINE_EMAIL_API_PATH}`, {
      method: 'POST',
      localAddress: from,
      headers: { Origin: url, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': body.length },
    });
    const status = new Promise<number>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', () => resolve(0));
    });
    req.write(sent === raw.length ? body : body.subarray(0, head.length + sent));
    if (sent === raw.length) req.end();
    return { status, cut: () => req.destroy() };
  };

  test('when one client holds its two places with uploads that stall, then its third is told busy at once, another client is read, and a dropped upload gives its place back', async () => {
    const site = running.site;
    const message = Buffer.from(atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' }));
    const stalled = [1, 2].map(() => upload(site.url, '127.0.0.2', message, 1000));
    // Until both have their places, a whole message from the same client is read; then it is told busy.
    await waitUntil(async () => (await upload(site.url, '127.0.0.2', message).status) === 503);
    expect(await upload(site.url, '127.0.0.3', message).status).toBe(200);
    for (const post of stalled) post.cut();
    await waitUntil(async () => (await upload(site.url, '127.0.0.2', message).status) === 200);
  });
});

describe('the page without JavaScript', () => {
  test('when the form is posted to the page, then the page comes back with the verdict and what to do next', async () => {
    const raw = atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' });
    const res = await check(raw, SUPPLIER, 'invoice.eml', paths['genuine-email']).expect(200);
    const text = textOf(res.text);
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const words of [copy.outcomes.genuine(SUPPLIER), copy.caveat, copy.step.confirmBanking]) expect(text).toContain(words);
    // The supplier named stays in the form drawn again: only the file is chosen again.
    expect(/<input[^>]*id="genuine-supplier"[^>]*>/.exec(res.text)?.[0]).toContain(`value="${SUPPLIER}"`);
  });

  /** The page's "What to do next", in order. */
  const stepsOn = (html: string) =>
    [
      ...(/<ol[^>]*data-testid="genuine-next"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(
        /<li[^>]*>([\s\S]*?)<\/li>/g,
      ),
    ].map(([, item]) => textOf(item!));
  /** A message Gmail passed (its DMARC) for the From's own domain. */
  const passedByGmail = async (fields: Parameters<typeof letter>[0]) =>
    atGoogle(await letter(fields), {
      domain: fields.from.slice(fields.from.lastIndexOf('@') + 1).replace('>', ''),
      dmarc: 'pass',
    });
  test.each([
    [
      'a genuine invoice, its supplier not named',
      async () => atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' }),
      [copy.step.nameFirst, copy.step.phoneSupplier, copy.step.confirmBanking, copy.step.secondPerson],
    ],
    [
      'a forged invoice',
      async () => atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'fail reason=000' }),
      [copy.step.doNotPay, copy.step.phoneSupplier, copy.step.report, copy.step.moneyGone],
    ],
    [
      'the director’s name from outside',
      async () =>
        passedByGmail({
          from: 'Sipho Dlamini <sipho.dlamini.office@gmail.com>',
          to: 'Thandi <accounts@kopano.co.za>, Sipho Dlamini <sipho.dlamini@kopano.co.za>',
          subject: 'Quick favour',
          text: 'Are you at your desk? I need you to do something for me quietly.',
          attachments: [],
        }),
      [copy.step.doNotPay, copy.step.phoneColleague('Sipho Dlamini'), copy.step.report, copy.step.moneyGone],
    ],
    [
      'a payment request in Afrikaans from a free mailbox',
      async () =>
        passedByGmail({
          from: 'Johan Botha <johan.botha.boere@gmail.com>',
          subject: 'Rekening vir November',
          text: 'Goeie dag, ons bankbesonderhede het verander. Betaal asseblief die uitstaande bedrag in die nuwe rekening.',
          attachments: [],
        }),
      [
        copy.step.unproven,
        copy.step.phoneSupplier,
        copy.step.confirmBanking,
        copy.step.secondPerson,
        copy.step.askIt,
        copy.step.moneyGone,
      ],
    ],
    [
      'a bank’s name from a domain that is not the bank’s',
      async () => passedByGmail({ from: 'Absa Payments <payments@absa-notify.co.za>', text: 'Proof of payment attached.' }),
      [copy.step.doNotPay, copy.step.phoneBank('Absa'), copy.step.report, copy.step.moneyGone],
    ],
    [
      'a SARS notice from a guesthouse’s mailbox, with a link to log in',
      async () =>
        passedByGmail({
          from: 'SARS eFiling <bookings@seaview-guesthouse.co.za>',
          subject: 'Your tax refund',
          text: 'Log in to eFiling to claim your refund.',
          attachments: [],
        }),
      [copy.step.doNotPay, copy.step.signInYourself('SARS'), copy.step.neverPassword, copy.step.report, copy.step.moneyGone],
    ],
    [
      'a link to review and sign from the supplier’s own mailbox',
      async () =>
        atMicrosoft(
          await letter(
            {
              from: `Supplier Accounts <legal@${SUPPLIER}>`,
              subject: 'Service agreement',
              text: 'Please review and sign the service agreement here: https://sign.example/d/4471',
              attachments: [],
              signedBy: SUPPLIER,
            },
            keys,
          ),
          { domain: SUPPLIER, compauth: 'pass reason=100' },
        ),
      [copy.step.nameFirst, copy.step.phoneSupplier, copy.step.neverPassword],
    ],
  ])('when the page answers %s, then it gives the steps that fit it, in order', async (_name, make, steps) => {
    const res = await check(await make(), undefined, 'message.eml', paths['genuine-email']).expect(200);
    expect(stepsOn(res.text)).toEqual(steps);
  });

  test('when a payment request in isiZulu comes from a free mailbox, then it is seen as one', async () => {
    const raw = await letter({
      from: 'Sipho Mthembu <mthembu.sipho@gmail.com>',
      subject: 'I-invoyisi',
      text: 'Sawubona, sicela ukhokhe i-invoyisi kule akhawunti entsha yasebhange.',
      attachments: [],
    });
    const result = said(answerOf((await check(await atGoogle(raw, { domain: 'gmail.com', dmarc: 'pass' }))).body));
    expect([result.asksForMoney, result.reasons.map(({ id }) => id)]).toEqual([
      true,
      ['free-mail', 'free-mail-invoice', 'provider-pass'],
    ]);
  });

  test('when an empty file is chosen, then the page calls it empty, with status 400', async () => {
    const res = await check(Buffer.alloc(0), undefined, 'invoice.eml', paths['genuine-email']).expect(400);
    expect(textOf(res.text)).toContain(copy.refusals['empty-file']);
  });

  test('when headers are pasted past 10 MB, then the page says so with status 413', async () => {
    const res = await form(paths['genuine-email'])
      .field(fields.pasted, 'X'.repeat(10 * 1024 * 1024 + 10))
      .expect(413);
    expect(textOf(res.text)).toContain(copy.refusals['too-large']);
  });
});

describe('the printable summary', () => {
  test('when the message is posted for it, then a PDF of the verdict, reasons, sender, date and next steps, without the message', async () => {
    const raw = atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'pass reason=100' });
    const res = await bytesOf(check(raw, SUPPLIER, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH));
    expectPdfDownload(res, copy.summaryFile('genuine', SUPPLIER, sastIsoDay(new Date())), 'private, no-store');
    const text = pdfWords(res.body as Buffer);
    const reason = copy.reason({ id: 'provider-pass', by: 'microsoft', domain: SUPPLIER });
    const sent = formatSastMinute(new Date('2026-11-20T08:15:00Z'));
    for (const words of [copy.outcomes.genuine(SUPPLIER), reason, `billing@${SUPPLIER}`, sent, copy.step.confirmBanking])
      expect(text).toContain(words);
    expect(text).not.toContain(MARKER);
  });

  /**
   * What `work` gave, and the longest /healthz kept a visitor waiting while it ran, asked every 50 ms:
   * counted from when each was due, so a loop held (the site runs in this process) counts too.
   */
  async function healthzBeside<T>(work: PromiseLike<T>): Promise<[T, number]> {
    let slowest = 0;
    let done = false;
    const timed = (async () => {
      for (let due = Date.now(); !done; due = Date.now() + 50, await sleep(50)) {
        await fetch(`${running.site.url}/healthz`);
        slowest = Math.max(slowest, Date.now() - due);
      }
    })();
    const made = await Promise.resolve(work).finally(() => (done = true));
    await timed;
    return [made, slowest];
  }

  test('when a message names 20,000 Reply-To domains, then its summary is a page or two and its page small, and /healthz answers within a second meanwhile', async () => {
    const replyTo = Array.from({ length: 20_000 }, (_, at) => `r@d${at}.co`).join(',\r\n ');
    const raw = await atGoogle((await invoice()).replace('\r\nSubject:', `\r\nReply-To: ${replyTo}\r\nSubject:`), {
      domain: SUPPLIER,
      dmarc: 'pass',
    });
    const [[summary, page], slowest] = await healthzBeside(
      Promise.all([
        bytesOf(check(raw, undefined, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH)),
        check(raw, undefined, 'invoice.eml', paths['genuine-email']).expect(200),
      ]),
    );
    expect(pdfPages(summary.body as Buffer)).toBeLessThanOrEqual(2);
    expect(page.text.length).toBeLessThan(200_000);
    expect(slowest).toBeLessThan(1000);
    const { reasons } = said(answerOf((await check(raw)).body));
    expect(reasons.filter(({ id }) => id === 'reply-elsewhere')).toEqual([
      { id: 'reply-elsewhere', header: 'Reply-To', domains: ['d0.co', 'd1.co', 'd2.co'], more: 19_997, free: false },
    ]);
  });

  // How fast the summary comes is the bench's (bench/genuine.ts); this test holds what it says and the loop kept free.
  test("when the sender's domain is 80 KB without a space, then its summary is a page or two, and /healthz answers within a second meanwhile", async () => {
    const long = `${`${'a'.repeat(62)}.`.repeat(1300)}co.za`;
    const raw = await atGoogle(await invoice(`Accounts <billing@${long}>`), { domain: SUPPLIER, dmarc: 'pass' });
    const [summary, slowest] = await healthzBeside(bytesOf(check(raw, undefined, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH)));
    expect(summary.status).toBe(200);
    expect(pdfPages(summary.body as Buffer)).toBeLessThanOrEqual(2);
    expect(slowest).toBeLessThan(1000);
  });

  test('when a forgery is posted for it, then the PDF is named by its outcome and gives the subject line, never the body', async () => {
    const raw = atMicrosoft(await invoice(), { domain: SUPPLIER, compauth: 'fail reason=000' });
    const res = await bytesOf(check(raw, undefined, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH));
    expectPdfDownload(res, copy.summaryFile('not-from', SUPPLIER, sastIsoDay(new Date())), 'private, no-store');
    const text = pdfWords(res.body as Buffer);
    for (const words of [copy.outcomes['not-from'](), 'Invoice INV-2231 for November', copy.step.doNotPay])
      expect(text).toContain(words);
    expect(text).not.toContain(MARKER);
  });

  test('when the file is refused, then a small page says why, with its status and a way back, not a PDF', async () => {
    const res = await check('%PDF-1.7', undefined, 'invoice.eml', GENUINE_EMAIL_SUMMARY_PATH).accept('html').expect(422);
    expect(res.type).toBe('text/html');
    for (const words of [copy.summaryProblem, copy.refusals['not-a-message']]) expect(textOf(res.text)).toContain(words);
    expect(res.text).toContain(`<a href="${paths['genuine-email']}">${copy.again}</a>`);
  });
});

describe('the legal documents', () => {
  test.each(['privacy-policy', 'paia-manual'] as const)(
    'when %s is read, then it names the check of a message, that it is not kept, and its lawful ground',
    async (id) => {
      const html = (await request(running.site.url).get(legalDocumentPath(id)).expect(200)).text;
      const text = textOf(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
      const paragraph =
        text
          .split(copy.title)[1]
          ?.split(/\n|\.\s(?=[A-Z])/)
          .slice(0, 4)
          .join('. ') ?? '';
      expect(paragraph).toMatch(/not (stored|kept)/);
      expect(paragraph).toContain('section 11(1)(f)');
    },
  );
});

import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { attachmentDanger } from '../../server/genuine-email/attachment-danger';
import { handedInBy } from '../../server/genuine-email/handed-in-by';
import { PASSWORD_GIVEN } from '../../server/genuine-email/message-words';
import { supplierOf } from '../../server/genuine-email/claim';
import { verdictOf, type Reading } from '../../server/genuine-email/verdict';
import { NO_SEALS, type Seals } from '../../server/genuine-email/provider-seal';
import type { Header } from '../../server/genuine-email/header';
import { whoseWord } from '../../server/genuine-email/whose-word';

/**
 * The rules of "Is this e-mail genuine?" as data: Exchange's compauth reasons (Microsoft Learn,
 * "Anti-spam message headers"), whose results count where, and an attachment's name.
 */

const SUPPLIER = 'supplier.co.za';
const header = (line: string): Header => {
  const at = line.indexOf(':');
  return { key: line.slice(0, at).toLowerCase(), value: line.slice(at + 1).trim() };
};
const exchange = (results: string, sfty = ''): Header[] =>
  [
    'Received: from mail.supplier.co.za (196.22.132.5) by JNXP275MB1234.ZAFP275.PROD.OUTLOOK.COM with Microsoft SMTP Server',
    `Authentication-Results: ${results}`,
    'X-MS-Exchange-Organization-AuthAs: Anonymous',
    `X-Forefront-Antispam-Report: CIP:196.22.132.5;SFV:NSPM;DIR:INB;${sfty}`,
  ].map(header);
/** The newest ARC set, sealed by `by` with `results`, verified or not. */
const sealed = (results: string, by = 'google.com', verified = true, more: Partial<Seals> = {}): Seals => ({
  newest: { i: 1, domain: by, verified, results, bodyChanged: false },
  below: [],
  uncovered: null,
  ...more,
});
/** The newest set's seal as it stands in the header block, above the provider's hops. */
const SEAL = header('ARC-Seal: i=1; a=rsa-sha256; t=1763626503; cv=none; d=microsoft.com; s=arcselector10001; b=AbC=');
const reading = (headers: Header[], more: Partial<Reading> = {}, seals = NO_SEALS): Reading => ({
  from: { name: 'Supplier Accounts', address: `billing@${SUPPLIER}` },
  word: whoseWord(headers, seals, 'kopano.co.za'),
  own: null,
  transport: true,
  inlineForward: false,
  replyTo: [],
  returnPath: null,
  recipient: 'kopano.co.za',
  supplier: { domain: SUPPLIER },
  colleagues: [],
  asksForMoney: true,
  ...more,
});

test.each([
  ['pass reason=100', 'pass', ['genuine', 'microsoft', 'provider-pass']],
  ['pass reason=701', 'pass', ['genuine', 'microsoft', 'provider-pass']],
  ['pass reason=130', 'fail', ['genuine', 'microsoft', 'arc-forward']],
  ['fail reason=000', 'fail', ['not-from', 'microsoft', 'provider-fail']],
  ['fail reason=001', 'fail', ['cant-tell', 'microsoft', 'policy-none']],
  ['none reason=001', 'none', ['cant-tell', 'microsoft', 'not-protected']],
  // Mimecast in front, p=reject published: Microsoft read no DNS, so nothing is said of it.
  ['none reason=905', 'none', ['cant-tell', null, 'provider-skipped']],
  ['none reason=451', 'none', ['cant-tell', null, 'provider-skipped']],
  ['none reason=102', 'none', ['cant-tell', 'microsoft', 'no-check']],
  ['softpass reason=201', 'pass', ['cant-tell', 'microsoft', 'weak-pass']],
  ['fail reason=601', 'fail', ['not-from', 'microsoft', 'own-domain-spoof']],
] as const)(
  "Exchange Online's compauth=%s, dmarc=%s, reads %j (outcome, checked by, first reason)",
  (compauth, dmarc, expected) => {
    const verdict = verdictOf(
      reading(exchange(`spf=pass smtp.mailfrom=${SUPPLIER}; dmarc=${dmarc} header.from=${SUPPLIER};compauth=${compauth}`)),
    );
    expect([verdict.outcome, verdict.checkedBy, verdict.reasons[0]?.id]).toEqual(expected);
  },
);

test.each([
  [
    'let through unchecked behind Mimecast, its signature verified by the site',
    { gateway: 'Mimecast', own: { dmarc: 'pass', spf: 'none', dkim: 'pass' } },
    'compauth=none reason=905',
    ['genuine', 'site', { id: 'provider-skipped', by: 'microsoft', gateway: 'Mimecast' }],
  ],
  [
    'sent inside the organisation (AuthAs: Internal), where Exchange writes no DMARC result',
    { internal: true, from: { name: 'Sipho Dlamini', address: 'sipho@kopano.co.za' }, supplier: null },
    'compauth=none reason=001',
    ['genuine', 'microsoft', { id: 'internal', by: 'microsoft', domain: 'kopano.co.za' }],
  ],
  [
    'results that speak of another domain than the From the page names',
    {},
    'dmarc=pass header.from=attacker.co.za;compauth=pass reason=100',
    ['cant-tell', null, { id: 'results-elsewhere', about: 'attacker.co.za', domain: SUPPLIER }],
  ],
  [
    'a From line two readings disagree on',
    { from: null, fromUnclear: 'disagree' },
    'compauth=pass reason=100',
    ['cant-tell', null, { id: 'from-unclear', why: 'disagree' }],
  ],
] as const)('as Microsoft 365 means it: %s', (_name, more, results, [outcome, by, first]) => {
  const verdict = verdictOf(reading(exchange(results), more as Partial<Reading>));
  expect([verdict.outcome, verdict.checkedBy, verdict.reasons[0]]).toEqual([outcome, by, first]);
});

const GMAIL_PASS = `mx.google.com; dmarc=pass header.from=${SUPPLIER}`;
const gmailHops = [
  'ARC-Seal: i=1; a=rsa-sha256; t=1763626503; cv=none; d=google.com; s=arc-20240605; b=AbC=',
  'Received: by 2002:a05:6a10:8e0b with SMTP id x11csp1',
  'Received: from x by mx.google.com with ESMTPS id a1',
  `Authentication-Results: ${GMAIL_PASS}`,
].map(header);
const EXCHANGE_PASS = 'compauth=pass reason=100';
test.each([
  [
    "Exchange's results without its own X-MS-Exchange-Organization headers",
    exchange(EXCHANGE_PASS).filter((h) => !h.key.startsWith('x-ms-')),
    NO_SEALS,
    null,
  ],
  [
    "Gmail's id under a South African host's Received line (written by the sender)",
    [
      'Received: from mail.supplier.co.za by mail.hostafrica.example (Postfix)',
      'Received: from x by mx.google.com with ESMTPS id a1',
      `Authentication-Results: ${GMAIL_PASS}`,
    ].map(header),
    sealed(GMAIL_PASS),
    null,
  ],
  ["Gmail's id under Gmail's own hops, without Google's seal", gmailHops, NO_SEALS, null],
  ["Gmail's id under Gmail's own hops, under Google's seal", gmailHops, sealed(GMAIL_PASS), 'google sealed'],
  ["Gmail's id under Gmail's own hops, Google's seal not verifying", gmailHops, sealed(GMAIL_PASS, 'google.com', false), null],
  [
    "Gmail's id under Gmail's own hops, a forwarder's seal the newest",
    gmailHops,
    sealed(GMAIL_PASS, 'attacker-mail.co.za'),
    null,
  ],
  ['results with no Received line above them', [`Authentication-Results: ${GMAIL_PASS}`].map(header), sealed(GMAIL_PASS), null],
  ["Exchange's results with its own headers, no seal", exchange(EXCHANGE_PASS), NO_SEALS, 'microsoft placed'],
  [
    "Exchange's results under Microsoft's seal",
    [SEAL, ...exchange(EXCHANGE_PASS)],
    sealed('mx.microsoft.com 1; dmarc=pass', 'microsoft.com'),
    'microsoft sealed',
  ],
  [
    "Exchange's results, Microsoft's seal not verifying",
    exchange(EXCHANGE_PASS),
    sealed('dmarc=pass', 'microsoft.com', false),
    null,
  ],
] as const)('whose word counts: %s', (_name, headers, seals, trusted) => {
  const word = whoseWord(headers, seals).trusted;
  expect(word && `${word.by} ${word.proof}`).toBe(trusted);
});

const MICROSOFT_SEALED = (to: string) =>
  `mx.microsoft.com 1; spf=pass smtp.rcpttodomain=${to} smtp.mailfrom=${SUPPLIER}; dmarc=pass action=none header.from=${SUPPLIER}; arc=none`;
const EXCHANGE_SAME_HOP = `spf=pass smtp.mailfrom=${SUPPLIER}; dmarc=pass action=none header.from=${SUPPLIER};compauth=pass reason=100`;
test.each([
  // Gmail changes no body after sealing: a text changed since is someone else's.
  ['a body changed since Google sealed it', gmailHops, GMAIL_PASS, 'google.com', 'cant-tell', ['text-changed', 'provider-pass']],
  // Microsoft 365's own mail-flow rules add banners after its seal: believed only on the clerk's own delivery.
  [
    "a body changed since Microsoft sealed the clerk's own delivery",
    [SEAL, ...exchange(EXCHANGE_SAME_HOP)],
    MICROSOFT_SEALED('kopano.co.za'),
    'microsoft.com',
    'genuine',
    ['provider-pass', 'body-changed'],
  ],
  [
    'a body changed since Microsoft sealed a delivery that names no recipient',
    [SEAL, ...exchange(EXCHANGE_SAME_HOP)],
    `mx.microsoft.com 1; spf=pass smtp.mailfrom=${SUPPLIER}; dmarc=pass action=none header.from=${SUPPLIER}; arc=none`,
    'microsoft.com',
    'cant-tell',
    ['text-changed', 'provider-pass'],
  ],
] as const)('what the proof leaves open: %s reads %s', (_name, headers, results, by, outcome, reasons) => {
  const seals = sealed(results, by);
  const verdict = verdictOf(
    reading([...headers], { supplier: { domain: SUPPLIER } }, { ...seals, newest: { ...seals.newest!, bodyChanged: true } }),
  );
  expect([verdict.outcome, verdict.reasons.map((reason) => reason.id)]).toEqual([outcome, reasons]);
});

test('what the proof leaves open: text after a signature’s l= length reads cant-tell', () => {
  const verdict = verdictOf(reading(gmailHops, {}, sealed(GMAIL_PASS, 'google.com', true, { uncovered: SUPPLIER })));
  expect([verdict.outcome, verdict.reasons.map((reason) => reason.id)]).toEqual([
    'cant-tell',
    ['uncovered-text', 'provider-pass'],
  ]);
});

test.each([
  [{ own: { dmarc: 'fail', spf: 'softfail', dkim: 'fail' } }, 'cant-tell', ['no-check', 'site-dkim-fail']],
  [{ own: { dmarc: 'none', spf: 'pass', dkim: 'none' } }, 'cant-tell', ['not-protected']],
  [{ own: { dmarc: 'fail', spf: 'none', dkim: 'no-key' } }, 'cant-tell', ['no-check', 'dkim-no-key']],
  [
    { from: { name: 'accounts@supplier.co.za', address: 'pay@invoices-online.example' } },
    'not-from',
    ['display-address', 'no-check'],
  ],
  [
    {
      from: { name: '', address: 'supplier.invoices@gmail.com' },
      supplier: null,
      own: { dmarc: 'pass', spf: 'pass', dkim: 'pass' },
    },
    'cant-tell',
    ['free-mail', 'free-mail-invoice', 'provider-pass'],
  ],
  [
    { from: { name: '', address: 'billing@kopan0.co.za' }, supplier: null, own: { dmarc: 'pass', spf: 'pass', dkim: 'pass' } },
    'not-from',
    ['lookalike', 'provider-pass'],
  ],
] as const)("the site's own check and the sender's signs: %j reads %s", (more, outcome, reasons) => {
  const verdict = verdictOf(reading([header('Received: from x [196.22.132.5] by mail.host.example')], more as Partial<Reading>));
  expect([verdict.outcome, verdict.reasons.map((reason) => reason.id)]).toEqual([outcome, reasons]);
});

test('Exchange\'s SFTY 9.20 (user impersonation) makes a passed message "not from who it claims"; 9.25 (first contact) only notes it', () => {
  const results = `dmarc=pass header.from=${SUPPLIER};compauth=pass reason=100`;
  expect(verdictOf(reading(exchange(results, 'SFTY:9.20;'))).outcome).toBe('not-from');
  expect(verdictOf(reading(exchange(results, 'SFTY:9.25;')))).toMatchObject({
    outcome: 'genuine',
    reasons: [{}, { id: 'first-contact' }, { id: 'provider-placed' }],
  });
});

test.each([
  [
    'replies steered to a look-alike of the sender’s own domain',
    { replyTo: ['accounts@suplier.co.za'] },
    { outcome: 'not-from', has: { id: 'reply-lookalike', domain: 'suplier.co.za', of: SUPPLIER }, not: 'reply-elsewhere' },
  ],
  [
    'an address that spells another domain in front of its own',
    { from: { name: 'Kopano IT', address: 'accounts@kopano-it.co.za.pay-secure.com' }, supplier: null },
    {
      outcome: 'cant-tell',
      has: { id: 'under-another', shows: 'kopano-it.co.za', domain: 'pay-secure.com' },
      not: 'display-address',
    },
  ],
  [
    'the very free mailbox the clerk named',
    { from: { name: 'Jan Loodgieter', address: 'jan.loodgieter@gmail.com' }, supplier: supplierOf('jan.loodgieter@gmail.com') },
    { outcome: 'genuine', has: { id: 'named-mailbox', address: 'jan.loodgieter@gmail.com' }, not: 'free-mail-invoice' },
  ],
] as const)('the words that say why: %s', (_name, more, { outcome, has, not }) => {
  const host = (more as Partial<Reading>).from?.address.split('@').pop() ?? SUPPLIER;
  const verdict = verdictOf(reading(google(host), more as Partial<Reading>, sealed(GMAIL_PASS.replace(SUPPLIER, host))));
  expect([verdict.outcome, verdict.reasons]).toEqual([outcome, expect.arrayContaining([has])]);
  expect(verdict.reasons.map((reason) => reason.id)).not.toContain(not);
});

test('a free mailbox named by its address is headed by that address, not by the free-mail domain', () => {
  const reasons = [{ id: 'named-mailbox', address: 'jan.loodgieter@gmail.com' }] as const;
  expect(copy.headline({ outcome: 'genuine', domain: 'gmail.com', reasons: [...reasons] })).toBe(
    copy.outcomes.genuine('jan.loodgieter@gmail.com'),
  );
});

test("Exchange's SFTY 9.20 puts the person named at stake: the steps name them, not the supplier", () => {
  const results = `dmarc=pass header.from=gmail.com;compauth=pass reason=100`;
  const verdict = verdictOf(
    reading(exchange(results, 'SFTY:9.20;'), { from: { name: 'Sipho Dlamini', address: 'sipho.dlamini.za@gmail.com' } }),
  );
  expect([verdict.outcome, verdict.stake]).toEqual(['not-from', { kind: 'colleague', name: 'Sipho Dlamini' }]);
});

test.each([
  ['invoice.pdf', undefined],
  ['invoice.pdf.html', 'hidden-ending'],
  ['Statement.XLSX.exe', 'hidden-ending'],
  ['remittance.htm', 'runs'],
  ['scan.iso', 'runs'],
  ['disk.img', 'runs'],
  ['setup.exe', 'runs'],
  ['payment.js', 'runs'],
  ['invoice.docm', 'runs'],
  ['ledger.xlsm', 'runs'],
  ['report.2026.pdf', undefined],
])('an attachment named %s is %s', (name, danger) => {
  expect(attachmentDanger(name)).toBe(danger);
});

test.each([
  ['Password: 4417', true],
  ['The password is Inv2231, please open the attachment.', true],
  ['pw 4417', true],
  ['PWD=Nov26', true],
  ['Wagwoord:\n4417', true],
  ['Iphasiwedi: 4417', true],
  ['Forgot your password? Reset it here.', false],
  ['Your password expires soon', false],
  ['The document is protected: use the password we agreed.', false],
])('a password given in %j: %p', (text, given) => {
  expect(PASSWORD_GIVEN.test(text)).toBe(given);
});

/** Gmail's own hops and its DMARC pass for `domain`, under its seal: the provider proves the From domain, the claim decides the rest. */
const google = (domain: string): Header[] => gmailHops.map((line) => ({ ...line, value: line.value.replace(SUPPLIER, domain) }));

test.each([
  ['Umoya Logistics Accounts <umoya.logistics.accounts@gmail.com>', null, [], 'not-from', 'free-mail-name'],
  ['Umoya Logistics Accounts <accounts@urnoyalogistics.co.za>', null, [], 'not-from', 'lookalike'],
  ['Kopano IT Support <support@kopano-it.co>', null, [], 'not-from', 'lookalike'],
  // A domain that spells the name given is what its registrant chose (issue: kopanoit.co.za).
  ['Accounts <billing@umoyalogistics.co.za>', 'Umoya Logistics', [], 'cant-tell', 'nobody-named'],
  ['Accounts <billing@umoya-logistics.co.za>', 'Umoya Logistics (Pty) Ltd', [], 'cant-tell', 'nobody-named'],
  ['Accounts <billing@urnoyalogistics.co.za>', 'Umoya Logistics', [], 'not-from', 'lookalike'],
  ['Umoya Logistics <billing@umoya.logistics@gmail.com>', 'Umoya Logistics', [], 'not-from', 'free-mail-name'],
  ['Accounts <billing@invoices-online.co.za>', 'Umoya Logistics', [], 'cant-tell', 'name-unmatched'],
  ['Sipho Dlamini <sipho.dlamini.office@gmail.com>', null, ['Sipho Dlamini'], 'not-from', 'colleague-outside'],
  ['Sipho Dlamini <sipho@dlamini-consulting.co.za>', null, ['sipho.dlamini'], 'not-from', 'colleague-outside'],
  ['Sipho Dlamini <sipho@dlamini-consulting.co.za>', 'sipho@kopano.co.za', [], 'not-from', 'colleague-outside'],
  ['Sipho Dlamini <sipho@kopano.co.za>', 'sipho@kopano.co.za', [], 'genuine', 'provider-pass'],
  ['Thandi Nkosi <thandi.nkosi@gmail.com>', null, [], 'cant-tell', 'free-mail'],
  ['Thandi Nkosi <thandi@supplier.co.za>', null, ['Sipho Dlamini'], 'cant-tell', 'nobody-named'],
  ['Thandi Nkosi <thandi@supplier.co.za>', 'https://www.supplier.co.za/contact', [], 'genuine', 'provider-pass'],
  ['Thandi Nkosi <thandi@supplier.co.za>', '<>?!', [], 'cant-tell', 'supplier-unusable'],
  // Nothing the sender wrote earns it: its name spelling its domain, word for word, is asked about.
  ['Umoya Logistics <accounts@umoyalogistics.co.za>', null, [], 'cant-tell', 'nobody-named'],
  ['Boland Drukwerk <rekeninge@bolanddrukwerk.co.za>', null, [], 'cant-tell', 'nobody-named'],
  ['Umoya Logistics <accounts@umoyalogistics.co.za>', 'accounts@umoyalogistics.co.za', [], 'genuine', 'provider-pass'],
  ['Supplier Accounts <billing@supplier.co.za>', null, [], 'cant-tell', 'nobody-named'],
  ['SARS <noreply@sars.gov.za>', null, [], 'genuine', 'provider-pass'],
  ['eFiling <noreply@sars.gov.za>', null, [], 'genuine', 'provider-pass'],
  // Earned, not assumed: a foreign letter, a prefix of the name, an institution's name, a platform.
  ['Kopano IT <billing@kоpano-it.co.za>', null, [], 'not-from', 'lookalike'],
  ['Kopano IT <billing@xn--kpano-it-nbh.co.za>', null, [], 'not-from', 'lookalike'],
  ['Sipho Dlamini <sipho@ѕupplier.co.za>', null, [], 'cant-tell', 'foreign-letters'],
  ['Accounts <billing@suppiier.co.za>', 'supplier.co.za', [], 'not-from', 'lookalike'],
  ['Umoya Logistics <accounts@umoyalogistic.co.za>', 'Umoya Logistics', [], 'not-from', 'lookalike'],
  ['Umoya Logistics <accounts@umoyalogistic.co.za>', null, [], 'not-from', 'lookalike'],
  ['Absa Payments <payments@absa-notify.co.za>', null, [], 'not-from', 'institution'],
  ['Absa <payments@absa-notify.co.za>', 'Absa', [], 'not-from', 'institution'],
  ['Absa <payments@absa.co.za>', null, [], 'genuine', 'provider-pass'],
  ['SARS eFiling <noreply@seaview-guesthouse.co.za>', null, [], 'not-from', 'institution'],
  ['Umoya Logistics <messaging-service@post.xero.com>', 'umoyalogistics.co.za', [], 'cant-tell', 'platform'],
  ['Kopano <quickbooks@notification.intuit.com>', null, [], 'cant-tell', 'platform'],
  ['Umoya Logistics <umoya.logistics@pm.me>', null, [], 'not-from', 'free-mail-name'],
  ['Umoya Logistics <umoya.logistics@gmx.de>', null, [], 'not-from', 'free-mail-name'],
  // The free-mail list holds some universities' own domains: not mail anyone can open.
  ['UCT Finance <finance@uct.ac.za>', null, [], 'cant-tell', 'nobody-named'],
] as const)(
  'who it claims to be: %s, the supplier given as %p, colleagues %j, reads %s (first reason %s)',
  (sender, given, colleagues, outcome, first) => {
    const [, name, address] = /^(.*) <(.*)>$/.exec(sender)!;
    const domain = address!.slice(address!.lastIndexOf('@') + 1);
    const verdict = verdictOf(
      reading(
        google(domain),
        { from: { name: name!, address: address! }, supplier: supplierOf(given), colleagues },
        sealed(GMAIL_PASS.replace(SUPPLIER, domain)),
      ),
    );
    expect([verdict.outcome, verdict.reasons[0]?.id]).toEqual([outcome, first]);
    if (given && 'unusable' in supplierOf(given)!) expect(verdict.reasons).toContainEqual({ id: 'supplier-unusable', given });
  },
);

test.each([
  ['supplier.co.za', { domain: 'supplier.co.za' }],
  ['Accounts@Mail.Supplier.co.za', { address: 'accounts@mail.supplier.co.za', domain: 'supplier.co.za' }],
  ['https://www.supplier.co.za/contact', { domain: 'supplier.co.za' }],
  ['Smith & Sons (Pty) Ltd', { name: 'Smith & Sons (Pty) Ltd' }],
  ['Müller Bau', { name: 'Müller Bau' }],
  ['accounts@supplier', { unusable: 'accounts@supplier' }],
  ['https://', { unusable: 'https://' }],
  ['   ', null],
])('the supplier field %p reads as %j', (given, read) => {
  expect(supplierOf(given)).toEqual(read);
});

test.each([
  [
    'Postfix, the HELO an address the supplier may send from',
    ['from [40.107.22.33] (unknown [185.220.101.66]) by mx.host.example'],
    '185.220.101.66',
  ],
  [
    'Postfix, a HELO with parentheses of its own',
    ['from x([40.107.22.33]) (unknown [185.220.101.66]) by mx.host.example'],
    '185.220.101.66',
  ],
  [
    'Postfix, with reverse DNS',
    ['from mail.supplier.co.za (mail.supplier.co.za [196.22.132.5]) by mx.host.example'],
    '196.22.132.5',
  ],
  [
    'Exim, a verified name',
    ['from mail.supplier.co.za ([196.22.132.5]:41234 helo=[40.107.22.33]) by mx.host.example'],
    '196.22.132.5',
  ],
  ['Exim, no verified name', ['from [196.22.132.5] (port=41234 helo=[40.107.22.33]) by mx.host.example'], '196.22.132.5'],
  [
    'Exchange Online',
    ['from mail.supplier.co.za (196.22.132.5) by JNXP275MB1234.ZAFP275.PROD.OUTLOOK.COM (10.167.244.12)'],
    '196.22.132.5',
  ],
  ['a HELO and nothing the server wrote', ['from [40.107.22.33] by mx.host.example'], undefined],
  [
    'a private address on top, the permitted one below it',
    [
      'from localhost (localhost [127.0.0.1]) by mx.host.example',
      'from mail.supplier.co.za (mail.supplier.co.za [40.107.22.33]) by relay',
    ],
    undefined,
  ],
  [
    "the mailbox store's line without a from clause above the border server's",
    [
      'by 2002:a05:6a10:8e0b with SMTP id x11csp1',
      'from mail.supplier.co.za (mail.supplier.co.za. [196.22.132.5]) by mx.google.com',
    ],
    '196.22.132.5',
  ],
])('who handed it in: %s', (_name, lines, address) => {
  expect(handedInBy(lines.map((line) => header(`Received: ${line}`)))).toBe(address);
});

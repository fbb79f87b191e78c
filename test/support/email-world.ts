import { generateKeyPairSync, randomInt, X509Certificate } from 'node:crypto';
import { dnsHost } from '../../shared/catalogue/dns-hosts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmailCheckSettings } from '../../server/email-security/email-checker';
import { parseBlocklists } from '../../server/email-security/blocklists';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { parseNetworks } from '../../server/email-security/public-address';
import * as lab from './email-lab';
import { LAB_BLOCKLIST, reputationZones } from './reputation-zones';

/** weak.co.za's name servers: two of a DNS host the table knows (shared/catalogue/dns-hosts.ts). */
export const WEAK_DNS_HOST = 'cloudflare' as const;
export const WEAK_NAME_SERVERS = ['ada', 'bob'].map((first) => `${first}.${dnsHost(WEAK_DNS_HOST)!.ns[0]}`);
/** Their addresses: the lab's name server, which "is it live?" asks at its port. */
const weakNameServers: lab.LabZone = { name: dnsHost(WEAK_DNS_HOST)!.ns[0]!, records: ['ada A 127.0.0.1', 'bob A 127.0.0.1'] };
/** delegated.co.za's: a DNS host the table does not know. */
export const ELSEWHERE_NAME_SERVERS = ['ns1.dns-elsewhere.net', 'ns2.dns-elsewhere.net'];

/**
 * Each world's peers sit in a /24 of loopback of its own (127.1-250.0-249.x), so test files that
 * start one at the same time never share a port: .16/28 is "public" for the check, .2 is not.
 */
const worldNetwork = () => `127.${1 + randomInt(250)}.${randomInt(250)}`;

/** A DKIM key record, its base64 cut into strings a zone file takes (at most 255 characters each). */
const dkim = (bits: number) => {
  const der = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ type: 'spki', format: 'der' });
  const pieces = `v=DKIM1; k=rsa; p=${der.toString('base64')}`.match(/.{1,200}/g) ?? [];
  return pieces.map((piece) => `"${piece}"`).join(' ');
};

const sentFromStrong = ['@ MX 10 mx.strong.co.za.', '_dmarc TXT "v=DMARC1; p=reject"'];

const chain = Array.from({ length: 11 }, (_, at) => `l${at} TXT "v=spf1 include:l${at + 1}.lookups.co.za -all"`);

/**
 * The record checks' cases, each a name under cases.co.za that takes no mail and has no website:
 * shared (two includes sharing one record: 12 lookups), void-include, voids (3 names that hold
 * nothing), loop, soft (~all under p=reject; only a revoked DKIM key), neutral (?all; p=reject
 * weakened by sp, pct and t, reports to a domain that has not agreed, one that has and one whose
 * DNS fails; a tag no RFC defines; a broken DKIM key), noall, far (more names than the SPF walk
 * reads), two-keys (a broken DKIM key beside a sound one), literal (an MX naming an address),
 * redirect (one SPF record handing the rest to another with redirect=, and an unknown modifier),
 * merge-voids (two SPF records naming 3 names that hold nothing between them), quiet (p=reject
 * weakened by sp=none), typo and typo-open (an ip4: with a port, ending in ~all (beside an unknown
 * modifier) and +all), open (+all). auth.co.za agrees to take neutral's reports.
 */
const spf = (name: string, terms: string) => `${name} TXT "v=spf1 ${terms}"`;
/** Tags no RFC defines, which receivers ignore: a stranger's words, never in a record to publish. */
export const STRANGER_WORDS = 'URGENT: your domain is blocked. Call Kopano IT support on +27 11 555 0199';
const strangerSpf = `x=${STRANGER_WORDS.replace(/ /g, '.')}/https://kopano-it-support.evil.co.za/login`;
const recordCases = (): lab.LabZone[] => [
  {
    name: 'cases.co.za',
    records: [
      ...[
        'shared',
        'void-include',
        'voids',
        'loop',
        'soft',
        'neutral',
        'noall',
        'far',
        'two-keys',
        'redirect',
        'merge-voids',
        'quiet',
        'typo',
        'typo-open',
        'open',
      ].map((name) => `${name} MX 0 .`),
      spf('shared', 'include:a.shared.cases.co.za include:b.shared.cases.co.za -all'),
      ...['a.shared', 'b.shared'].map((name) => spf(name, 'include:common.shared.cases.co.za -all')),
      spf('common.shared', [1, 2, 3, 4].map((n) => `include:n${n}.shared.cases.co.za`).join(' ') + ' -all'),
      ...[1, 2, 3, 4].map((n) => spf(`n${n}.shared`, `ip4:192.0.2.${n} -all`)),
      spf('void-include', 'include:gone.cases.co.za -all'),
      spf('voids', 'a:x1.cases.co.za a:x2.cases.co.za mx:x3.cases.co.za -all'),
      spf('loop', 'include:loop2.cases.co.za -all'),
      spf('loop2', 'include:loop.cases.co.za -all'),
      spf('soft', 'ip4:192.0.2.1 ~all'),
      '_dmarc.soft TXT "v=DMARC1; p=reject"',
      'default._domainkey.soft TXT "v=DKIM1; p="',
      spf('neutral', 'ip4:192.0.2.1 ?all'),
      `_dmarc.neutral TXT "v=DMARC1; p=reject; sp=none; pct=50; t=y; adkim=s; rua=mailto:d@reports.co.za,mailto:ok@auth.co.za,mailto:r@bogus.co.za" "; x=${STRANGER_WORDS} or visit https://kopano-it-support.evil.co.za/login"`,
      'selector1._domainkey.neutral TXT "v=DKIM1; k=rsa; p=bm90IGEga2V5"',
      spf('noall', 'ip4:192.0.2.1'),
      spf('redirect', `ip4:192.0.2.1 ${strangerSpf} redirect=to.redirect.cases.co.za`),
      spf('to.redirect', 'ip4:198.51.100.0/24 ~all'),
      spf('typo', `ip4:192.0.2.1:25 ${strangerSpf} ~all`),
      spf('typo-open', 'ip4:192.0.2.1:25 +all'),
      spf('open', 'ip4:192.0.2.1 +all'),
      spf('merge-voids', 'a:y1.cases.co.za ip4:192.0.2.1 ~all'),
      spf('merge-voids', 'a:y2.cases.co.za a:y3.cases.co.za ip4:192.0.2.2 ~all'),
      '_dmarc.quiet TXT "v=DMARC1; p=reject; sp=none"',
      // Seven names with IPv6 only: two questions each, past what the walk reads, within 10 lookups.
      spf('far', [1, 2, 3, 4, 5, 6, 7].map((n) => `a:v6-${n}.cases.co.za`).join(' ') + ' -all'),
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `v6-${n} AAAA 2001:db8::${n}`),
      'nothing MX 0 .',
      spf('nothing', '-all'),
      'selector1._domainkey.two-keys TXT "v=DKIM1; k=rsa; p=bm90IGEga2V5"',
      `selector2._domainkey.two-keys TXT ${dkim(2048)}`,
      'literal MX 10 198.51.100.7.',
    ],
  },
  { name: 'auth.co.za', records: ['neutral.cases.co.za._report._dmarc TXT "v=DMARC1"'] },
  // Signed under a DS in co.za that matches its key: through a resolver that does not validate, only the DS tells.
  // Served by name servers no DNS host in the table has: the general steps, naming them.
  { name: 'delegated.co.za', dnssec: 'delegated', ns: ELSEWHERE_NAME_SERVERS, records: ['@ MX 0 .'] },
  weakNameServers,
];

/** What a stranger's MX may say to whoever shows it: spaces, a colon and slashes written as a zone file takes them. */
export const SENTENCE_MX_TEXT = 'URGENT: mailbox suspended - call billing +27115550199.or pay at http://pay.example';
const SENTENCE_MX = `${SENTENCE_MX_TEXT.replace(/[^A-Za-z0-9._-]/g, (char) => `\\${String(char.charCodeAt(0)).padStart(3, '0')}`)}.`;

/**
 * Look-alikes beside kopano.co.za (which takes no mail itself): kopan0.co.za receives e-mail and has
 * a website, kopano.com has a website only, kopnao.co.za takes no e-mail (a null MX); lekker.co.za's
 * one look-alike, lekker.africa, has a website only. Unsigned zones for com, africa, org.za and
 * net.za say that their other names do not exist, as the real ones would, where Unbound would
 * otherwise refuse them (the look-alike finding counts a refused name as not checked).
 */
const lookalikeCases = (): lab.LabZone[] => [
  { name: 'kopano.co.za', records: ['@ MX 0 .'] },
  { name: 'kopan0.co.za', records: ['@ MX 10 mail.elsewhere.co.za.', '@ A 192.0.2.10'] },
  { name: 'kopnao.co.za', records: ['@ MX 0 .'] },
  { name: 'lekker.co.za', records: ['@ MX 0 .'] },
  // rogue.co.za's MX, and the MX of its look-alike r0gue.co.za, name a sentence, not a host (a label may hold spaces).
  { name: 'rogue.co.za', records: [`@ MX 10 ${SENTENCE_MX}`] },
  { name: 'r0gue.co.za', records: [`@ MX 10 ${SENTENCE_MX}`] },
  // twin.co.za's .com sends its mail to twin.co.za's own mail server: the same owner's.
  { name: 'twin.co.za', records: ['@ MX 10 mx.strong.co.za.'] },
  // Records to publish that a test publishes with knotc, then asks "is it live?" (its NS: ns.co.za).
  { name: 'live.co.za', dnssec: 'unsigned', records: ['@ MX 10 mx.strong.co.za.', '@ TXT "v=spf1 mx ~all"'] },
  // The owner of the issue's story: DMARC at p=none, no MTA-STS; its policy is served at .29 once mta-sts has an address.
  {
    name: 'fixme.co.za',
    dnssec: 'unsigned',
    records: ['@ MX 10 mx.strong.co.za.', '@ TXT "v=spf1 mx -all"', '_dmarc TXT "v=DMARC1; p=none"'],
  },
  // No DMARC record (the record advised starts at p=none), and one at p=none with its own report
  // address (the record advised moves to p=quarantine): each offer, published, must read live.
  { name: 'weakling.co.za', dnssec: 'unsigned', records: ['@ MX 10 mx.strong.co.za.', '@ TXT "v=spf1 mx -all"'] },
  {
    name: 'halfway.co.za',
    dnssec: 'unsigned',
    records: [
      '@ MX 10 mx.strong.co.za.',
      '@ TXT "v=spf1 mx -all"',
      '_dmarc TXT "v=DMARC1; p=none; rua=mailto:dmarc@halfway.co.za"',
    ],
  },
  // Two DMARC records, one enforcing and one with the domain's report address: receivers take neither.
  {
    name: 'twodmarc.co.za',
    dnssec: 'unsigned',
    records: [
      '@ MX 10 mx.strong.co.za.',
      '@ TXT "v=spf1 mx -all"',
      '_dmarc TXT "v=DMARC1; p=reject"',
      '_dmarc TXT "v=DMARC1; p=none; rua=mailto:dmarc@twodmarc.co.za"',
      // keep.twodmarc.co.za: the stricter of its two already names every report address the other does.
      'keep MX 10 mx.strong.co.za.',
      '_dmarc.keep TXT "v=DMARC1; p=none; rua=mailto:dmarc@twodmarc.co.za"',
      '_dmarc.keep TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@twodmarc.co.za"',
    ],
  },
  // Two SPF records, as a second added beside the first at a DNS host's form: each lets one sender.
  {
    name: 'twice.co.za',
    dnssec: 'unsigned',
    records: [
      '@ MX 10 mx.strong.co.za.',
      '@ TXT "v=spf1 ip4:192.0.2.1 include:strong.co.za ~all"',
      '@ TXT "v=spf1 ip4:192.0.2.2 mx -all"',
    ],
  },
  {
    name: 'com',
    records: [
      'kopano A 192.0.2.11',
      'twin MX 10 mx.strong.co.za.',
      // Microsoft's record (its IPv4 part), which m365.co.za includes: refused before com was served, missing once it is.
      'spf.protection.outlook TXT "v=spf1 ip4:40.92.0.0/15 ip4:40.107.0.0/16 ip4:52.100.0.0/14 ip4:104.47.0.0/17 -all"',
    ],
  },
  { name: 'africa', records: ['lekker A 192.0.2.12'] },
  { name: 'org.za', records: [] },
  // ab.net.za has 12 look-alikes, more than a finding lists: only an.net.za, nearly the last asked, takes e-mail.
  {
    name: 'net.za',
    records: [
      ...['ab', 'ba', 'a', 'b', 'aab', 'abb', 'a-b', 'qb', 'wb', 'sb', 'zb', 'av'].map((name) => `${name} MX 0 .`),
      'an MX 10 mail.elsewhere.co.za.',
    ],
  },
];

/**
 * The outside review's DMARC record: about 60 KB of report addresses without a space, in strings of
 * 255 characters (a TXT string's most), one record, its answer under DNS's 65,535 bytes.
 */
export const HUGE_DMARC = `v=DMARC1;p=none;rua=${Array.from({ length: 2550 }, (_, at) => `mailto:r${at}@huge.co.za`).join(',')}`;
const hugeDmarc = (HUGE_DMARC.match(/.{1,255}/g) ?? []).map((piece) => `"${piece}"`).join(' ');

/** A server of about 2012 that speaks TLS 1.0 only: OpenSSL 3 offers so old a version only at security level 0. */
const TLS_1_0_ONLY = { minVersion: 'TLSv1', maxVersion: 'TLSv1', ciphers: 'DEFAULT@SECLEVEL=0' } as const;

/**
 * The cases of the checks that connect, each domain's mail server (mx.<domain>) and website on one
 * address. At .27 each certificate problem, chosen by the name the client asks for:
 * expired.co.za, soon.co.za (lapsing in 4 days), misnamed.co.za (issued for elsewhere.co.za), self-signed.co.za, unknown-ca.co.za
 * (from an authority nobody trusts), not-yet.co.za, short-key.co.za (RSA, 1,024 bits) and sha1.co.za
 * (signed with SHA-1). At .28 old-tls.co.za speaks TLS 1.0 only;
 * at .31 no-cipher.co.za shares no cipher with any client. At .29, HTTPS only (nothing on port 80):
 * https-only.co.za, www.www-first.co.za, and the MTA-STS policies of sts-none.co.za (mode none),
 * sts-testing.co.za and sts-enforce.co.za (neither covering every mail server); at .30
 * www-first.co.za sends http to https://www.www-first.co.za, and www-broken.co.za to a www. whose
 * certificate is another's.
 */
async function startConnectionCases(ca: lab.TestCa, at: (host: number) => string) {
  const stranger = await lab.makeTestCa();
  const both = (domain: string) => [domain, `mx.${domain}`];
  // The certificate problems at .27, by the domain (and its mail server) that shows each.
  const problems = {
    'expired.co.za': ca.issue(both('expired.co.za'), { expired: true }),
    'soon.co.za': ca.issue(both('soon.co.za'), { days: 4 }),
    'misnamed.co.za': ca.issue(both('elsewhere.co.za')),
    'self-signed.co.za': ca.issue(both('self-signed.co.za'), { selfSigned: true }),
    'unknown-ca.co.za': stranger.issue(both('unknown-ca.co.za')),
    'not-yet.co.za': ca.issue(both('not-yet.co.za'), { notYetValid: true }),
    'short-key.co.za': ca.issue(both('short-key.co.za'), { rsaBits: 1024 }),
    'sha1.co.za': ca.issue(both('sha1.co.za'), { sha1: true }),
  };
  const [oldTls, noCipher, httpsOnly, wwwFirst, hstsless, ...pairs] = await Promise.all([
    ca.issue(both('old-tls.co.za')),
    ca.issue(both('no-cipher.co.za')),
    ca.issue([
      'https-only.co.za',
      'www.www-first.co.za',
      ...['none', 'testing', 'enforce', 'refused'].map((mode) => `mta-sts.sts-${mode}.co.za`),
      'mta-sts.fixme.co.za',
    ]),
    ca.issue(['www-first.co.za', 'www-broken.co.za']),
    ca.issue(['hstsless.co.za']),
    ...Object.values(problems),
  ]);
  // Beside them at .27, hstsless.co.za's sound certificate: its website sends no HSTS header.
  const byName: Record<string, lab.KeyPair> = {
    ...Object.fromEntries(Object.keys(problems).flatMap((domain, at) => both(domain).map((name) => [name, pairs[at]!]))),
    'hstsless.co.za': hstsless!,
  };
  const [expired, notYet] = [byName['expired.co.za']!, byName['not-yet.co.za']!];
  const year = 'max-age=31536000';
  const policy = (mode: string, mx: string) => ({
    '/.well-known/mta-sts.txt': `version: STSv1\nmode: ${mode}\nmx: ${mx}\nmax_age: 86400\n`,
  });
  const noCipherTls = { maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA' } as const;
  const peers: { stop(): Promise<unknown> }[] = [
    stranger,
    // Security level 0 lets these servers load short-key.co.za's 1,024-bit key at all.
    await lab.startSmtpPeer(at(27), { tls: expired, sni: byName, tlsOptions: { ciphers: 'DEFAULT@SECLEVEL=0' } }),
    await lab.startWebPeer(at(27), { tls: expired, sni: byName, tlsOptions: { ciphers: 'DEFAULT@SECLEVEL=0' } }),
    await lab.startSmtpPeer(at(28), { tls: oldTls, tlsOptions: TLS_1_0_ONLY }),
    await lab.startWebPeer(at(28), { tls: oldTls, tlsOptions: TLS_1_0_ONLY }),
    await lab.startSmtpPeer(at(31), { tls: noCipher, tlsOptions: noCipherTls }),
    await lab.startWebPeer(at(31), { tls: noCipher, tlsOptions: noCipherTls }),
    await lab.startWebPeer(at(29), {
      tls: httpsOnly,
      hsts: year,
      noHttp: true,
      sites: {
        'mta-sts.sts-none.co.za': policy('none', 'mx.sts-none.co.za'),
        'mta-sts.sts-testing.co.za': policy('testing', 'mail.elsewhere.co.za'),
        'mta-sts.sts-enforce.co.za': policy('enforce', 'mx.sts-enforce.co.za'),
        'mta-sts.sts-refused.co.za': policy('enforce', 'mx.expired.co.za'),
        'mta-sts.fixme.co.za': policy('testing', 'mx.strong.co.za'),
      },
    }),
    await lab.startWebPeer(at(30), { tls: wwwFirst, hsts: year, redirectHttp: 'www' }),
  ];
  const served = (domain: string, host: number) => ({
    name: domain,
    records: ['@ MX 10 mx', `mx A ${at(host)}`, `@ A ${at(host)}`],
  });
  const mtaSts = (mode: string, ...extra: string[]) => ({
    name: `sts-${mode}.co.za`,
    records: ['@ MX 10 mx', `mx A ${at(29)}`, `mta-sts A ${at(29)}`, '_mta-sts TXT "v=STSv1; id=1"', ...extra],
  });
  const zones: lab.LabZone[] = [
    ...Object.keys(problems).map((domain) => served(domain, 27)),
    served('old-tls.co.za', 28),
    // DMARC at p=none beside a website without HSTS: forgery's fix outranks the browser header's.
    {
      name: 'hstsless.co.za',
      records: [
        '@ MX 10 mx.strong.co.za.',
        '@ TXT "v=spf1 mx -all"',
        '_dmarc TXT "v=DMARC1; p=none; rua=mailto:dmarc@hstsless.co.za"',
        `selector1._domainkey TXT ${dkim(2048)}`,
        `@ A ${at(27)}`,
      ],
    },
    served('no-cipher.co.za', 31),
    { name: 'https-only.co.za', records: [`@ A ${at(29)}`] },
    { name: 'www-first.co.za', records: [`@ A ${at(30)}`, `www A ${at(29)}`] },
    { name: 'www-broken.co.za', records: [`@ A ${at(30)}`, `www A ${at(27)}`] },
    mtaSts('none'),
    mtaSts('testing'),
    mtaSts('enforce', '@ MX 20 backup', `backup A ${at(29)}`),
    // Enforced and covering its one mail server, whose certificate has expired: senders refuse it.
    {
      name: 'sts-refused.co.za',
      records: ['@ MX 10 mx.expired.co.za.', `mta-sts A ${at(29)}`, '_mta-sts TXT "v=STSv1; id=1"'],
    },
  ];
  const dates = {
    expiredOn: new Date(new X509Certificate(expired.cert).validTo),
    validFrom: new Date(new X509Certificate(notYet.cert).validFrom),
  };
  return { peers, zones, dates, stop: () => Promise.all(peers.map((peer) => peer.stop())) };
}

export interface EmailWorld {
  dns: lab.DnsLab;
  /** The test CA's certificate file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** The settings a checker in this process uses (the CA trusted here as NODE_EXTRA_CA_CERTS would). */
  settings: EmailCheckSettings;
  /** The lab's resolver that does not validate. */
  plainDnsServers: EmailCheckSettings['dnsServers'];
  /** The settings a site started with these names uses. */
  env: Record<string, string>;
  strongMail: lab.SmtpPeer;
  /** Port 25 of an address outside the allowed networks: it must see no connection. */
  watched: lab.Peer;
  /** When expired.co.za's certificate lapsed and not-yet.co.za's begins. */
  certificateDates: { expiredOn: Date; validFrom: Date };
  stop(): Promise<void>;
}

/**
 * The domains the e-mail check is tried on, on a real validating resolver over a signed co.za, with
 * their mail and web servers on loopback: strong.co.za passes everything; weak.co.za (unsigned) has
 * a gap in every check; lookups.co.za needs 12 SPF lookups, takes no mail and keeps its DKIM key at a selector of its own; m365.co.za is at
 * Microsoft 365 (its mail server on a stand-in for Microsoft's zone) without DKIM; gateway.co.za's mail arrives through
 * Mimecast's South African gateway, with no SPF record; hosted.co.za is at xneelo, its DKIM key at xneelo's selector; bogus.co.za's signatures fail; silent.co.za's mail server never speaks;
 * private.co.za points at addresses the check must not contact.
 */
export async function startEmailWorld(options: { dnsCacheMaxTtl?: number } = {}): Promise<EmailWorld> {
  const net = worldNetwork();
  const at = (host: number) => `${net}.${host}`;
  const ca = await lab.makeTestCa();
  const caDir = await mkdtemp(path.join(tmpdir(), 'email-world-'));
  const caFile = path.join(caDir, 'ca.pem');
  await writeFile(caFile, ca.certPem);
  const untrust = lab.trustTestCa(ca.certPem);
  const [mxCert, strongWeb, weakWeb, outlookCert] = await Promise.all([
    ca.issue(['mx.strong.co.za']),
    ca.issue(['strong.co.za', 'mta-sts.strong.co.za']),
    ca.issue(['weak.co.za'], { days: 7 }),
    ca.issue(['*.mail.protection.outlook.com']),
  ]);
  const strongMail = await lab.startSmtpPeer(at(21), { tls: mxCert });
  const watched = await lab.startWatchedListener(at(2), 25);
  const peers = [
    strongMail,
    watched,
    await lab.startWebPeer(at(22), {
      tls: strongWeb,
      hsts: 'max-age=63072000; includeSubDomains',
      redirectHttp: true,
      files: {
        '/.well-known/mta-sts.txt': 'version: STSv1\nmode: enforce\nmx: mx.strong.co.za\nmax_age: 604800\n',
        '/.well-known/security.txt': 'Contact: mailto:security@strong.co.za\n',
      },
    }),
    await lab.startSmtpPeer(at(23)),
    await lab.startWebPeer(at(24), { tls: weakWeb, hsts: 'max-age=300' }),
    await lab.startSilentPeer(at(25), 25),
    await lab.startGreetingOnlyPeer(at(18)),
    await lab.startDecliningSmtpPeer(at(20)),
    await lab.startSmtpPeer(at(26), { tls: outlookCert }),
  ];
  const connectionCases = await startConnectionCases(ca, at);
  const dns = await lab.startDnsLab(
    [
      {
        name: 'strong.co.za',
        records: [
          '@ MX 10 mx',
          `mx A ${at(21)}`,
          `@ A ${at(22)}`,
          `mta-sts A ${at(22)}`,
          '@ TXT "v=spf1 mx -all"',
          '_dmarc TXT "v=DMARC1; p=reject; rua=mailto:dmarc@strong.co.za"',
          `selector1._domainkey TXT ${dkim(2048)}`,
          '_mta-sts TXT "v=STSv1; id=20261126"',
          '_smtp._tls TXT "v=TLSRPTv1; rua=mailto:tls@strong.co.za"',
          '@ CAA 0 issue "letsencrypt.org"',
        ],
      },
      {
        name: 'weak.co.za',
        dnssec: 'unsigned',
        // Served by a DNS host the table knows, whose steps the page gives.
        ns: WEAK_NAME_SERVERS,
        records: [
          '@ MX 10 mx',
          `mx A ${at(23)}`,
          `@ A ${at(24)}`,
          '@ TXT "v=spf1 a mx ~all"',
          '_dmarc TXT "v=DMARC1; p=none; rua=mailto:dmarc@weak.co.za"',
          '@ CAA 0 iodef "mailto:<script>alert(1)</script>"',
          `default._domainkey TXT ${dkim(1024)}`,
        ],
      },
      {
        name: 'lookups.co.za',
        records: ['@ MX 0 .', '@ TXT "v=spf1 include:l0.lookups.co.za -all"', `brand._domainkey TXT ${dkim(2048)}`, ...chain],
      },
      {
        name: 'm365.co.za',
        records: ['@ MX 0 m365-co-za.mail.protection.outlook.com.', '@ TXT "v=spf1 include:spf.protection.outlook.com -all"'],
      },
      { name: 'mail.protection.outlook.com', records: [`m365-co-za A ${at(26)}`] },
      // Stand-ins for Mimecast's South African gateway and xneelo's servers, at an address the check never contacts.
      { name: 'mimecast.co.za', records: [1, 2].map((n) => `za-smtp-inbound-${n} A ${at(2)}`) },
      { name: 'host-h.net', records: [`www23.cpt1 A ${at(2)}`] },
      { name: 'gateway.co.za', records: [1, 2].map((n) => `@ MX 10 za-smtp-inbound-${n}.mimecast.co.za.`) },
      // Mimecast's South African netblocks, two lookups deep; near.co.za's record already needs 9.
      {
        name: 'mimecast.com',
        records: [
          'za._netblocks TXT "v=spf1 include:za2._netblocks.mimecast.com -all"',
          'za2._netblocks TXT "v=spf1 ip4:192.0.2.0/24 -all"',
        ],
      },
      {
        name: 'near.co.za',
        records: ['@ MX 10 za-smtp-inbound-1.mimecast.co.za.', `@ TXT "v=spf1 ${Array(9).fill('ptr').join(' ')} ~all"`],
      },
      {
        name: 'hosted.co.za',
        records: ['@ MX 10 www23.cpt1.host-h.net.', '@ TXT "v=spf1 ip4:192.0.2.1 ~all"', `xneelo._domainkey TXT ${dkim(2048)}`],
      },
      { name: 'bogus.co.za', dnssec: 'bogus', records: ['@ MX 10 mx', `mx A ${at(21)}`] },
      // Every name under it takes no mail and shares its 60 KB DMARC record (the bench keeps 1,000 of them).
      { name: 'huge.co.za', records: ['@ MX 0 .', '* MX 0 .', `_dmarc TXT ${hugeDmarc}`] },
      // Every name under it takes mail, at xneelo's stand-in the check never contacts: cheap domains to watch.
      { name: 'roomy.co.za', records: ['@ MX 10 www23.cpt1.host-h.net.', '* MX 10 www23.cpt1.host-h.net.'] },
      { name: 'silent.co.za', records: ['@ MX 10 mx', `mx A ${at(25)}`] },
      // Its mail server greets, then never answers EHLO: it could not be asked whether it offers STARTTLS.
      { name: 'greets.co.za', records: ['@ MX 10 mx', `mx A ${at(18)}`] },
      // An address with nothing on ports 80 and 443 (weak.co.za's mail server's): no website answers there.
      { name: 'closed.co.za', records: ['@ MX 0 .', `@ A ${at(23)}`] },
      // Its mail server offers STARTTLS, then refuses the command.
      { name: 'declines.co.za', records: ['@ MX 10 mx', `mx A ${at(20)}`] },
      // Every name under it has silent.co.za's mail server: as many slow checks at once as a test wants.
      { name: 'slow.co.za', records: ['* MX 10 mx.silent.co.za.'] },
      { name: 'private.co.za', records: ['@ MX 10 mx', `mx A ${at(2)}`, '@ A 169.254.169.254'] },
      // At strong.co.za's mail server, each big senders' rule met; urgent.co.za's SPF names a listed address too, cfhosted.co.za has no DKIM key.
      {
        name: 'urgent.co.za',
        records: [...sentFromStrong, `@ TXT "v=spf1 mx ip4:${at(19)} -all"`, `selector1._domainkey TXT ${dkim(2048)}`],
      },
      { name: 'cfhosted.co.za', records: [...sentFromStrong, '@ TXT "v=spf1 mx -all"'] },
      ...connectionCases.zones,
      ...recordCases(),
      ...reputationZones(net),
      ...lookalikeCases(),
    ],
    { cacheMaxTtl: options.dnsCacheMaxTtl },
  );
  return {
    dns,
    caFile,
    strongMail,
    watched,
    certificateDates: connectionCases.dates,
    settings: {
      dnsServers: parseDnsServers(dns.server),
      allowed: parseNetworks(`${at(16)}/28`),
      ehloName: 'www.kopano.test',
      stepMs: 1_000,
      totalMs: 4_000,
      keepMs: 60_000,
      keepMax: 10,
      running: 4,
      blocklists: parseBlocklists(LAB_BLOCKLIST),
    },
    plainDnsServers: parseDnsServers(dns.plainServer),
    env: { DNS_SERVERS: dns.server, EMAIL_CHECK_ALLOW_NETWORKS: `${at(16)}/28`, EMAIL_CHECK_BLOCKLISTS: LAB_BLOCKLIST },
    stop: async () => {
      await Promise.all([dns.stop(), ...peers.map((peer) => peer.stop()), connectionCases.stop()]);
      await Promise.all([ca.stop(), rm(caDir, { recursive: true, force: true })]);
      untrust();
    },
  };
}

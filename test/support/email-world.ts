import { generateKeyPairSync, randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmailCheckSettings } from '../../server/email-security/email-checker';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { parseNetworks } from '../../server/email-security/public-address';
import * as lab from './email-lab';

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

const longSpf = `"v=spf1" ${Array.from({ length: 200 }, (_, at) => `" ip4:192.0.2.${at}"`).join(' ')} " -all"`;

const chain = Array.from({ length: 11 }, (_, at) => `l${at} TXT "v=spf1 include:l${at + 1}.lookups.co.za -all"`);

export interface EmailWorld {
  dns: lab.DnsLab;
  /** The test CA's certificate file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** The settings a checker in this process uses (the CA trusted here as NODE_EXTRA_CA_CERTS would). */
  settings: EmailCheckSettings;
  /** The settings a site started with these names uses. */
  env: Record<string, string>;
  strongMail: lab.SmtpPeer;
  /** Port 25 of an address outside the allowed networks: it must see no connection. */
  watched: lab.Peer;
  stop(): Promise<void>;
}

/**
 * The domains the e-mail check is tried on, on a real validating resolver over a signed co.za, with
 * their mail and web servers on loopback: strong.co.za passes everything; weak.co.za (unsigned) has
 * a gap in every check; lookups.co.za needs 12 SPF lookups, takes no mail and keeps its DKIM key at a selector of its own; m365.co.za is at
 * Microsoft 365 (its mail server on a stand-in for Microsoft's zone) without DKIM; bogus.co.za's signatures fail; silent.co.za's mail server never speaks;
 * private.co.za points at addresses the check must not contact.
 */
export async function startEmailWorld(): Promise<EmailWorld> {
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
    await lab.startSmtpPeer(at(26), { tls: outlookCert }),
  ];
  const dns = await lab.startDnsLab([
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
    { name: 'bogus.co.za', dnssec: 'bogus', records: ['@ MX 10 mx', `mx A ${at(21)}`] },
    // An SPF record of 3,400 characters: its answer is cut over UDP and read again over TCP.
    { name: 'long.co.za', records: ['@ MX 0 .', `@ TXT ${longSpf}`] },
    { name: 'silent.co.za', records: ['@ MX 10 mx', `mx A ${at(25)}`] },
    { name: 'private.co.za', records: ['@ MX 10 mx', `mx A ${at(2)}`, '@ A 169.254.169.254'] },
  ]);
  return {
    dns,
    caFile,
    strongMail,
    watched,
    settings: {
      dnsServers: parseDnsServers(dns.server),
      allowed: parseNetworks(`${at(16)}/28`),
      ehloName: 'www.kopano.test',
      stepMs: 1_000,
      totalMs: 4_000,
      keepMs: 60_000,
      keepMax: 10,
      running: 4,
    },
    env: { DNS_SERVERS: dns.server, EMAIL_CHECK_ALLOW_NETWORKS: `${at(16)}/28` },
    stop: async () => {
      await Promise.all([dns.stop(), ...peers.map((peer) => peer.stop())]);
      await Promise.all([ca.stop(), rm(caDir, { recursive: true, force: true })]);
      untrust();
    },
  };
}

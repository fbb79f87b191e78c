/** The checks that read DNS records alone: mail servers, TLS-RPT and CAA (SPF, DMARC, DKIM: their own modules). */
import { findingCopy as copy, notAHostName } from '../../shared/catalogue/email-security-copy';
import { providerOfHosts } from '../../shared/catalogue/mail-providers';
import type { Finding, MailProvider } from '../../shared/email-security/result';
import { isIP } from 'node:net';
import { finding, type CheckContext } from './check-context';
import { hostName } from './host-name';
import { tags } from './mail-records';

interface MailServer {
  name: string;
  preference: number;
  addresses: string[];
  /** The MX names an IP address, not a host (RFC 5321 §5.1 forbids it): nothing is looked up or contacted. */
  literal?: true;
  /** The MX names no host name at all (host-name.ts): its name is never shown, nothing is looked up. */
  invalid?: true;
}

export interface MailServers {
  /** A null MX (RFC 7505): the domain takes no mail. */
  none: boolean;
  servers: MailServer[];
}

/** The three mail servers tried first (lowest preference), each with its addresses (IPv6 asked only where it has no IPv4). */
export async function readMailServers(context: CheckContext, answers: { data: unknown }[]): Promise<MailServers> {
  const records = answers
    .map((record) => record.data as { preference: number; exchange: string })
    .map(({ preference, exchange }) => {
      const name = hostName(exchange);
      return name === undefined ? { preference, name: notAHostName, invalid: true as const } : { preference, name };
    });
  if (records.length === 1 && records[0].name === '') return { none: true, servers: [] };
  const first = records.sort((a, b) => a.preference - b.preference).slice(0, 3);
  const servers = await Promise.all(
    first.map(async (server) => {
      if ('invalid' in server) return { ...server, addresses: [] };
      if (isIP(server.name)) return { ...server, addresses: [], literal: true as const };
      const v4 = await context.dns.records(server.name, 'A');
      const v6 = v4.data.length ? { data: [] } : await context.dns.records(server.name, 'AAAA');
      return { ...server, addresses: [...v4.data, ...v6.data].map((record) => String(record.data)) };
    }),
  );
  return { none: false, servers };
}

/** Whose service the MX names (shared/catalogue/mail-providers.ts): the first server mail is tried at that the table knows. */
export const providerOf = ({ servers }: MailServers): MailProvider | undefined =>
  providerOfHosts(servers.map((server) => server.name));

export function mxFinding({ none, servers }: MailServers): Finding {
  if (none) return finding('mx', 'info', copy.mx.nullMx, copy.mx.nullMeaning);
  if (!servers.length)
    return finding('mx', 'fail', copy.mx.missing, copy.mx.missingMeaning, { fix: copy.mx.missingFix, urgent: true });
  const records = servers.map((server) => `MX ${server.preference} ${server.name}`);
  // Some servers wrong warns; all of them, and no mail arrives: fails.
  const wrong = (names: string[], found: string, meaning: string, fix: string) =>
    names.length === servers.length
      ? finding('mx', 'fail', found, meaning, { records, fix, urgent: true })
      : finding('mx', 'warn', found, meaning, { records, fix });
  const invalid = servers.filter((server) => server.invalid);
  if (invalid.length)
    return wrong(
      invalid.map((server) => server.name),
      copy.mx.notHostName(invalid.length),
      copy.mx.notHostNameMeaning,
      copy.mx.notHostNameFix,
    );
  const literals = servers.filter((server) => server.literal).map((server) => server.name);
  if (literals.length) return wrong(literals, copy.mx.address(literals), copy.mx.addressMeaning, copy.mx.addressFix);
  const unresolved = servers.filter((server) => !server.addresses.length).map((server) => server.name);
  if (unresolved.length)
    return wrong(unresolved, copy.mx.unresolved(unresolved), copy.mx.unresolvedMeaning, copy.mx.unresolvedFix);
  return finding('mx', 'pass', copy.mx.found(servers.map((server) => server.name)), copy.mx.meaning, { records });
}

/** `takesNoMail`: a null MX; with no record, nothing to report on: not applicable. */
export async function tlsRptFinding(context: CheckContext, takesNoMail = false): Promise<Finding> {
  const records = (await context.dns.txt(`_smtp._tls.${context.domain}`)).filter(
    (text) => /^v=TLSRPTv1\s*(;|$)/i.test(text) && tags(text).has('rua'),
  );
  if (records.length) return finding('tls-rpt', 'pass', copy.tlsRpt.found, copy.tlsRpt.foundMeaning, { records });
  if (takesNoMail) return finding('tls-rpt', 'info', copy.tlsRpt.noMail, copy.notChecked.noMailMeaning);
  // TLS-RPT needs a report address (RFC 8460): a mailbox the owner is told to create.
  const mailbox = `tls-reports@${context.orgDomain}`;
  return finding('tls-rpt', 'warn', copy.tlsRpt.missing, copy.tlsRpt.missingMeaning, {
    fix: copy.tlsRpt.fix + copy.createMailbox(mailbox),
    publish: [{ name: `_smtp._tls.${context.domain}`, type: 'TXT', value: `v=TLSRPTv1; rua=mailto:${mailbox}` }],
  });
}

export async function caaFinding(context: CheckContext): Promise<Finding> {
  let { data } = await context.dns.records(context.domain, 'CAA');
  if (!data.length && context.orgDomain !== context.domain) ({ data } = await context.dns.records(context.orgDomain, 'CAA'));
  const caa = data.map((record) => record.data as unknown as { tag: string; value: string; flags: number });
  if (!caa.length) return finding('caa', 'info', copy.caa.none, copy.caa.meaning);
  const issuers = [
    ...new Set(
      caa
        .filter((record) => record.tag === 'issue' || record.tag === 'issuewild')
        .map((record) => record.value.split(';')[0].trim() || 'none'),
    ),
  ];
  // Only issue and issuewild limit who may issue; a record of other tags alone (iodef) limits nobody.
  return finding('caa', 'info', issuers.length ? copy.caa.found(issuers) : copy.caa.noIssuer, copy.caa.meaning, {
    records: caa.map((record) => `CAA ${record.flags} ${record.tag} "${record.value}"`),
  });
}

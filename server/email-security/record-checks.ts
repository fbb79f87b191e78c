/** The checks that read DNS records alone: mail servers, SPF, DMARC, TLS-RPT and CAA (DKIM: dkim-check.ts). */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding, MailProvider, RecordToPublish } from '../../shared/email-security/result';
import { finding, type CheckContext } from './check-context';
import { isDmarc, isSpf, parseDmarc, parseSpf, tags } from './mail-records';

interface MailServer {
  name: string;
  preference: number;
  addresses: string[];
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
    .map(({ preference, exchange }) => ({ preference, name: exchange.toLowerCase().replace(/\.$/, '') }));
  if (records.length === 1 && records[0].name === '') return { none: true, servers: [] };
  const first = records.sort((a, b) => a.preference - b.preference).slice(0, 3);
  const servers = await Promise.all(
    first.map(async (server) => {
      const v4 = await context.dns.records(server.name, 'A');
      const v6 = v4.data.length ? { data: [] } : await context.dns.records(server.name, 'AAAA');
      return { ...server, addresses: [...v4.data, ...v6.data].map((record) => String(record.data)) };
    }),
  );
  return { none: false, servers };
}

export const providerOf = ({ servers }: MailServers): MailProvider | undefined => {
  if (servers.some((server) => server.name.endsWith('.mail.protection.outlook.com'))) return 'microsoft-365';
  if (servers.some((server) => /(^|\.)(google|googlemail)\.com$/.test(server.name))) return 'google-workspace';
  return undefined;
};

export function mxFinding({ none, servers }: MailServers): Finding {
  if (none) return finding('mx', 'info', copy.mx.nullMx, copy.mx.nullMeaning);
  if (!servers.length) return finding('mx', 'fail', copy.mx.missing, copy.mx.missingMeaning, { fix: copy.mx.missingFix });
  const records = servers.map((server) => `MX ${server.preference} ${server.name}`);
  const unresolved = servers.filter((server) => !server.addresses.length).map((server) => server.name);
  if (unresolved.length)
    return finding(
      'mx',
      unresolved.length === servers.length ? 'fail' : 'warn',
      copy.mx.unresolved(unresolved),
      copy.mx.unresolvedMeaning,
      {
        records,
        fix: copy.mx.unresolvedFix,
      },
    );
  return finding('mx', 'pass', copy.mx.found(servers.map((server) => server.name)), copy.mx.meaning, { records });
}

const SPF_LOOKUP_LIMIT = 10;

/** The lookups a record needs, its includes and redirect read in turn; stops counting once past the limit. */
async function spfLookups(
  context: CheckContext,
  domain: string,
  own: ReturnType<typeof parseSpf>,
  seen: Set<string>,
): Promise<number> {
  if ('problem' in own) return 0;
  let count = own.lookups;
  for (const next of [...own.includes, ...(own.redirect ? [own.redirect] : [])]) {
    if (count > SPF_LOOKUP_LIMIT || seen.has(next)) break;
    seen.add(next);
    const record = (await context.dns.txt(next)).find(isSpf);
    if (record) count += await spfLookups(context, next, parseSpf(record), seen);
  }
  return count;
}

/** The SPF record to publish: what was found with a strict ending, or one for the provider the MX names. */
function spfToPublish(domain: string, terms: string[] | undefined, mail: MailServers, provider?: MailProvider): RecordToPublish {
  const sends =
    terms ??
    (mail.none || !mail.servers.length
      ? []
      : provider === 'microsoft-365'
        ? ['include:spf.protection.outlook.com']
        : provider === 'google-workspace'
          ? ['include:_spf.google.com']
          : ['mx']);
  return { name: domain, type: 'TXT', value: ['v=spf1', ...sends, '-all'].join(' ') };
}

export async function spfFinding(context: CheckContext, mail: MailServers, provider?: MailProvider): Promise<Finding> {
  const records = (await context.dns.txt(context.domain)).filter(isSpf);
  const publish = (terms?: string[]) => [spfToPublish(context.domain, terms, mail, provider)];
  if (!records.length)
    return finding('spf', 'fail', copy.spf.missing, copy.spf.missingMeaning, { fix: copy.spf.fix, publish: publish() });
  if (records.length > 1)
    return finding('spf', 'fail', copy.spf.several(records.length), copy.spf.severalMeaning, {
      records,
      fix: copy.spf.fix,
      publish: publish(),
    });
  const parsed = parseSpf(records[0]);
  if ('problem' in parsed)
    return finding('spf', 'fail', copy.spf.invalid(parsed.problem), copy.spf.invalidMeaning, {
      records,
      fix: copy.spf.fix,
      publish: publish(),
    });
  const lookups = await spfLookups(context, context.domain, parsed, new Set([context.domain]));
  const fixed = { records, fix: copy.spf.fix, publish: publish(parsed.terms) };
  if (lookups > SPF_LOOKUP_LIMIT)
    return finding('spf', 'fail', copy.spf.tooManyLookups(lookups), copy.spf.tooManyMeaning, {
      records,
      fix: copy.spf.tooManyFix,
    });
  // A redirect hands the verdict to the record it names.
  const all = parsed.all ?? (parsed.redirect ? parseSpfAll((await context.dns.txt(parsed.redirect)).find(isSpf)) : undefined);
  if (all === '-all') return finding('spf', 'pass', copy.spf.hardFail(lookups), copy.spf.hardFailMeaning, { records });
  if (all === '~all') return finding('spf', 'warn', copy.spf.softFail, copy.spf.softFailMeaning, fixed);
  return finding('spf', 'fail', all ? copy.spf.weakAll(all) : copy.spf.noAll, copy.spf.weakMeaning, fixed);
}

const parseSpfAll = (record: string | undefined) => {
  const parsed = record ? parseSpf(record) : undefined;
  return parsed && !('problem' in parsed) ? parsed.all : undefined;
};

export async function dmarcFinding(context: CheckContext): Promise<Finding> {
  let at = context.domain;
  let records = (await context.dns.txt(`_dmarc.${at}`)).filter(isDmarc);
  if (!records.length && context.orgDomain !== context.domain) {
    at = context.orgDomain;
    records = (await context.dns.txt(`_dmarc.${at}`)).filter(isDmarc);
  }
  const suggested = (policy: string, reports: string[]) => ({
    name: `_dmarc.${context.domain}`,
    type: 'TXT' as const,
    value: `v=DMARC1; p=${policy}; rua=${(reports.length ? reports : [`dmarc-reports@${context.orgDomain}`]).map((to) => `mailto:${to}`).join(',')}`,
  });
  if (!records.length)
    return finding('dmarc', 'fail', copy.dmarc.missing, copy.dmarc.missingMeaning, {
      fix: copy.dmarc.fixNew,
      publish: [suggested('none', [])],
    });
  const parsed =
    records.length === 1 ? parseDmarc(records[0]) : { problem: `there are ${records.length} records, there must be one` };
  if ('problem' in parsed)
    return finding('dmarc', 'fail', copy.dmarc.invalid(parsed.problem), copy.dmarc.invalidMeaning, {
      records,
      fix: copy.dmarc.fixNew,
      publish: [suggested('none', [])],
    });
  const where = at === context.domain ? '' : copy.dmarc.inherited(at);
  const reports = parsed.reports.length ? copy.dmarc.reports(parsed.reports) : copy.dmarc.noReports;
  const found = copy.dmarc.policy(parsed.policy, where) + reports;
  if (parsed.policy === 'none')
    return finding('dmarc', 'warn', found, copy.dmarc.noneMeaning, {
      records,
      fix: copy.dmarc.fixNone,
      publish: [suggested('quarantine', parsed.reports)],
    });
  return finding('dmarc', 'pass', found, parsed.policy === 'reject' ? copy.dmarc.rejectMeaning : copy.dmarc.quarantineMeaning, {
    records,
  });
}

export async function tlsRptFinding(context: CheckContext): Promise<Finding> {
  const records = (await context.dns.txt(`_smtp._tls.${context.domain}`)).filter(
    (text) => /^v=TLSRPTv1\s*(;|$)/i.test(text) && tags(text).has('rua'),
  );
  if (records.length) return finding('tls-rpt', 'pass', copy.tlsRpt.found, copy.tlsRpt.foundMeaning, { records });
  return finding('tls-rpt', 'warn', copy.tlsRpt.missing, copy.tlsRpt.missingMeaning, {
    fix: copy.tlsRpt.fix,
    publish: [
      { name: `_smtp._tls.${context.domain}`, type: 'TXT', value: `v=TLSRPTv1; rua=mailto:tls-reports@${context.orgDomain}` },
    ],
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
  return finding('caa', 'info', issuers.length ? copy.caa.found(issuers) : copy.caa.none, copy.caa.meaning, {
    records: caa.map((record) => `CAA ${record.flags} ${record.tag} "${record.value}"`),
  });
}

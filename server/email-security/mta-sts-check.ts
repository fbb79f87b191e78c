/** MTA-STS (RFC 8461): announced in DNS, a policy served over valid HTTPS, its mode, and whether it covers every mail server. */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { RECORDS_MAX } from './bounds';
import { allowedAddress, finding, notTested, stepSignal, type CheckContext } from './check-context';
import { certificateProblem } from './certificate-problem';
import { mtaStsRecord, mxCovers, parseMtaStsPolicy, type MtaStsPolicy } from './mail-records';
import { probeWeb, type WebSeen } from './probes';
import { HandshakeError, modernTls } from './tls-seen';
import type { MailServers } from './record-checks';
import { refusedUnderPolicy, type MailProbes } from './starttls-check';

/** A policy is a few lines; RFC 8461 lets a sender stop reading at 64 KB. */
const POLICY_MAX_BYTES = 64 * 1024;
const POLICY_PATH = '/.well-known/mta-sts.txt';
/** Where a domain serves its MTA-STS policy (RFC 8461, section 3.2). */
export const mtaStsPolicyUrl = (domain: string) => `https://mta-sts.${domain}${POLICY_PATH}`;
/** A new policy's id: today's date and a number, as the RFC's examples do. */
const policyId = () => `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}01`;

/** The policy's GET, to an allowed address of its host: the answer, or why there is none, in words. */
async function fetchPolicy(context: CheckContext, host: string): Promise<{ seen?: WebSeen; problem?: string; refused?: true }> {
  const addresses = await context.dns.addresses(host);
  const ip = allowedAddress(context, addresses);
  if (!ip) return addresses.length ? { refused: true } : { problem: copy.mtaSts.unread.noAddress };
  try {
    return {
      seen: await probeWeb('https', ip, host, POLICY_PATH, { maxBytes: POLICY_MAX_BYTES + 1, signal: stepSignal(context) }),
    };
  } catch (error) {
    if (error instanceof HandshakeError) return { problem: copy.mtaSts.unread.refused(copy.starttls.handshake[error.reason]) };
    return { problem: copy.mtaSts.unread.noAnswer };
  }
}

/** A policy's lines with an `mx:` line for each of `hosts`, after its last one. */
function withMx(lines: string[], hosts: string[]): string[] {
  const last = lines.findLastIndex((line) => /^mx\s*:/i.test(line));
  const at = last < 0 ? lines.length : last + 1;
  return [...lines.slice(0, at), ...hosts.map((host) => `mx: ${host}`), ...lines.slice(at)];
}

/** Why senders could not read the policy, or null where they can. */
function unreadable(seen: WebSeen, host: string): string | null {
  const why = copy.mtaSts.unread;
  if (!seen.tls) return why.noAnswer;
  if (!modernTls(seen.tls.protocol)) return why.oldTls(seen.tls.protocol);
  const problem = certificateProblem(seen.tls, host);
  // About to lapse is still valid today: senders read it.
  if (problem && problem.kind !== 'expiring') return why.certificate(problem.words);
  if (seen.status !== 200) return why.status(seen.status);
  if (Buffer.byteLength(seen.body) > POLICY_MAX_BYTES) return why.tooLarge;
  return null;
}

/**
 * The policy of `domain` as senders fetch it (RFC 8461 §3.3): over HTTPS with a valid certificate,
 * status 200, at most 64 KB, then parsed; or why they cannot read it; or `refused` where its host's
 * address is one the check never connects to, and `stopped` where the check's time ran out.
 */
export async function readPolicy(
  context: CheckContext,
  domain: string,
): Promise<{ body: string; policy: MtaStsPolicy } | { problem: string; stopped?: true } | { refused: true }> {
  const host = `mta-sts.${domain}`;
  const { seen, problem, refused } = await fetchPolicy(context, host);
  if (refused) return { refused };
  // Out of time is not a missing policy.
  if (!seen)
    return { problem: problem ?? copy.mtaSts.unread.noAnswer, ...(context.signal.aborted ? { stopped: true as const } : {}) };
  const why = unreadable(seen, host);
  if (why) return { problem: why };
  const policy = parseMtaStsPolicy(seen.body);
  return 'problem' in policy ? policy : { body: seen.body, policy };
}

/** `probes`: port 25 of each mail server, asked for only where an enforced policy needs it. */
export async function mtaStsFinding(
  context: CheckContext,
  mail: MailServers,
  probes: () => Promise<MailProbes>,
): Promise<Finding> {
  const texts = await context.dns.txt(`_mta-sts.${context.domain}`);
  const { record, problem: recordProblem } = mtaStsRecord(texts);
  const records = record ? [record] : [];
  if (recordProblem) {
    // Without exactly one valid record there is no policy (RFC 8461 §3.1): the file is never fetched.
    return finding('mta-sts', 'warn', copy.mtaSts.invalidRecord(recordProblem), copy.mtaSts.missingMeaning, {
      records: texts.filter((text) => /^v=STSv1/i.test(text)),
      fix: copy.mtaSts.invalidRecordFix,
      publish: [{ name: `_mta-sts.${context.domain}`, type: 'TXT', value: `v=STSv1; id=${policyId()}` }],
    });
  }
  // Nothing is delivered to a null MX: a policy for delivering to it is not applicable.
  if (!records.length && mail.none) return finding('mta-sts', 'info', copy.mtaSts.noMail, copy.notChecked.noMailMeaning);
  if (!records.length) {
    const hosts = mail.servers.map((server) => `mx: ${server.name}`);
    return finding('mta-sts', 'warn', copy.mtaSts.missing, copy.mtaSts.missingMeaning, {
      fix: `${copy.mtaSts.missingFix} ${copy.mtaSts.policyFix(context.domain)}`,
      publishFile: {
        url: mtaStsPolicyUrl(context.domain),
        lines: ['version: STSv1', 'mode: testing', ...hosts, 'max_age: 604800'],
      },
      publish: [
        {
          name: `_mta-sts.${context.domain}`,
          type: 'TXT',
          value: `v=STSv1; id=${policyId()}`,
        },
      ],
    });
  }
  const read = await readPolicy(context, context.domain);
  if ('refused' in read)
    return finding(
      'mta-sts',
      'not-tested',
      copy.notChecked.privateAddress(`mta-sts.${context.domain}`),
      copy.notChecked.meaning,
      {
        records,
      },
    );
  const unread = (why: string) =>
    finding('mta-sts', 'fail', copy.mtaSts.policyMissing(why), copy.mtaSts.policyMissingMeaning, {
      records,
      fix: copy.mtaSts.policyFix(context.domain),
    });
  if ('stopped' in read) return notTested('mta-sts', read.problem, context.signal);
  if ('problem' in read) return unread(read.problem);
  const { body, policy } = read;
  const shown = [...records, body.trim()];
  // Mode none is how a domain withdraws its policy (RFC 8461, section 8.3), not a broken one.
  if (policy.mode === 'none')
    return finding('mta-sts', 'info', copy.mtaSts.noneMode, copy.mtaSts.noneModeMeaning, { records: shown });
  if (policy.mode !== 'enforce' && policy.mode !== 'testing') return unread(copy.mtaSts.unread.unknownMode(policy.mode));
  const enforced = policy.mode === 'enforce';
  // A fix to the policy is published whole: the file changed, and the record with a new id, which
  // is what tells senders to fetch it again (RFC 8461, section 3.1).
  const lines = body.trim().split(/\r?\n/);
  const current = /\bid=([^;\s]+)/.exec(records[0] ?? '')?.[1];
  const today = policyId();
  const revised = (file: string[]) => {
    // The whole file or none: a file the result cannot keep whole (bounds.ts) is never offered cut.
    if (file.length > RECORDS_MAX) return {};
    const id = today === current ? `${today}2` : today;
    return {
      publishFile: { url: mtaStsPolicyUrl(context.domain), lines: file },
      publish: [{ name: `_mta-sts.${context.domain}`, type: 'TXT' as const, value: `v=STSv1; id=${id}` }],
    };
  };
  const uncovered = mail.servers
    .filter((server) => !policy.mx.some((pattern) => mxCovers(pattern, server.name)))
    .map((server) => server.name);
  // Enforced, senders refuse a server the policy does not name; in testing they only report it.
  if (uncovered.length)
    return finding(
      'mta-sts',
      enforced ? 'fail' : 'warn',
      copy.mtaSts.uncovered(uncovered),
      enforced ? copy.mtaSts.uncoveredMeaning : copy.mtaSts.uncoveredTestingMeaning,
      // Enforced, senders refuse the servers it leaves out now.
      {
        records: shown,
        fix: copy.mtaSts.uncoveredFix,
        ...revised(withMx(lines, uncovered)),
        ...(enforced ? { urgent: true as const } : {}),
      },
    );
  if (enforced) {
    // Enforced, a sender that cannot verify a server holds the mail and then returns it.
    const refused = (await probes())
      .map(({ server, seen }) => ({ host: server.name, why: seen?.asked ? refusedUnderPolicy(seen, server.name) : null }))
      .find(({ why }) => why !== null);
    if (refused)
      return finding(
        'mta-sts',
        'fail',
        copy.mtaSts.enforcedRefused(refused.host, refused.why!),
        copy.mtaSts.enforcedRefusedMeaning,
        {
          records: shown,
          fix: copy.mtaSts.enforcedRefusedFix(refused.host),
          ...revised(lines.map((line) => (/^mode\s*:/i.test(line) ? 'mode: testing' : line))),
          urgent: true,
        },
      );
    return finding('mta-sts', 'pass', copy.mtaSts.enforce, copy.mtaSts.enforceMeaning, { records: shown });
  }
  return finding('mta-sts', 'warn', copy.mtaSts.testing, copy.mtaSts.testingMeaning, {
    records: shown,
    fix: copy.mtaSts.testingFix,
  });
}

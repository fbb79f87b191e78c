/** Each mail server's encrypted delivery (STARTTLS): offered, agreed on a current TLS version, with a valid certificate. */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { allowedAddress, finding, stepSignal, type CheckContext } from './check-context';
import { certificateFix, certificateProblem, noteCertificate } from './certificate-problem';
import { probeSmtp, type SmtpSeen } from './probes';
import { modernTls } from './tls-seen';
import type { MailServers } from './record-checks';

/** What one server that answered shows, or null where all is well. */
function serverProblem(host: string, seen: SmtpSeen, records: string[]): Finding | null {
  if (!seen.starttls)
    return finding('starttls', 'fail', copy.starttls.none(host), copy.starttls.noneMeaning, {
      records,
      fix: copy.starttls.noneFix,
      urgent: true,
    });
  if (seen.handshake)
    return finding(
      'starttls',
      'fail',
      copy.starttls.refused(host, copy.starttls.handshake[seen.handshake]),
      copy.starttls.refusedMeaning,
      { records, fix: copy.starttls.refusedFix, urgent: true },
    );
  if (!seen.tls) return null;
  if (!modernTls(seen.tls.protocol))
    return finding('starttls', 'fail', copy.starttls.oldTls(host, seen.tls.protocol), copy.starttls.oldTlsMeaning, {
      records,
      fix: copy.starttls.oldTlsFix,
      urgent: true,
    });
  const problem = certificateProblem(seen.tls, host);
  if (!problem) return null;
  // Senders do not check certificates unless MTA-STS asks them to: delivery stays encrypted, so it
  // warns; but it is as urgent as a website's, since senders that do check refuse it now or within days.
  return finding('starttls', 'warn', copy.starttls.certificate(host, problem.words), copy.starttls.certificateMeaning, {
    records,
    fix: certificateFix(copy.starttls.certificateFixes, problem, host),
    urgent: true,
  });
}

/** What a server showed, as its line in the finding's records says it. */
const shown = (seen: SmtpSeen) =>
  !seen.answered
    ? copy.starttls.seen.noAnswer
    : !seen.asked
      ? copy.starttls.seen.unasked
      : (seen.tls?.protocol ?? (seen.starttls ? copy.starttls.seen.offered : copy.starttls.seen.notOffered));

/** What each mail server with an address showed on port 25 (undefined where it may not be contacted). */
export type MailProbes = { server: MailServers['servers'][number]; ip: string | null; seen?: SmtpSeen }[];

/** Port 25 of each mail server that has an address, once: STARTTLS and MTA-STS both read it. */
export function probeMailServers(context: CheckContext, mail: MailServers): Promise<MailProbes> {
  // An MX that names an address, or a host without one, is the MX finding's: there is nothing to connect to.
  const addressed = mail.none ? [] : mail.servers.filter((server) => server.addresses.length);
  return Promise.all(
    addressed.map(async (server) => {
      const ip = allowedAddress(context, server.addresses);
      return { server, ip, seen: ip ? await probeSmtp(ip, server.name, context.ehloName, stepSignal(context)) : undefined };
    }),
  );
}

/**
 * Why a sender that must verify the connection (MTA-STS enforced) would refuse a server that
 * answered, or null where it would deliver: no STARTTLS, a refused handshake, TLS older than 1.2
 * (RFC 8461 §5), or a certificate that does not verify (one about to lapse still does).
 */
export function refusedUnderPolicy(seen: SmtpSeen, host: string): string | null {
  if (!seen.starttls) return copy.mtaSts.refusal.noStarttls;
  if (seen.handshake) return copy.starttls.handshake[seen.handshake];
  if (!seen.tls) return null;
  if (!modernTls(seen.tls.protocol)) return copy.mtaSts.refusal.oldTls(seen.tls.protocol);
  const problem = certificateProblem(seen.tls, host);
  return problem && problem.kind !== 'expiring' ? copy.mtaSts.refusal.certificate(problem.words) : null;
}

export async function starttlsFinding(context: CheckContext, mail: MailServers, probes: Promise<MailProbes>): Promise<Finding> {
  if (mail.none) return finding('starttls', 'info', copy.notChecked.nullMx, copy.notChecked.noMailMeaning);
  if (!mail.servers.length) return finding('starttls', 'not-tested', copy.notChecked.noMail, copy.notChecked.noServersMeaning);
  const results = await probes;
  if (!results.length) return finding('starttls', 'not-tested', copy.notChecked.noMailAddress, copy.notChecked.noServersMeaning);
  const records = results.map(({ server, ip, seen }) => (seen ? `${server.name} (${ip}): ${shown(seen)}` : server.name));
  for (const { server, seen } of results) {
    if (seen?.tls) noteCertificate(context, server.name, seen.tls);
    // Only a server asked what it offers (EHLO) can be said to offer no STARTTLS.
    const problem = seen?.asked ? serverProblem(server.name, seen, records) : null;
    if (problem) return problem;
  }
  const checked = results.filter((result) => result.seen?.answered && result.seen.tls);
  if (checked.length)
    return finding('starttls', 'pass', copy.starttls.good(checked.length), copy.starttls.goodMeaning, { records });
  const refused = results.find((result) => !result.ip);
  if (refused)
    return finding('starttls', 'not-tested', copy.notChecked.privateAddress(refused.server.name), copy.notChecked.meaning);
  const unfinished = results.find((result) => result.seen?.asked && result.seen.starttls);
  if (unfinished)
    return finding('starttls', 'not-tested', copy.starttls.unfinished(unfinished.server.name), copy.notChecked.meaning, {
      records,
      // Its offer of STARTTLS was seen; only its certificate was not.
      partly: true,
    });
  const unasked = results.find((result) => result.seen?.answered && !result.seen.asked);
  if (unasked)
    return finding('starttls', 'not-tested', copy.starttls.unasked(unasked.server.name), copy.notChecked.meaning, { records });
  const { server, seen } = results[0];
  const found = seen?.refused ? copy.starttls.closedPort(server.name) : copy.starttls.unreachable(server.name, context.stepMs);
  return finding('starttls', 'not-tested', found, copy.starttls.unreachableMeaning, { records });
}

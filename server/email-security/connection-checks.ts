/** The checks that connect: each mail server's STARTTLS, the MTA-STS policy, and the website's HTTPS, HSTS and security.txt. */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { allowedAddress, finding, notTested, stepSignal, type CheckContext } from './check-context';
import { mxCovers, parseMtaStsPolicy, tags } from './mail-records';
import { probeSmtp, probeWeb, type TlsSeen, type WebSeen } from './probes';
import type { MailServers } from './record-checks';

/** More days than this left on a certificate, or it is about to lapse. */
const DAYS_LEFT_MIN = 14;
/** An MTA-STS policy is a few lines; RFC 8461 lets a sender stop reading at 64 KB. */
const POLICY_MAX_BYTES = 64 * 1024;
const SECURITY_TXT_MAX_BYTES = 32 * 1024;
const HSTS_YEAR_SECONDS = 365 * 24 * 60 * 60;

const modernTls = (protocol: string) => protocol === 'TLSv1.2' || protocol === 'TLSv1.3';

/** What is wrong with a certificate for a person, or null where it is trusted, for the name, and not about to lapse. */
function certificateProblem(tls: TlsSeen, host: string, words: typeof copy.starttls): string | null {
  if (!tls.trusted) return words.untrusted;
  if (!tls.nameMatches) return words.wrongName(host);
  if (tls.daysLeft <= DAYS_LEFT_MIN) return words.expiring(tls.daysLeft);
  return null;
}

export async function starttlsFinding(context: CheckContext, mail: MailServers): Promise<Finding> {
  if (mail.none || !mail.servers.length)
    return finding('starttls', 'not-tested', copy.notChecked.noMail, copy.notChecked.meaning);
  const results = await Promise.all(
    mail.servers.map(async (server) => {
      const ip = allowedAddress(context, server.addresses);
      return { server, ip, seen: ip ? await probeSmtp(ip, server.name, context.ehloName, stepSignal(context)) : undefined };
    }),
  );
  const records = results.map((result) =>
    result.seen
      ? `${result.server.name} (${result.ip}): ${result.seen.tls?.protocol ?? (result.seen.starttls ? 'STARTTLS' : 'no STARTTLS')}`
      : result.server.name,
  );
  for (const result of results) {
    const { server, seen } = result;
    if (!seen?.answered) continue;
    if (!seen.starttls)
      return finding('starttls', 'fail', copy.starttls.none(server.name), copy.starttls.noneMeaning, {
        records,
        fix: copy.starttls.noneFix,
      });
    if (seen.tls && !modernTls(seen.tls.protocol))
      return finding('starttls', 'fail', copy.starttls.oldTls(server.name, seen.tls.protocol), copy.starttls.noneMeaning, {
        records,
        fix: copy.starttls.oldTlsFix,
      });
    const problem = seen.tls ? certificateProblem(seen.tls, server.name, copy.starttls) : null;
    if (problem)
      return finding('starttls', 'warn', copy.starttls.certificate(server.name, problem), copy.starttls.certificateMeaning, {
        records,
        fix: copy.starttls.certificateFix,
      });
  }
  const checked = results.filter((result) => result.seen?.answered && result.seen.tls);
  if (checked.length)
    return finding('starttls', 'pass', copy.starttls.good(checked.length), copy.starttls.goodMeaning, { records });
  const refused = results.find((result) => !result.ip);
  if (refused)
    return finding('starttls', 'not-tested', copy.notChecked.privateAddress(refused.server.name), copy.notChecked.meaning);
  return finding('starttls', 'not-tested', copy.starttls.unreachable(mail.servers[0].name), copy.starttls.unreachableMeaning, {
    records,
  });
}

/** One GET over https of `path` at a host, to an allowed address of it: the answer, or why there is none. */
async function fetchOver(
  context: CheckContext,
  host: string,
  path: string,
  maxBytes: number,
): Promise<{ seen?: WebSeen; problem?: string; refused?: true }> {
  const addresses = await context.dns.addresses(host);
  const ip = allowedAddress(context, addresses);
  if (!ip) return addresses.length ? { refused: true } : { problem: 'no address' };
  try {
    return { seen: await probeWeb('https', ip, host, path, { maxBytes, signal: stepSignal(context) }) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

export async function mtaStsFinding(context: CheckContext, mail: MailServers): Promise<Finding> {
  const records = (await context.dns.txt(`_mta-sts.${context.domain}`)).filter((text) => /^v=STSv1\s*(;|$)/i.test(text));
  const policyPath = '/.well-known/mta-sts.txt';
  if (!records.length) {
    const hosts = mail.servers.map((server) => `mx: ${server.name}`).join('\n');
    return finding('mta-sts', 'warn', copy.mtaSts.missing, copy.mtaSts.missingMeaning, {
      fix: `${copy.mtaSts.missingFix} ${copy.mtaSts.policyFix(context.domain)}\nversion: STSv1\nmode: testing\n${hosts}\nmax_age: 604800`,
      publish: [
        {
          name: `_mta-sts.${context.domain}`,
          type: 'TXT',
          value: `v=STSv1; id=${new Date().toISOString().slice(0, 10).replace(/-/g, '')}01`,
        },
      ],
    });
  }
  const host = `mta-sts.${context.domain}`;
  const { seen, problem, refused } = await fetchOver(context, host, policyPath, POLICY_MAX_BYTES + 1);
  if (refused)
    return finding('mta-sts', 'not-tested', copy.notChecked.privateAddress(host), copy.notChecked.meaning, { records });
  const unread = (why: string) =>
    finding('mta-sts', 'fail', copy.mtaSts.policyMissing(why), copy.mtaSts.policyMissingMeaning, {
      records,
      fix: copy.mtaSts.policyFix(context.domain),
    });
  // Out of time is not a missing policy.
  if (!seen && context.signal.aborted) return notTested('mta-sts', problem, context.signal);
  if (!seen) return unread(problem ?? 'no answer');
  if (!seen.tls?.trusted || !seen.tls.nameMatches) return unread('its certificate is not valid');
  if (seen.status !== 200) return unread(`the server answered ${seen.status}`);
  if (Buffer.byteLength(seen.body) > POLICY_MAX_BYTES) return unread('it is larger than 64 KB');
  const policy = parseMtaStsPolicy(seen.body);
  if ('problem' in policy) return unread(policy.problem);
  const shown = [...records, seen.body.trim()];
  const uncovered = mail.servers
    .filter((server) => !policy.mx.some((pattern) => mxCovers(pattern, server.name)))
    .map((server) => server.name);
  if (uncovered.length)
    return finding('mta-sts', 'fail', copy.mtaSts.uncovered(uncovered), copy.mtaSts.uncoveredMeaning, {
      records: shown,
      fix: copy.mtaSts.uncoveredFix,
    });
  if (policy.mode === 'enforce')
    return finding('mta-sts', 'pass', copy.mtaSts.enforce, copy.mtaSts.enforceMeaning, { records: shown });
  if (policy.mode === 'testing')
    return finding('mta-sts', 'warn', copy.mtaSts.testing, copy.mtaSts.testingMeaning, {
      records: shown,
      fix: copy.mtaSts.testingFix,
    });
  return finding('mta-sts', 'fail', copy.mtaSts.noneMode, copy.mtaSts.missingMeaning, {
    records: shown,
    fix: copy.mtaSts.testingFix,
  });
}

/** The website's three findings from one visit: HTTPS (and http leading there), HSTS, and security.txt. */
export async function websiteFindings(context: CheckContext): Promise<Finding[]> {
  let host = context.domain;
  let addresses = await context.dns.addresses(host);
  if (!addresses.length) {
    host = `www.${context.domain}`;
    addresses = await context.dns.addresses(host);
  }
  const skipped = (found: string) => [
    finding('hsts', 'not-tested', found, copy.notChecked.meaning),
    finding('security-txt', 'not-tested', found, copy.notChecked.meaning),
  ];
  if (!addresses.length)
    return [finding('https', 'info', copy.https.noWebsite, copy.https.noWebsiteMeaning), ...skipped(copy.notChecked.noWebsite)];
  const ip = allowedAddress(context, addresses);
  if (!ip)
    return [
      finding('https', 'not-tested', copy.notChecked.privateAddress(host), copy.notChecked.meaning),
      ...skipped(copy.notChecked.privateAddress(host)),
    ];
  const [secure, plain] = await Promise.allSettled([
    probeWeb('https', ip, host, '/', { maxBytes: 1, signal: stepSignal(context) }),
    probeWeb('http', ip, host, '/', { maxBytes: 1, signal: stepSignal(context) }),
  ]);
  if (secure.status === 'rejected' && context.signal.aborted)
    return (['https', 'hsts', 'security-txt'] as const).map((check) => notTested(check, secure.reason, context.signal));
  if (secure.status === 'rejected' || !secure.value.tls)
    return [
      finding('https', 'fail', copy.https.unreachable(host), copy.https.unreachableMeaning, { fix: copy.https.unreachableFix }),
      ...skipped(copy.notChecked.noWebsite),
    ];
  const { tls, headers } = secure.value;
  const records = [`https://${host}/ (${ip}): ${tls.protocol}, ${secure.value.status}`];
  const problem = certificateProblem(tls, host, copy.starttls);
  const https = !modernTls(tls.protocol)
    ? finding('https', 'fail', copy.https.oldTls(host, tls.protocol), copy.https.certificateMeaning, {
        records,
        fix: copy.https.certificateFix,
      })
    : problem
      ? finding(
          'https',
          tls.trusted && tls.nameMatches ? 'warn' : 'fail',
          copy.https.certificate(host, problem),
          tls.trusted && tls.nameMatches ? copy.https.expiringMeaning : copy.https.certificateMeaning,
          {
            records,
            fix: copy.https.certificateFix,
          },
        )
      : redirectsToHttps(plain, host)
        ? finding('https', 'pass', copy.https.good(host), copy.https.goodMeaning, { records })
        : finding('https', 'warn', copy.https.noRedirect(host), copy.https.noRedirectMeaning, {
            records,
            fix: copy.https.noRedirectFix,
          });
  return [https, hstsFinding(headers['strict-transport-security']), await securityTxtFinding(context, ip, host)];
}

const redirectsToHttps = (plain: PromiseSettledResult<WebSeen>, host: string) =>
  plain.status === 'fulfilled' &&
  [301, 302, 307, 308].includes(plain.value.status) &&
  String(plain.value.headers.location ?? '').startsWith(`https://${host}`);

function hstsFinding(header: string | undefined): Finding {
  const maxAge = header ? Number(tags(header).get('max-age')?.replace(/"/g, '') ?? NaN) : NaN;
  if (!header || Number.isNaN(maxAge) || maxAge <= 0)
    return finding('hsts', 'fail', copy.hsts.missing, copy.hsts.missingMeaning, { fix: copy.hsts.fix });
  const records = [`Strict-Transport-Security: ${header}`];
  if (maxAge >= HSTS_YEAR_SECONDS) return finding('hsts', 'pass', copy.hsts.good(maxAge), copy.hsts.goodMeaning, { records });
  return finding('hsts', 'warn', copy.hsts.short(maxAge), copy.hsts.shortMeaning, { records, fix: copy.hsts.fix });
}

async function securityTxtFinding(context: CheckContext, ip: string, host: string): Promise<Finding> {
  try {
    const seen = await probeWeb('https', ip, host, '/.well-known/security.txt', {
      maxBytes: SECURITY_TXT_MAX_BYTES,
      signal: stepSignal(context),
    });
    if (seen.status === 200 && /^Contact:/im.test(seen.body))
      return finding('security-txt', 'info', copy.securityTxt.found, copy.securityTxt.meaning);
  } catch {
    // Unreadable is the same as absent here: it is information, not a verdict.
  }
  return finding('security-txt', 'info', copy.securityTxt.missing, copy.securityTxt.meaning);
}

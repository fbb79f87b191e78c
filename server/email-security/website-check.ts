/** The website's three findings from one visit: HTTPS (and where plain http leads), HSTS, and security.txt. */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { allowedAddress, finding, notTested, stepSignal, type CheckContext } from './check-context';
import { certificateFix, certificateProblem, noteCertificate } from './certificate-problem';
import { tags } from './mail-records';
import { probeWeb, type WebSeen } from './probes';
import { HandshakeError, modernTls, type TlsSeen } from './tls-seen';

const SECURITY_TXT_MAX_BYTES = 32 * 1024;
const HSTS_YEAR_SECONDS = 365 * 24 * 60 * 60;
const REDIRECTS = [301, 302, 307, 308];

export async function websiteFindings(context: CheckContext): Promise<Finding[]> {
  let host = context.domain;
  let addresses = await context.dns.addresses(host);
  if (!addresses.length) {
    host = `www.${context.domain}`;
    addresses = await context.dns.addresses(host);
  }
  // Not tested where the website could not be asked; not applicable (info, not counted) where there is none.
  const skipped = (status: 'not-tested' | 'info', found: string, meaning: string) =>
    (['hsts', 'security-txt'] as const).map((check) => finding(check, status, found, meaning));
  if (!addresses.length)
    return [
      finding('https', 'info', copy.https.noWebsite, copy.https.noWebsiteMeaning),
      ...skipped('info', copy.notChecked.noWebsite(context.domain), copy.notChecked.noWebsiteMeaning),
    ];
  const ip = allowedAddress(context, addresses);
  if (!ip)
    return [
      finding('https', 'not-tested', copy.notChecked.privateAddress(host), copy.notChecked.meaning),
      ...skipped('not-tested', copy.notChecked.privateAddress(host), copy.notChecked.meaning),
    ];
  const [secure, plain] = await Promise.allSettled([
    probeWeb('https', ip, host, '/', { maxBytes: 1, signal: stepSignal(context) }),
    probeWeb('http', ip, host, '/', { maxBytes: 1, signal: stepSignal(context) }),
  ]);
  if (secure.status === 'rejected' && context.signal.aborted)
    return (['https', 'hsts', 'security-txt'] as const).map((check) => notTested(check, secure.reason, context.signal));
  if (secure.status === 'rejected' || !secure.value.tls) {
    const refused = secure.status === 'rejected' && secure.reason instanceof HandshakeError ? secure.reason.reason : null;
    const https = refused
      ? finding('https', 'fail', copy.https.refused(host, copy.starttls.handshake[refused]), copy.https.unreachableMeaning, {
          fix: copy.https.refusedFix,
        })
      : finding('https', 'fail', copy.https.unreachable(host), copy.https.unreachableMeaning, { fix: copy.https.unreachableFix });
    return [https, ...skipped('info', copy.notChecked.noHttps(host), copy.notChecked.noHttpsMeaning)];
  }
  const { tls, headers, status } = secure.value;
  const records = [`https://${host}/ (${ip}): ${tls.protocol}, ${status}`];
  if (plain.status === 'fulfilled')
    records.push(`http://${host}/: ${[plain.value.status, plain.value.headers.location].filter(Boolean).join(' → ')}`);
  return [
    await httpsFinding(context, host, tls, plain, records),
    hstsFinding(headers['strict-transport-security']),
    await securityTxtFinding(context, ip, host),
  ];
}

async function httpsFinding(
  context: CheckContext,
  host: string,
  tls: TlsSeen,
  plain: PromiseSettledResult<WebSeen>,
  records: string[],
): Promise<Finding> {
  if (!modernTls(tls.protocol))
    return finding('https', 'fail', copy.https.oldTls(host, tls.protocol), copy.https.oldTlsMeaning, {
      records,
      fix: copy.https.oldTlsFix,
      urgent: true,
    });
  noteCertificate(context, host, tls);
  const problem = certificateProblem(tls, host);
  if (problem) {
    const expiring = problem.kind === 'expiring';
    return finding(
      'https',
      expiring ? 'warn' : 'fail',
      copy.https.certificate(host, problem.words),
      expiring ? copy.https.expiringMeaning : copy.https.certificateMeaning,
      // Lapsed, lapsing within days, or refused: browsers warn visitors away now or soon.
      { records, fix: certificateFix(copy.https.certificateFixes, problem, host), urgent: true },
    );
  }
  // Nothing on port 80 serves nothing unencrypted, and browsers try HTTPS first for a typed address.
  if (plain.status === 'rejected')
    return finding('https', 'pass', copy.https.httpsOnly(host), copy.https.httpsOnlyMeaning, { records });
  const target = httpsTarget(plain.value, host, context.orgDomain);
  if (!target)
    return finding('https', 'warn', copy.https.noRedirect(host), copy.https.noRedirectMeaning, {
      records,
      fix: copy.https.noRedirectFix,
    });
  if (target.hostname === host) return finding('https', 'pass', copy.https.good(host), copy.https.goodMeaning, { records });
  if (await answersWell(context, target.hostname))
    return finding('https', 'pass', copy.https.redirected(host, target.href), copy.https.goodMeaning, { records });
  return finding('https', 'warn', copy.https.redirectBroken(host, target.href), copy.https.redirectBrokenMeaning, {
    records,
    fix: copy.https.noRedirectFix,
  });
}

/** Where plain http redirects to, where that is https on port 443 of the same registrable domain (www. or the apex). */
function httpsTarget(plain: WebSeen, host: string, orgDomain: string): URL | null {
  if (!REDIRECTS.includes(plain.status)) return null;
  let target: URL;
  try {
    target = new URL(String(plain.headers.location ?? ''), `http://${host}/`);
  } catch {
    return null;
  }
  const name = target.hostname.replace(/\.$/, '');
  const ours = name === orgDomain || name.endsWith(`.${orgDomain}`);
  return target.protocol === 'https:' && !target.port && ours ? target : null;
}

/** Whether `host` answers over HTTPS as the first host must: a current TLS version, a certificate valid for it. */
async function answersWell(context: CheckContext, host: string): Promise<boolean> {
  const ip = allowedAddress(context, await context.dns.addresses(host));
  if (!ip) return false;
  try {
    const { tls } = await probeWeb('https', ip, host, '/', { maxBytes: 1, signal: stepSignal(context) });
    const problem = tls && certificateProblem(tls, host);
    return !!tls && modernTls(tls.protocol) && (!problem || problem.kind === 'expiring');
  } catch {
    return false;
  }
}

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

import escapeHtml from 'escape-html';
import { fixedChecker } from '../support/fixed-checker';
import request from 'supertest';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { request as httpRequest, type ClientRequest } from 'node:http';
import packet, { type Packet } from 'dns-packet';
import { BusyError, type EmailSecurityChecker } from '../../server/email-security/checker-types';
import { dnsClient, parseDnsServers } from '../../server/email-security/dns-client';
import { parseNetworks } from '../../server/email-security/public-address';
import { waitUntil } from '../support/mail-kit';
import { findingCopy, notAHostName, spfTermProblems } from '../../shared/catalogue/email-security-copy';
import { helpsWith, providerWords, topFixWords } from '../../shared/catalogue/email-result-copy';
import { emailSecurityCopy } from '../../shared/catalogue/email-security-page-copy';
import {
  EMAIL_SECURITY_REPORT_PATH,
  emailCheckNames,
  emailSecurityReportCopy,
  findingBadge,
  findingStatusWords,
  mailProviderNames,
} from '../../shared/catalogue/email-security-report-copy';
import { mailProvider } from '../../shared/catalogue/mail-providers';
import { composeEmailSecurityReview } from '../../server/email-security/compose-review';
import { createEmailSecurityChecker, type EmailCheckSettings } from '../../server/email-security/email-checker';
import { keptResult } from '../../server/email-security/review-result';
import { PASS_ON_PATH } from '../../shared/email-security/pass-on';
import { EMAIL_CHECK_IDS, type EmailSecurityResult, type LiveCheck } from '../../shared/email-security/result';
import { byUrgency, summarise } from '../../shared/email-security/summarise';
import { resolversValidate } from '../../server/email-security/dnssec-check';
import { helpArticles } from '../../shared/help/articles';
import { helpArticlePath } from '../../shared/help/paths';
import { parseBlocklists } from '../../server/email-security/blocklists';
import { lookalikeNames } from '../../server/email-security/lookalike-names';
import {
  ELSEWHERE_NAME_SERVERS,
  HUGE_DMARC,
  SENTENCE_MX_TEXT,
  startEmailWorld,
  STRANGER_WORDS,
  WEAK_DNS_HOST,
  WEAK_NAME_SERVERS,
  type EmailWorld,
} from '../support/email-world';
import { dnsHostCopy } from '../../shared/catalogue/dns-host-copy';
import { dmarcReportsCopy } from '../../shared/catalogue/dmarc-reports-copy';
import { dnsHost } from '../../shared/catalogue/dns-hosts';
import { recordAtHost } from '../../shared/email-security/record-at-host';
import { tempFolder } from '../support/for-tests';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { escapeRegExp, pdfText, pdfWords } from '../support/pdf-text';
import { bytesOf, startSite, testApp } from '../support/site-server';

let world: EmailWorld;
let settings: EmailCheckSettings;

beforeAll(async () => {
  world = await startEmailWorld();
  settings = world.settings;
}, 60_000);

afterAll(() => world?.stop());

const statuses = (result: EmailSecurityResult) => Object.fromEntries(result.findings.map((found) => [found.check, found.status]));
/** Every check at one status, to be overridden check by check. */
const every = (status: string) => Object.fromEntries(EMAIL_CHECK_IDS.map((check) => [check, status]));
const findingOf = (result: EmailSecurityResult, check: string) => result.findings.find((found) => found.check === check)!;
/** A finding's case: the domain, the check, its status and words, and whatever else it must say (undefined: nothing). */
type FindingCase = [string, string, string, string, Record<string, unknown>?];
const { mtaSts, notChecked, starttls, https } = findingCopy;
const noServers = { meaning: notChecked.noServersMeaning };
/** A TXT record to publish. */
const txt = (name: string, value: unknown) => ({ name, type: 'TXT', value });
/** The finding as the case names it: exactly the fields the case gives, and only those. */
async function readsAsCase(...[domain, check, status, found, more = {}]: FindingCase) {
  const expected = { status, found, ...more };
  const finding: Record<string, unknown> = { ...findingOf(await records().check(domain), check) };
  expect(Object.fromEntries(Object.keys(expected).map((key) => [key, finding[key]]))).toEqual(expected);
}
/** For domains whose every peer answers: a starved run's first connections (a cold TLS stack) may take seconds. */
const PATIENT = { stepMs: 10_000, totalMs: 30_000 };
const patiently = () => createEmailSecurityChecker({ ...settings, ...PATIENT });

test('a strong domain passes every check, and the mail probe only says EHLO', async () => {
  const checker = patiently();
  const result = await checker.check('strong.co.za');
  expect(statuses(result)).toEqual({ ...every('pass'), caa: 'info', 'security-txt': 'info' });
  expect(world.strongMail.ehloNames()).toEqual([settings.ehloName, settings.ehloName]);
  expect(world.strongMail.mailsReceived()).toBe(0);
  // Kept and shared: a second check touches no server of theirs.
  const connections = world.strongMail.connections();
  expect(await checker.check('strong.co.za')).toBe(result);
  expect(world.strongMail.connections()).toBe(connections);
});

const reportOf = async (app: ReturnType<typeof testApp>, domain: string) =>
  (await bytesOf(request(app).get(EMAIL_SECURITY_REPORT_PATH).query({ domain }).expect(200))).body as Buffer;

/** The page's HTML for `domain`, with whatever else the form asks (a selector, "is it live?"). */
const pageOf = async (app: ReturnType<typeof testApp>, domain: string, query: Record<string, string> = {}) =>
  (
    await request(app)
      .get('/email-security')
      .query({ domain, ...query })
      .expect(200)
  ).text;

/** The server HTML of the element with this data-testid or id, to its closing tag (sections do not nest here). */
function sectionOf(html: string, mark: string): string {
  const start = html.search(new RegExp(`<(section|li)[^>]*(data-testid|id)="${mark}"`));
  expect(start).toBeGreaterThanOrEqual(0);
  const tag = html.slice(start + 1, html.indexOf(' ', start));
  return html.slice(start, html.indexOf(`</${tag}>`, start));
}

/** The names of the records to publish in a piece of server HTML, as shown. */
const recordNames = (html: string) => [...html.matchAll(/<dt>Name<\/dt><dd[^>]*>(?:<code>)?([^<]*)/g)].map((match) => match[1]);

test('a weak domain gets each gap with its fix and the record to publish', async () => {
  const checker = patiently();
  const result = await checker.check('weak.co.za');
  expect(statuses(result)).toEqual({
    ...every('warn'),
    ...{ mx: 'pass', blocklist: 'pass', lookalikes: 'pass', 'sender-rules': 'fail', starttls: 'fail' },
    ...{ caa: 'info', 'security-txt': 'info' },
  });
  expect(findingOf(result, 'spf').publish).toEqual([{ name: 'weak.co.za', type: 'TXT', value: 'v=spf1 a mx -all' }]);
  expect(findingOf(result, 'dmarc').publish?.[0].value).toMatch(/^v=DMARC1; p=quarantine; rua=mailto:/);
  expect(findingOf(result, 'dkim').found).toContain('1024-bit');
  expect(findingOf(result, 'https').found).toMatch(/expires in [67] days/);
  // Its CAA record names where to report, not who may issue: it is there, and limits nobody.
  expect(findingOf(result, 'caa')).toMatchObject({
    status: 'info',
    found: findingCopy.caa.noIssuer,
    records: ['CAA 0 iodef "mailto:<script>alert(1)</script>"'],
  });
  // The MTA-STS policy file to serve reads as a file, a line each, on the page (in the report:
  // email-security-report.test's 'a kept domain's report').
  const policy = ['version: STSv1', 'mode: testing', 'mx: mx.weak.co.za', 'max_age: 604800'];
  const app = testApp({}, { emailSecurity: checker });
  const page = await pageOf(app, 'weak.co.za');
  expect(page).toMatch(new RegExp(`<pre[^>]*>${policy.join('\n')}</pre>`));
  // The big senders' rules read as a list in the page's words, not as records in code type.
  const rules = sectionOf(page, 'check-sender-rules');
  expect(rules).toMatch(/<ul class="checklist"><li>/);
  expect(rules).not.toContain('<pre');
});

test('in the report each page after the first starts at a check or one of its parts, never mid-paragraph or at a record apart from its words; records and arrows read as on the page', async () => {
  const app = testApp({}, { emailSecurity: records() });
  const r = emailSecurityReportCopy;
  const starts = [...Object.values(emailCheckNames), r.found, r.records, r.meaning, r.fix, r.links, r.contactTitle];
  const reports: Record<string, Buffer> = {};
  for (const domain of ['weak.co.za', 'm365.co.za', 'listed.co.za', 'kopano.co.za']) {
    reports[domain] = await reportOf(app, domain);
    const pages = pdfText(reports[domain]).split('\f').slice(1, -1);
    const firsts = pages.map((page) => page.trim().split('\n')[0]!.trim());
    expect([domain, firsts.filter((line) => !starts.some((start) => line.startsWith(start)))]).toEqual([domain, []]);
  }
  // A finding's records are drawn: the look-alike that takes e-mail.
  expect(pdfWords(reports['kopano.co.za']!)).toContain('kopan0.co.za');
  // An arrow of the page's is drawn as "->", not as the "?" of a glyph its fonts lack.
  expect(pdfWords(await reportOf(app, 'strong.co.za'))).toContain('301 -> https://strong.co.za/');
});

test('who serves the DNS: a host the table knows gets its own steps and each record as its form takes it; another, the general steps naming its servers', async () => {
  const checker = createEmailSecurityChecker(settings);
  const app = testApp({}, { emailSecurity: checker });
  const host = dnsHost(WEAK_DNS_HOST)!;
  expect((await checker.check('weak.co.za')).dns).toEqual({ zone: 'weak.co.za', servers: WEAK_NAME_SERVERS, host: host.id });
  const weak = await pageOf(app, 'weak.co.za');
  const steps = sectionOf(weak, 'dns-host-steps');
  expect(steps).toContain(`data-host="${host.id}"`);
  expect(steps).toContain(escapeHtml(dnsHostCopy.servedBy(host.name, WEAK_NAME_SERVERS.join(', '))));
  expect(steps).toContain(escapeHtml(host.editor));
  expect(steps).toContain(`href="${escapeHtml(host.source)}"`);
  // Each record as the host's form names it: the domain itself and _dmarc, without the domain.
  const spfName = recordAtHost({ name: 'weak.co.za', type: 'TXT', value: '' }, 'weak.co.za', host).name;
  const dmarcName = recordAtHost({ name: '_dmarc.weak.co.za', type: 'TXT', value: '' }, 'weak.co.za', host).name;
  expect(recordNames(sectionOf(weak, 'check-spf'))).toEqual([spfName || dnsHostCopy.blankName]);
  expect(recordNames(sectionOf(weak, 'check-dmarc'))).toEqual([dmarcName]);
  expect(host.names === 'full' ? dmarcName : `${dmarcName}.weak.co.za`).toBe('_dmarc.weak.co.za');
  // A record is at _dmarc already: the box says to edit it, in the host's words, never to add a second.
  const found = findingOf(await checker.check('weak.co.za'), 'dmarc').records!;
  expect(sectionOf(weak, 'check-dmarc')).toContain(escapeHtml(dnsHostCopy.existing(found.length)));
  for (const step of host.edit!) expect(sectionOf(weak, 'check-dmarc')).toContain(escapeHtml(step.split('{')[0]!));
  // Its mail is on a server of its own: we help by fixing its records there, not by moving its mail to Microsoft 365.
  expect(sectionOf(weak, 'check-spf')).toContain(`href="${helpsWith.security.path}"`);
  expect(sectionOf(weak, 'check-spf')).not.toContain(`href="${helpsWith.mail.path}"`);
  // The report names the host and shows each record as the page does.
  const report = pdfWords(await reportOf(app, 'weak.co.za'));
  expect(report).toContain(`DNS host ${host.name}`);
  expect(report).toContain(`Name ${dmarcName} Type TXT`);

  expect((await checker.check('delegated.co.za')).dns).toEqual({ zone: 'delegated.co.za', servers: ELSEWHERE_NAME_SERVERS });
  const elsewhere = await pageOf(app, 'delegated.co.za');
  const general = sectionOf(elsewhere, 'dns-host-steps');
  expect(general).toContain('data-host=""');
  expect(general).toContain(escapeHtml(dnsHostCopy.unknown(ELSEWHERE_NAME_SERVERS.join(', '))));
  expect(general).toContain(escapeHtml(dnsHostCopy.general[0]));
  expect(recordNames(sectionOf(elsewhere, 'check-dmarc'))).toEqual(['_dmarc']);
  // Two SPF records: which to keep (and edit) and which to delete are named, with cPanel's words beside the general ones.
  const twice = findingOf(await checker.check('twice.co.za'), 'spf').records!;
  const spfBox = sectionOf(await pageOf(app, 'twice.co.za'), 'check-spf');
  expect(spfBox).toContain(escapeHtml(dnsHostCopy.existing(twice.length)));
  expect(spfBox).toContain(escapeHtml(dnsHost('cpanel')!.edit![0]!));
});

test('two SPF records: the one record to publish keeps every sender of both, and once published the check passes it', async () => {
  const found = findingOf(await createEmailSecurityChecker(settings).check('twice.co.za'), 'spf');
  expect(found.status).toBe('fail');
  expect(found.publish).toEqual([{ name: 'twice.co.za', type: 'TXT', value: expect.stringMatching(/^v=spf1 .* -all$/) }]);
  // Both records' senders, each once, in the order DNS gave the records.
  const terms = found.publish![0]!.value.split(' ').slice(1, -1);
  expect(terms.sort()).toEqual(['include:strong.co.za', 'ip4:192.0.2.1', 'ip4:192.0.2.2', 'mx']);
  // Published in place of both, as the owner would: the check itself reads it as sound (asking the
  // zone's own server: the resolver holds the two old records for their TTL).
  await world.dns.setRecords('twice.co.za', 'TXT', [`"${found.publish![0]!.value}"`]);
  const authoritative = { ...settings, dnsServers: parseDnsServers(`127.0.0.1:${world.dns.authoritativePort}`) };
  const after = findingOf(await createEmailSecurityChecker(authoritative).check('twice.co.za'), 'spf');
  expect(after).toMatchObject({ status: 'pass', records: [found.publish![0]!.value] });
});

test('is it live: asked of the zone’s own name server, a record just published is live while the resolver holds the old answer for its TTL; a private name server is never asked', async () => {
  const own = {
    ...settings,
    allowed: [...settings.allowed, ...parseNetworks('127.0.0.1/32')],
    nameServerPort: world.dns.authoritativePort,
  };
  const checker = createEmailSecurityChecker({ ...own, reportsAddress: 'reports@dmarc.example.net' });
  const result = await checker.check('live.co.za');
  // The DMARC record as offered with our report address: every value offered for a name reads live.
  const wanted = [findingOf(result, 'spf').publish![0]!, findingOf(result, 'dmarc').reportsOffer!];
  const stateOf = (live: LiveCheck) =>
    live.records.filter((record) => wanted.some((want) => want.name === record.name && want.type === record.type));
  expect(stateOf((await checker.live(result)).live).map((record) => record.state)).toEqual(['not-live', 'not-live']);
  // Added beside the old SPF record, as a DNS host's form invites: there, but not live, since two break SPF.
  const spf = findingOf(result, 'spf');
  await world.dns.setRecords(
    wanted[0]!.name,
    'TXT',
    [...spf.records!, wanted[0]!.value].map((value) => `"${value}"`),
  );
  expect(stateOf((await checker.live(result)).live).map((record) => record.state)).toEqual(['beside', 'not-live']);
  // Published, as the owner would; the resolver asked a moment ago still holds the old SPF record and "no DMARC".
  for (const record of wanted) await world.dns.setRecords(record.name, 'TXT', [`"${record.value}"`]);
  const asked = Date.now();
  const page = await pageOf(testApp({}, { emailSecurity: checker }), 'live.co.za', { live: '1', selector: 'brand' });
  const live = sectionOf(page, 'live');
  // Asked again, it asks the same question: the DKIM selector with it.
  expect(live).toMatch(/<input type="hidden" name="selector" value="brand"\/>/);
  for (const record of wanted) expect(live).toContain(escapeHtml(record.value));
  const { live: now } = await checker.live(result);
  expect(now.servers).toEqual(['ns.co.za']);
  for (const record of stateOf(now)) {
    expect(record.state).toBe('live');
    const until = Date.parse(record.cachedUntil!) - asked;
    expect(until).toBeGreaterThan(0);
    expect(until).toBeLessThanOrEqual(61_000);
  }
  expect(live).toContain(escapeHtml(dnsHostCopy.live.states.live));
  // The same name server, at an address the check may not connect to: nothing is asked of it.
  const { live: refused } = await createEmailSecurityChecker({ ...own, allowed: settings.allowed }).live(result);
  expect(new Set(refused.records.map((record) => record.state))).toEqual(new Set(['unknown']));
  // Nor is it named as asked: the page says none could be.
  expect(refused.servers).toEqual([]);
  // Counted as a check is: at most one at once here, shared by whoever asks the same meanwhile.
  const single = createEmailSecurityChecker({ ...own, running: 1 });
  const [same, again, other] = await Promise.allSettled([
    single.live(result),
    single.live(result),
    single.live({ ...result, domain: 'twice.co.za' }),
  ]);
  expect([same.status, again.status]).toEqual(['fulfilled', 'fulfilled']);
  expect(other).toMatchObject({ status: 'rejected', reason: expect.any(BusyError) });
  // A result of the same domain asking after other records is its own run, never another's answer.
  const fewer = { ...result, findings: result.findings.filter((found) => found.check !== 'dmarc') };
  const pair = createEmailSecurityChecker({ ...own, running: 2 });
  const [{ live: both }, { live: one }] = await Promise.all([pair.live(result), pair.live(fewer)]);
  expect(one.records.map((record) => record.name)).toEqual(
    fewer.findings.flatMap((found) => found.publish ?? []).map((r) => r.name),
  );
  expect(both.records.length).toBeGreaterThan(one.records.length);
  // No resolver answers at all: still an answer, every record unknown, never an error page.
  const { live: deaf } = await createEmailSecurityChecker({
    ...own,
    dnsServers: parseDnsServers('127.0.0.1:9'),
    stepMs: 200,
  }).live(result);
  expect(deaf.servers).toEqual([]);
  expect(new Set(deaf.records.map((record) => record.state))).toEqual(new Set(['unknown']));
});

test('ask again after publishing: each press asks anew, a record live reads its finding again, MTA-STS is live only once its policy is served; a record edited in place is the one', async () => {
  const checker = createEmailSecurityChecker({
    ...settings,
    allowed: [...settings.allowed, ...parseNetworks('127.0.0.1/32')],
    nameServerPort: world.dns.authoritativePort,
  });
  const app = testApp({}, { emailSecurity: checker });
  const result = await checker.check('fixme.co.za');
  const [dmarc, mtaSts] = (['dmarc', 'mta-sts'] as const).map((check) => findingOf(result, check).publish![0]!);
  const ask = async (live: string) => {
    const html = await pageOf(app, 'fixme.co.za', { live });
    const section = sectionOf(html, 'live');
    const stateOf = (value: string) =>
      new RegExp(`<li data-state="([a-z-]+)">(?:(?!</li>).)*${escapeRegExp(escapeHtml(value))}`).exec(section)?.[1];
    const topFixes = /aria-labelledby="top-fixes">([\s\S]*?)<\/section>/.exec(html)![1];
    return { html, section, stateOf, topFixes, next: /name="live" value="([^"]+)"/.exec(section)![1] };
  };
  const first = await ask('1');
  expect(first.topFixes).toContain('href="#check-dmarc"');
  // The policy file goes with its record: where it is served, and that its host needs an address and a certificate.
  expect(sectionOf(first.html, 'check-mta-sts')).toContain(escapeHtml(emailSecurityCopy.serveNeeds('mta-sts.fixme.co.za')));
  // The owner publishes both TXT records, but gives mta-sts.fixme.co.za no address yet.
  for (const record of [dmarc, mtaSts]) await world.dns.setRecords(record.name, 'TXT', [`"${record.value}"`]);
  const second = await ask(first.next);
  // The button asks a question the page did not: a browser at the same address would only scroll.
  expect(second.next).not.toBe(first.next);
  expect([second.stateOf(dmarc.value), second.stateOf(mtaSts.value)]).toEqual(['live', 'not-live']);
  expect(second.section).toContain(escapeHtml(dnsHostCopy.live.unserved(findingCopy.mtaSts.unread.noAddress)));
  expect(second.html).toMatch(/id="check-dmarc" data-check="dmarc" data-status="pass"/);
  expect(findingOf(await checker.live(result), 'dmarc').records).toEqual([dmarc.value]);
  expect(second.topFixes).not.toContain('href="#check-dmarc"');
  // Its address, where the policy is served: now live, and the finding reads the policy.
  const policyAt = await dnsClient(settings.dnsServers, 1_000, AbortSignal.timeout(5_000)).addresses('mta-sts.sts-testing.co.za');
  await world.dns.setRecords('mta-sts.fixme.co.za', 'A', policyAt);
  const third = await ask(second.next);
  expect(third.stateOf(mtaSts.value)).toBe('live');
  expect(sectionOf(third.html, 'check-mta-sts')).toContain(escapeHtml(findingCopy.mtaSts.testing));
});

/** The check as the lab's authoritative server answers it, offering DMARC reports to `ours`. */
const ours = 'reports@dmarc.example.net';
const reportingChecker = () =>
  createEmailSecurityChecker({
    ...settings,
    allowed: [...settings.allowed, ...parseNetworks('127.0.0.1/32')],
    nameServerPort: world.dns.authoritativePort,
    reportsAddress: ours,
  });

test('one DMARC record per name: the report offer keeps the advised policy, and either value offered, published exactly, reads live at every press', async () => {
  const checker = reportingChecker();
  const app = testApp({}, { emailSecurity: checker });
  const policyOf = (value: string) => /; p=(\w+)/.exec(value)?.[1];
  const withoutReports = (value: string) => value.replace(/; rua=[^;]*/, '');
  // No record: p=none advised; at p=none with its own report address: p=quarantine. The offer is
  // the record advised with our address as the report address, the owner's mailbox left out.
  for (const [domain, policy] of [
    ['weakling.co.za', 'none'],
    ['halfway.co.za', 'quarantine'],
  ] as const) {
    const dmarc = findingOf(await checker.check(domain), 'dmarc');
    const [advised, offer] = [dmarc.publish![0]!, dmarc.reportsOffer!];
    expect([domain, policyOf(advised.value), policyOf(offer.value)]).toEqual([domain, policy, policy]);
    expect(withoutReports(offer.value)).toBe(withoutReports(advised.value));
    expect(offer.value).toContain(`mailto:${ours}`);
    await world.dns.setRecords(offer.name, 'TXT', [`"${offer.value}"`]);
    let press = '1';
    // Asked twice: the second press asks after the same record, not the next step beyond it.
    for (const time of [1, 2]) {
      const section = sectionOf(await pageOf(app, domain, { live: press }), 'live');
      const state = new RegExp(`<li data-state="([a-z-]+)">(?:(?!</li>).)*${escapeRegExp(escapeHtml(offer.value))}`).exec(
        section,
      );
      expect([domain, time, state?.[1]]).toEqual([domain, time, 'live']);
      press = /name="live" value="([^"]+)"/.exec(section)![1]!;
    }
  }
});

test('two DMARC records: the fix says which to keep or replaces both with one record of their strictest policy and the report address in use, never a mailbox of ours; published, it reads live', async () => {
  const checker = reportingChecker();
  const words = findingCopy.dmarc;
  // p=reject beside p=none with reports to dmarc@: neither as it is, so both give way to one.
  const result = await checker.check('twodmarc.co.za');
  const two = findingOf(result, 'dmarc');
  const merged = 'v=DMARC1; p=reject; rua=mailto:dmarc@twodmarc.co.za';
  expect(two).toMatchObject({
    status: 'fail',
    meaning: words.severalMeaning,
    fix: words.replaceAll('reject', ['dmarc@twodmarc.co.za'], 2),
    publish: [{ name: '_dmarc.twodmarc.co.za', type: 'TXT', value: merged }],
    reportsOffer: { value: `${merged},mailto:${ours}` },
  });
  // The record to edit into it comes first: the one with the stricter policy.
  expect(two.records).toEqual(['v=DMARC1; p=reject', 'v=DMARC1; p=none; rua=mailto:dmarc@twodmarc.co.za']);
  expect(JSON.stringify(two)).not.toContain('dmarc-reports@');
  const shown = sectionOf(await pageOf(testApp({}, { emailSecurity: checker }), 'twodmarc.co.za'), 'check-dmarc');
  expect(shown).toContain(escapeHtml(words.replaceAll('reject', ['dmarc@twodmarc.co.za'], 2)));
  expect(shown).toContain(escapeHtml(dnsHostCopy.existing(2)));
  // The stricter already names the other's report address: keep it as it is, delete the other.
  const keep = findingOf(await checker.check('keep.twodmarc.co.za'), 'dmarc');
  const kept = 'v=DMARC1; p=quarantine; rua=mailto:dmarc@twodmarc.co.za';
  expect(keep).toMatchObject({
    fix: words.keepOne('quarantine', 2),
    publish: [{ value: kept }],
    records: [kept, expect.any(String)],
  });
  // Followed: one record at the name, which reads live.
  await world.dns.setRecords('_dmarc.twodmarc.co.za', 'TXT', [`"${merged}"`]);
  const { live } = await checker.live(result);
  expect(live.records.find((record) => record.name === '_dmarc.twodmarc.co.za')).toMatchObject({ state: 'live', value: merged });
});

test('SPF past 10 lookups fails naming the limit; a null MX takes no mail; a named DKIM selector is asked', async () => {
  const checker = createEmailSecurityChecker(settings);
  const result = await checker.check('lookups.co.za');
  expect(findingOf(result, 'spf')).toMatchObject({ status: 'fail', found: expect.stringContaining('the limit is 10 (RFC 7208') });
  expect(findingOf(result, 'mx').status).toBe('info');
  // A key at a selector of its own is found where the visitor names it.
  const named = await checker.check('lookups.co.za', { selector: 'brand' });
  expect(findingOf(named, 'dkim')).toMatchObject({ status: 'pass', found: expect.stringContaining('brand') });
});

test('with no website, or none answering over HTTPS, HSTS and security.txt are not applicable, not counted and never “try again”', async () => {
  const none = await records().check('lookups.co.za');
  expect(findingOf(none, 'https').status).toBe('info');
  const closed = await records().check('closed.co.za');
  expect(findingOf(closed, 'https')).toMatchObject({ status: 'fail', found: findingCopy.https.unreachable('closed.co.za') });
  for (const check of ['hsts', 'security-txt']) {
    // For information: summarise counts neither among the checks that give a verdict.
    expect(findingOf(none, check).status).toBe('info');
    expect(findingOf(none, check)).toMatchObject({
      found: notChecked.noWebsite('lookups.co.za'),
      meaning: notChecked.noWebsiteMeaning,
    });
    expect(findingOf(closed, check)).toMatchObject({
      status: 'info',
      found: notChecked.noHttps('closed.co.za'),
      meaning: notChecked.noHttpsMeaning,
    });
    for (const result of [none, closed]) expect(findingOf(result, check).meaning).not.toMatch(/try again/);
  }
});

/** The staff e-mail of a review asked for on this result. */
const reviewOf = (result: EmailSecurityResult) =>
  composeEmailSecurityReview(
    {
      ...{
        kind: 'email-security',
        name: 'Thabo Nkosi',
        email: 'thabo@example.com',
        company: 'Gateway',
        phone: '+27 82 555 0178',
      },
      ...{ marketing: false, domain: result.domain, result, requestId: 'r', receivedAt: new Date().toISOString() },
    },
    { to: 'staff@kopano.test', from: 'site@kopano.test', siteName: 'Kopano', messageId: 'm', publicUrl: 'https://kopano.test' },
  );

test('a DMARC record of about 60 KB is read over TCP, and the result, the page, the report and the staff e-mail stay small', async () => {
  const checker = createEmailSecurityChecker(settings);
  const result = await checker.check('huge.co.za');
  expect(HUGE_DMARC.length).toBeGreaterThan(60_000);
  // Far past what a UDP answer holds, it is read whole over TCP, and shown cut to size.
  expect(findingOf(result, 'dmarc').records?.[0]).toHaveLength(1024);
  // Twenty of its 2,550 report addresses are read and named, the rest counted.
  expect(findingOf(result, 'dmarc').found).toContain(findingCopy.dmarc.moreReports(2530));
  expect(JSON.stringify(result).length).toBeLessThan(16_000);
  const app = testApp({}, { emailSecurity: checker });
  const page = await pageOf(app, 'huge.co.za');
  expect(page).toContain('mailto:r0@huge.co.za');
  expect(page.length).toBeLessThan(100_000);
  // Its drawing time, which holds up other pages meanwhile, is bench/email-bounds.ts's.
  const pdf = await reportOf(app, 'huge.co.za');
  expect(pdf.length).toBeLessThan(40_000);
  expect(pdfWords(pdf)).toContain('rua=mailto:r0@huge.co.za');
  const kept = keptResult(checker, 'huge.co.za');
  if (!kept.ok) throw new Error('huge.co.za is not kept');
  const mail = reviewOf(kept.found.result);
  expect(mail.text.length + mail.html.length).toBeLessThan(20_000);
  expect((mail.attachments?.[0]?.content as Buffer).length).toBeLessThan(40_000);
});

test('failing signatures are told apart from a domain that does not exist', async () => {
  expect(await records().check('nothing-here.co.za')).toMatchObject({ exists: false, findings: [] });
});

test('a peer that never speaks is left within the deadline; a private address is never contacted', async () => {
  const checker = createEmailSecurityChecker(settings);
  const started = Date.now();
  const silent = await checker.check('silent.co.za');
  expect(Date.now() - started).toBeLessThan(settings.totalMs + 500);
  expect(findingOf(silent, 'starttls')).toMatchObject({
    status: 'not-tested',
    found: findingCopy.starttls.unreachable('mx.silent.co.za', settings.stepMs),
    records: [`mx.silent.co.za (${peer(25)}): ${findingCopy.starttls.seen.noAnswer}`],
  });
  // Nothing listening on port 25 (sts-none.co.za's mail server is a web server): refused at once, never "within N seconds".
  const closedPort = findingOf(await checker.check('sts-none.co.za'), 'starttls');
  expect(closedPort).toMatchObject({ status: 'not-tested', found: findingCopy.starttls.closedPort('mx.sts-none.co.za') });
  // Greeted, then silent to EHLO: it was never asked what it offers, so never "no STARTTLS".
  const greets = await checker.check('greets.co.za');
  expect(findingOf(greets, 'starttls')).toMatchObject({
    status: 'not-tested',
    found: findingCopy.starttls.unasked('mx.greets.co.za'),
    records: [`mx.greets.co.za (${peer(18)}): ${findingCopy.starttls.seen.unasked}`],
  });
  // Asked, and offering none: that is a failure, said as such.
  expect(findingOf(await records().check('weak.co.za'), 'starttls')).toMatchObject({
    status: 'fail',
    found: findingCopy.starttls.none('mx.weak.co.za'),
    records: [`mx.weak.co.za (${peer(23)}): ${findingCopy.starttls.seen.notOffered}`],
  });
  const hidden = await checker.check('private.co.za');
  expect(findingOf(hidden, 'starttls')).toMatchObject({
    status: 'not-tested',
    found: expect.stringContaining('private address'),
  });
  expect(findingOf(hidden, 'https')).toMatchObject({ status: 'not-tested', found: expect.stringContaining('private address') });
  expect(world.watched.connections()).toBe(0);
});

test('the page answers in its HTML, escaped, and the API streams each finding', async () => {
  const app = testApp({}, { emailSecurity: createEmailSecurityChecker(settings) });
  const page = await request(app).get('/email-security?domain=https://weak.co.za/about').expect(200);
  expect(page.text.match(/data-check="[a-z-]+"/g)).toHaveLength(EMAIL_CHECK_IDS.length);
  expect(page.text).not.toContain('<script>alert(1)');
  expect(page.text).toContain('&lt;script&gt;alert(1)');
  expect(page.headers['cache-control']).toBe('private, no-store');
  await request(app).get('/email-security?domain=co.za').expect(400);
  // A look-alike typed (a Cyrillic а in a Latin name that does not exist) is named as checked as a browser shows it.
  const typed = await request(app).get('/email-security').query({ domain: 'gоne-example.co.za' }).expect(200);
  expect(typed.text).toContain(`<h2>${emailSecurityCopy.resultHeading('xn--gne-example-rnj.co.za')}</h2>`);
  expect(typed.text).not.toContain(emailSecurityCopy.resultHeading('gоne-example.co.za'));
  // DNS that never answers: every check not tested, and the page says why instead of a score.
  let clock = Date.now();
  const deaf = createEmailSecurityChecker(
    { ...settings, dnsServers: [{ host: '127.0.0.1', port: 9 }], stepMs: 200, keepMs: 10 * 60_000 },
    () => clock,
  );
  const unanswered = await pageOf(testApp({}, { emailSecurity: deaf }), 'strong.co.za');
  expect(unanswered).toContain(emailSecurityCopy.nothingJudged);
  // Kept a minute, not ten: the same dead name makes no fresh work at once, and a revived one is soon seen.
  expect(deaf.kept('strong.co.za')?.findings.every((found) => found.status === 'not-tested')).toBe(true);
  clock += 61_000;
  expect(deaf.kept('strong.co.za')).toBeUndefined();
  const stream = await request(app)
    .get('/api/email-security?domain=weak.co.za')
    .expect(200)
    .expect('content-type', /ndjson/);
  const lines = stream.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string });
  expect(lines.map((line) => line.type)).toEqual(['start', ...Array(EMAIL_CHECK_IDS.length).fill('finding'), 'result']);
});

/** Checks that take a while: every name under slow.co.za has silent.co.za's mail server, which never speaks. */
const slowly = () => ({ ...settings, stepMs: 3_000, totalMs: 6_000 });
/** What a browser says of another site's image, and of a link followed from another site. */
const image = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' };
const link = { ...image, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };

/** A GET held open by one client (X-Forwarded-For, behind TRUST_PROXY_HOPS=1) until its answer's head arrives. */
const held = (url: string, path: string, client: string) =>
  new Promise<{ asked: ClientRequest; status?: number }>((resolve, reject) => {
    const asked = httpRequest(`${url}${path}`, { headers: { 'X-Forwarded-For': client } }, (answer) =>
      resolve({ asked, status: answer.statusCode }),
    );
    asked.on('error', reject).end();
  });

test('one client holding the slots while another visitor checks: two each, past that busy, logged once without a stack', async () => {
  const site = await startSite({ TRUST_PROXY_HOPS: '1' }, { emailSecurity: createEmailSecurityChecker(slowly()) });
  const open: ClientRequest[] = [];
  try {
    const flooder = '198.51.100.7';
    for (const name of ['a', 'b'])
      open.push((await held(site.url, `/api/email-security?domain=${name}.slow.co.za`, flooder)).asked);
    const again = (path: string) =>
      request(site.url).get(path).set('X-Forwarded-For', flooder).expect(503).expect('retry-after', '60');
    await again('/api/email-security?domain=c.slow.co.za');
    expect((await again('/email-security?domain=c.slow.co.za')).text).toContain(emailSecurityCopy.busy);
    // Joining a check already running for the same name is a share too.
    await again('/api/email-security?domain=a.slow.co.za');
    const visitor = await held(site.url, '/api/email-security?domain=d.slow.co.za', '203.0.113.9');
    open.push(visitor.asked);
    expect(visitor.status).toBe(200);
    const refusals = site.logs.filter((line) => line.path === '/api/email-security' && line.msg === 'request refused');
    expect(refusals).toMatchObject([
      { level: 'warn', status: 503 },
      { level: 'warn', status: 503 },
    ]);
    expect(site.logs.filter((line) => line.level === 'error' || 'err' in line)).toEqual([]);
  } finally {
    open.forEach((asked) => asked.destroy());
    await site.close();
  }
});

test('a check stops when its visitor goes, from the page, the stream or the report: its slot frees at once, nothing half-done is kept', async () => {
  const checker = createEmailSecurityChecker({ ...slowly(), running: 1 });
  let checking = () => {};
  const watched: EmailSecurityChecker = {
    ...checker,
    check: (domain, options) => {
      checking();
      return checker.check(domain, options);
    },
  };
  const site = await startSite({}, { emailSecurity: watched });
  try {
    for (const [at, path] of ['/email-security', '/api/email-security', EMAIL_SECURITY_REPORT_PATH].entries()) {
      const domain = `gone${at}.slow.co.za`;
      const started = new Promise<void>((resolve) => (checking = resolve));
      const asked = httpRequest(`${site.url}${path}?domain=${domain}`).on('error', () => {});
      asked.end();
      await started;
      asked.destroy();
      // The slow check would hold its slot 3 s (its silent mail server's step): another visitor's gets it well before.
      let probe = 0;
      const free = () =>
        checker.check(`free${at}-${(probe += 1)}.nothing-here.co.za`).then(
          () => true,
          (error: unknown) => (error instanceof BusyError ? false : Promise.reject(error)),
        );
      await waitUntil(free, 1_000, `the slot of ${path}`);
      expect(checker.kept(domain)).toBeUndefined();
    }
  } finally {
    await site.close();
  }
});

test('a selector adds its DKIM lookup to the kept result and connects to nothing', async () => {
  const asked: number[] = [];
  const checker = createEmailSecurityChecker({ ...settings, onChecked: (ran) => asked.push(ran.dnsQueries) });
  const whole = await checker.check('strong.co.za');
  const connections = world.strongMail.connections();
  const named = await checker.check('strong.co.za', { selector: 'brand' });
  expect(world.strongMail.connections()).toBe(connections);
  expect(asked[1]).toBeLessThan(asked[0]);
  expect(named.findings.filter((found) => found.check !== 'dkim')).toEqual(
    whole.findings.filter((found) => found.check !== 'dkim'),
  );
  expect(findingOf(named, 'dkim').status).toBe('pass');
  expect(checker.kept('strong.co.za')).toBe(named);
  expect(await checker.check('strong.co.za', { selector: 'brand' })).toBe(named);
});

test('where a DKIM key is not found, the finding points to the selector field where it is: above, under the domain', async () => {
  const app = testApp({}, { emailSecurity: records() });
  const { selectorLabel } = emailSecurityCopy;
  for (const [domain, found] of [
    ['gateway.co.za', findingCopy.dkim.none],
    ['soft.cases.co.za', findingCopy.dkim.revoked(['default'])],
  ] as const) {
    const dkim = findingOf(await records().check(domain), 'dkim');
    expect(dkim.found).toBe(found);
    expect(dkim.meaning).not.toMatch(/\bbelow\b/);
    expect(dkim.meaning).toContain(selectorLabel);
    // The field the finding names comes before it on the page.
    const page = await pageOf(app, domain);
    const field = page.indexOf(`<summary>${escapeHtml(selectorLabel)}</summary>`);
    expect(field).toBeGreaterThanOrEqual(0);
    expect(field).toBeLessThan(page.indexOf(sectionOf(page, 'check-dkim')));
  }
});

test('the result counts its checks as the progress line did: those that give no verdict are counted apart', async () => {
  const result = await records().check('lookups.co.za');
  const { passed, judged } = summarise(result.findings);
  expect(judged).toBeLessThan(EMAIL_CHECK_IDS.length);
  const page = await pageOf(testApp({}, { emailSecurity: records() }), 'lookups.co.za');
  const summary = /data-testid="email-summary">([^<]*)</.exec(page)?.[1] ?? '';
  // The progress line counted every check; the result names that total beside the ones judged.
  expect(summary).toMatch(new RegExp(`\\b${EMAIL_CHECK_IDS.length}\\b`));
  expect(summary).toBe(escapeHtml(emailSecurityCopy.summary(passed, judged, result.findings.length)));
});

test('another site’s image gets 403 from the page, the stream and the report alike; a link followed from elsewhere is the visitor’s own', async () => {
  // No slot at all: a request let through is answered busy, so nothing is checked here.
  const app = testApp({}, { emailSecurity: createEmailSecurityChecker({ ...settings, running: 0 }) });
  for (const path of ['/email-security', '/api/email-security', EMAIL_SECURITY_REPORT_PATH]) {
    await request(app).get(path).query({ domain: 'strong.co.za' }).set(image).expect(403);
    await request(app).get(path).query({ domain: 'strong.co.za' }).set(link).expect(503);
  }
});

test('a DNS answer is taken only from the server and port asked, whoever else guesses its id', async () => {
  const bound = (address: string, port = 0) =>
    new Promise<UdpSocket>((resolve) => {
      const socket = createSocket('udp4');
      socket.bind(port, address, () => resolve(socket));
    });
  const server = await bound('127.0.0.1');
  const { port } = server.address();
  const sockets = [server, await bound('127.0.0.1'), await bound('127.0.0.2', port)];
  const [, otherPort, otherHost] = sockets;
  server.on('message', (message, from) => {
    const query = packet.decode(message);
    const answer = (ip: string): Buffer =>
      packet.encode({
        type: 'response',
        id: query.id,
        flags: packet.RECURSION_DESIRED,
        questions: query.questions,
        answers: [{ type: 'A', name: query.questions![0].name, data: ip }],
      } as Packet);
    // The forgeries reach the asker first: each is sent before the next.
    otherPort.send(answer('192.0.2.66'), from.port, from.address, () =>
      otherHost.send(answer('192.0.2.67'), from.port, from.address, () =>
        server.send(answer('192.0.2.1'), from.port, from.address),
      ),
    );
  });
  try {
    const dns = dnsClient([{ host: '127.0.0.1', port }], 1_000, new AbortController().signal);
    expect((await dns.records('www.example.co.za', 'A')).data.map((record) => record.data)).toEqual(['192.0.2.1']);
  } finally {
    sockets.forEach((socket) => socket.close());
  }
});

test('each certificate problem is named for what it is, with its own fix, on the web and in STARTTLS', async () => {
  const checker = patiently();
  const { expiredOn, validFrom } = world.certificateDates;
  type Kind = keyof typeof starttls.certificateFixes;
  const cases: [string, Kind, (host: string) => string][] = [
    ['expired.co.za', 'expired', () => starttls.expired(expiredOn)],
    ['misnamed.co.za', 'wrongName', (host) => starttls.wrongName(host, ['elsewhere.co.za', 'mx.elsewhere.co.za'])],
    ['self-signed.co.za', 'selfSigned', () => starttls.selfSigned],
    ['unknown-ca.co.za', 'untrusted', () => starttls.untrusted],
    ['not-yet.co.za', 'notYetValid', () => starttls.notYetValid(validFrom)],
    // Trusted at the probe's security level 0, refused at senders' and browsers' defaults.
    ['short-key.co.za', 'weakKey', () => starttls.weakKey(1024)],
    ['sha1.co.za', 'sha1', () => starttls.sha1],
  ];
  const fixOf = (fixes: typeof starttls.certificateFixes | typeof https.certificateFixes, kind: Kind, host: string) => {
    const fix = fixes[kind];
    return typeof fix === 'function' ? fix(host) : fix;
  };
  for (const [domain, kind, problem] of cases) {
    const result = await checker.check(domain);
    // The mail server's certificate warns (senders fall back to plain text); the web server's fails.
    for (const [id, status, words, host] of [
      ['starttls', 'warn', starttls, `mx.${domain}`],
      ['https', 'fail', https, domain],
    ] as const)
      expect([domain, findingOf(result, id)]).toEqual([
        domain,
        expect.objectContaining({
          status,
          found: words.certificate(host, problem(host)),
          meaning: words.certificateMeaning,
          fix: fixOf(words.certificateFixes, kind, host),
        }),
      ]);
  }
});

test.each<FindingCase>([
  ['shared.cases.co.za', 'spf', 'fail', findingCopy.spf.tooManyLookups(12, true)],
  ['void-include.cases.co.za', 'spf', 'fail', findingCopy.spf.missingInclude('gone.cases.co.za', 'include')],
  ['voids.cases.co.za', 'spf', 'fail', findingCopy.spf.tooManyVoids(3, ['x1.cases.co.za', 'x2.cases.co.za', 'x3.cases.co.za'])],
  ['loop.cases.co.za', 'spf', 'fail', findingCopy.spf.loop(['loop.cases.co.za', 'loop2.cases.co.za', 'loop.cases.co.za'])],
  ['soft.cases.co.za', 'spf', 'pass', findingCopy.spf.softFail(0)],
  ['neutral.cases.co.za', 'spf', 'warn', findingCopy.spf.neutral],
  ['noall.cases.co.za', 'spf', 'warn', findingCopy.spf.noAll],
  ['far.cases.co.za', 'spf', 'not-tested', findingCopy.spf.incomplete(12)],
  ['two-keys.cases.co.za', 'dkim', 'warn', findingCopy.dkim.brokenBeside('selector1', ['selector2'])],
  ['soft.cases.co.za', 'dkim', 'info', findingCopy.dkim.revoked(['default'])],
  ['neutral.cases.co.za', 'dkim', 'fail', findingCopy.dkim.broken('selector1')],
  ['literal.cases.co.za', 'mx', 'fail', findingCopy.mx.address(['198.51.100.7'])],
  // No mail server has an address to ask: the checks of them point to Mail servers, never to "try again".
  ['literal.cases.co.za', 'starttls', 'not-tested', notChecked.noMailAddress, noServers],
  ['literal.cases.co.za', 'reverse-dns', 'not-tested', notChecked.noMailAddress, noServers],
  ['literal.cases.co.za', 'blocklist', 'not-tested', findingCopy.blocklist.noAddress, noServers],
  ['declines.co.za', 'starttls', 'fail', starttls.refused('mx.declines.co.za', starttls.handshake.declined)],
  // One SPF record that hands the rest over with redirect=: the record to publish keeps that sender, as an include.
  [
    'redirect.cases.co.za',
    'spf',
    'warn',
    findingCopy.spf.softFail(1),
    { publish: [txt('redirect.cases.co.za', 'v=spf1 ip4:192.0.2.1 include:to.redirect.cases.co.za -all')] },
  ],
  // A term written wrongly: the record corrected is offered only where receivers could take it as it stands.
  [
    'typo.cases.co.za',
    'spf',
    'fail',
    findingCopy.spf.invalid(spfTermProblems.address('ip4:192.0.2.1:25')),
    {
      fix: findingCopy.spf.invalidFix([]),
      publish: [txt('typo.cases.co.za', 'v=spf1 ip4:192.0.2.1 ~all')],
    },
  ],
  // Corrected, +all would still let anyone send as the domain: no record, and the steps.
  [
    'typo-open.cases.co.za',
    'spf',
    'fail',
    findingCopy.spf.invalid(spfTermProblems.address('ip4:192.0.2.1:25')),
    { fix: findingCopy.spf.invalidByHand, publish: undefined },
  ],
  // Two SPF records that no one record can keep within the limits: no record that would drop a sender, the steps to merge them.
  [
    'merge-voids.cases.co.za',
    'spf',
    'fail',
    findingCopy.spf.several(2),
    { fix: findingCopy.spf.severalByHand, publish: undefined },
  ],
  ['bogus.co.za', 'dnssec', 'fail', findingCopy.dnssec.bogus],
  ['bogus.co.za', 'spf', 'not-tested', notChecked.bogus],
  // TLS 1.0 is named outdated, as people write it (not as OpenSSL does), and a refused handshake is not silence, for mail and web alike.
  [
    'old-tls.co.za',
    'starttls',
    'fail',
    starttls.oldTls('mx.old-tls.co.za', 'TLSv1'),
    { meaning: starttls.oldTlsMeaning, fix: starttls.oldTlsFix },
  ],
  [
    'old-tls.co.za',
    'https',
    'fail',
    'old-tls.co.za offers only TLS 1.0, which browsers refuse.',
    { meaning: https.oldTlsMeaning, fix: https.oldTlsFix },
  ],
  [
    'no-cipher.co.za',
    'starttls',
    'fail',
    starttls.refused('mx.no-cipher.co.za', starttls.handshake['no-cipher']),
    { meaning: starttls.refusedMeaning, fix: starttls.refusedFix },
  ],
  [
    'no-cipher.co.za',
    'https',
    'fail',
    https.refused('no-cipher.co.za', starttls.handshake['no-cipher']),
    { fix: https.refusedFix },
  ],
  // A site on HTTPS alone, or whose http leads to https://www., gets full marks; a www. that browsers warn about, none.
  ['https-only.co.za', 'https', 'pass', https.httpsOnly('https-only.co.za'), { meaning: https.httpsOnlyMeaning }],
  ['https-only.co.za', 'hsts', 'pass', findingCopy.hsts.good(365 * 24 * 60 * 60)],
  [
    'www-first.co.za',
    'https',
    'pass',
    https.redirected('www-first.co.za', 'https://www.www-first.co.za/'),
    { meaning: https.goodMeaning },
  ],
  [
    'www-broken.co.za',
    'https',
    'warn',
    https.redirectBroken('www-broken.co.za', 'https://www.www-broken.co.za/'),
    { meaning: https.redirectBrokenMeaning, fix: https.noRedirectFix },
  ],
  // MTA-STS mode none is a withdrawn policy; a policy missing a mail server warns in testing and fails enforced.
  ['sts-none.co.za', 'mta-sts', 'info', mtaSts.noneMode, { meaning: mtaSts.noneModeMeaning }],
  [
    'sts-testing.co.za',
    'mta-sts',
    'warn',
    mtaSts.uncovered(['mx.sts-testing.co.za']),
    { meaning: mtaSts.uncoveredTestingMeaning, fix: mtaSts.uncoveredFix },
  ],
  [
    'sts-enforce.co.za',
    'mta-sts',
    'fail',
    mtaSts.uncovered(['backup.sts-enforce.co.za']),
    {
      meaning: mtaSts.uncoveredMeaning,
      fix: mtaSts.uncoveredFix,
      // The fix, to publish: the policy with the server added, and the record with a new id.
      publishFile: {
        url: 'https://mta-sts.sts-enforce.co.za/.well-known/mta-sts.txt',
        lines: ['version: STSv1', 'mode: enforce', 'mx: mx.sts-enforce.co.za', 'mx: backup.sts-enforce.co.za', 'max_age: 86400'],
      },
      publish: [txt('_mta-sts.sts-enforce.co.za', expect.not.stringMatching(/id=1$/))],
    },
  ],
])('when %s is checked, then %s reads %s: “%s”', readsAsCase);

/** One checker for the record cases, made once the world runs: a name asked twice is checked once. Their peers all answer. */
let recordsKept: EmailSecurityChecker | undefined;
const records = () => (recordsKept ??= createEmailSecurityChecker({ ...settings, ...PATIENT, keepMax: 20 }));

const noKey = findingCopy.dkim.none;
test.each<[string, string, string | undefined, string, string, string | undefined, string[]]>([
  // Through Mimecast's South African gateway: its za netblock in place of the generic mx, so mail through it is never cut off.
  ['Mimecast', 'gateway.co.za', 'v=spf1 include:za._netblocks.mimecast.com -all', 'warn', noKey, 'mimecast', []],
  // 9 lookups, and Mimecast's South African include costs 2 more: it would break SPF, so it is left out.
  ['Mimecast, 9 lookups in', 'near.co.za', `v=spf1 ${Array(9).fill('ptr').join(' ')} -all`, 'warn', noKey, 'mimecast', []],
  // xneelo documents no SPF include, so the generic mx stays; its selector is asked before the common ones.
  ['xneelo', 'hosted.co.za', 'v=spf1 mx ip4:192.0.2.1 -all', 'pass', findingCopy.dkim.found(['xneelo']), 'xneelo', []],
  ['a provider the table does not know', 'private.co.za', 'v=spf1 mx -all', 'warn', noKey, undefined, []],
  // Its SPF record needs no change; the keys to publish are at both of Microsoft's selectors.
  ['Microsoft 365', 'm365.co.za', undefined, 'warn', noKey, 'microsoft-365', ['selector1', 'selector2']],
])(
  'mail at %s (%s): the SPF record to publish reads “%s”, and DKIM %s: “%s”',
  async (_, domain, spf, status, found, provider, selectors) => {
    const result = await records().check(domain);
    expect(result.provider).toBe(provider);
    expect(findingOf(result, 'spf').publish).toEqual(spf && [{ name: domain, type: 'TXT', value: spf }]);
    const dkim = findingOf(result, 'dkim');
    expect(dkim).toMatchObject({ status, found });
    // A provider's own DKIM steps where the table has them; the generic advice for one it does not know.
    if (status !== 'pass') expect(dkim.fix).toBe(mailProvider(provider)?.dkim.fix?.(domain) ?? findingCopy.dkim.noneFix);
    expect(dkim.publish?.map((record) => record.name) ?? []).toEqual(selectors.map((at) => `${at}._domainkey.${domain}`));
  },
);

test('the mail service is named on the page, in the report and the review e-mail, even one a later release no longer knows', async () => {
  const known = await records().check('gateway.co.za');
  const retired = { ...known, provider: 'oldmail' } as unknown as EmailSecurityResult;
  for (const [result, name] of [
    [known, mailProviderNames.mimecast],
    [retired, 'oldmail'],
  ] as const) {
    const app = testApp({}, { emailSecurity: fixedChecker(result) });
    const page = await pageOf(app, 'gateway.co.za');
    if (result === known) expect(page).toContain(providerWords.mimecast);
    expect(pdfWords(await reportOf(app, 'gateway.co.za'))).toContain(name);
    const review = reviewOf(result);
    expect(review.text).toContain(name);
  }
});

/** An address of this world's /24 (the lab's blocklist lists .19 and refuses .20). */
const peer = (host: number) => world.strongMail.ip.replace(/\.\d+$/, `.${host}`);

test.each<[string, string, string, () => string, Record<string, unknown>?]>([
  ['listed.co.za', 'blocklist', 'fail', () => findingCopy.blocklist.listed([{ address: peer(19), lists: ['dnsbl.lab.test'] }])],
  [
    'sends.co.za',
    'blocklist',
    'fail',
    () =>
      findingCopy.blocklist.listed([{ address: peer(19), lists: ['dnsbl.lab.test'] }]) +
      findingCopy.blocklist.unanswered([{ list: 'dnsbl.lab.test', addresses: [peer(20)] }]),
  ],
  ['refused.co.za', 'blocklist', 'not-tested', () => findingCopy.blocklist.refused(['dnsbl.lab.test'])],
  ['weak.co.za', 'blocklist', 'pass', () => findingCopy.blocklist.clear([peer(23), peer(24)], ['dnsbl.lab.test'])],
  ['neutral.cases.co.za', 'blocklist', 'not-tested', () => findingCopy.blocklist.privateOnly],
  ['strong.co.za', 'reverse-dns', 'pass', () => findingCopy.reverseDns.confirmed],
  ['weak.co.za', 'reverse-dns', 'warn', () => findingCopy.reverseDns.missing(peer(23), 'mx.weak.co.za')],
  [
    'listed.co.za',
    'reverse-dns',
    'warn',
    () => findingCopy.reverseDns.elsewhere(peer(19), 'mx.listed.co.za', ['mx.strong.co.za']),
  ],
  // An enforced policy over a mail server whose certificate has expired fails: senders refuse to deliver.
  [
    'sts-refused.co.za',
    'mta-sts',
    'fail',
    () =>
      mtaSts.enforcedRefused('mx.expired.co.za', mtaSts.refusal.certificate(starttls.expired(world.certificateDates.expiredOn))),
    {
      meaning: mtaSts.enforcedRefusedMeaning,
      // Until the server is fixed: the policy in testing, and the record with a new id.
      publishFile: {
        url: 'https://mta-sts.sts-refused.co.za/.well-known/mta-sts.txt',
        lines: ['version: STSv1', 'mode: testing', 'mx: mx.expired.co.za', 'max_age: 86400'],
      },
      publish: [txt('_mta-sts.sts-refused.co.za', expect.stringMatching(/^v=STSv1; id=\d+$/))],
    },
  ],
])('when %s is checked, then %s reads %s, naming this world’s addresses and dates', (...[domain, check, status, found, more]) =>
  readsAsCase(domain, check, status, found(), more),
);

test('a list that fails its own test points (127.0.0.2 listed, 127.0.0.1 not) is not trusted with any address', async () => {
  const broken = createEmailSecurityChecker({ ...settings, blocklists: parseBlocklists('everything.lab.test') });
  expect(findingOf(await broken.check('strong.co.za'), 'blocklist')).toMatchObject({
    status: 'not-tested',
    found: findingCopy.blocklist.refused(['everything.lab.test']),
  });
});

test('a listed mail server fails naming the list, with links to its removal page and our guide, which the site serves; reverse DNS names the owner to ask', async () => {
  const app = testApp({}, { emailSecurity: records() });
  const listed = await records().check('listed.co.za');
  const fix = findingCopy.blocklist.fix([{ list: 'dnsbl.lab.test', page: 'https://dnsbl.lab.test/remove' }]);
  expect(findingOf(listed, 'blocklist')).toMatchObject({
    meaning: findingCopy.blocklist.listedMeaning,
    fix,
    records: [`${peer(19)}: dnsbl.lab.test 127.0.0.2`],
  });
  expect(findingOf(listed, 'reverse-dns')).toMatchObject({
    meaning: findingCopy.reverseDns.meaning,
    fix: findingCopy.reverseDns.fix(['mx.listed.co.za']),
    records: [`${peer(19)} PTR mx.strong.co.za`],
  });
  const page = await pageOf(app, 'listed.co.za');
  expect(page).toMatch(/data-check="blocklist" data-status="fail"/);
  // The removal page (from the blocklists' own table) and our guide are links on the page, not words.
  const shown = page.slice(page.indexOf('id="check-blocklist"'), page.indexOf('id="check-reverse-dns"'));
  const anchor = (href: string, label: string) =>
    new RegExp(`<a [^>]*href="${escapeRegExp(escapeHtml(href))}"[^>]*>${escapeRegExp(escapeHtml(label))}</a>`);
  expect(shown).toMatch(anchor('https://dnsbl.lab.test/remove', findingCopy.blocklist.removal('dnsbl.lab.test')));
  const guide = helpArticles.find((article) => article.slug === findingCopy.blocklist.guide);
  const links = [
    { label: guide?.title, href: helpArticlePath(guide?.slug ?? 'no-such-guide') },
    { label: findingCopy.blocklist.removal('dnsbl.lab.test'), href: 'https://dnsbl.lab.test/remove' },
  ];
  expect(findingOf(listed, 'blocklist').links).toEqual(links);
  expect(shown).toMatch(anchor(links[0]!.href, links[0]!.label ?? 'no guide'));
  // The guide, which the Help Centre serves.
  await request(app).get(links[0]!.href).expect(200);
  // Mail refused today is the first of the fixes that matter most.
  expect(summarise(listed.findings).topFixes[0].check).toBe('blocklist');
});

test('DMARC names every tag that lets forgeries through, and reports no one agreed to take; the page says so', async () => {
  const dmarc = findingOf(await records().check('neutral.cases.co.za'), 'dmarc');
  const words = findingCopy.dmarc;
  expect(dmarc).toMatchObject({
    status: 'warn',
    found:
      words.policy('reject', '') +
      words.subdomains('none', 'invoices.neutral.cases.co.za') +
      words.percent(50) +
      words.testing +
      // bogus.co.za's DNS fails: not judged, so not named as going nowhere.
      words.reports(['ok@auth.co.za', 'r@bogus.co.za']) +
      words.reportsNowhere(['d@reports.co.za'], ['reports.co.za']),
    meaning: words.weakenedMeaning,
  });
  // The record as it is, without what weakened it nor the tag no RFC defines; its fix, and SPF's beside it, in plain words.
  expect(dmarc.publish?.[0].value).toBe('v=DMARC1; p=reject; adkim=s; rua=mailto:ok@auth.co.za,mailto:r@bogus.co.za');
  for (const fix of [dmarc.fix, findingCopy.spf.softFailFix]) expect(fix).not.toMatch(/\b(pct|t=y|sp|np)\b/);
  const app = testApp({ DATA_DIR: tempFolder('dmarc-tags') }, { emailSecurity: records() });
  const page = await pageOf(app, 'neutral.cases.co.za');
  expect(page).toContain(words.percent(50).trim());
  const report = await bytesOf(request(app).get(EMAIL_SECURITY_REPORT_PATH).query({ domain: 'neutral.cases.co.za' }));
  expect(pdfWords(report.body as Buffer)).toContain(words.testing.trim());
  // A stranger's words only as the record found, never as the company's advice: nowhere on the pass-on page.
  const stranger = new RegExp(escapeRegExp(STRANGER_WORDS), 'g');
  const shown = [sectionOf(page, 'check-dmarc'), pdfWords(report.body as Buffer)];
  expect(shown.map((text) => text.match(stranger)?.length)).toEqual([1, 1]);
  const passOn = await request(app).post(PASS_ON_PATH).type('form').send('domain=neutral.cases.co.za').expect(303);
  const passedOn = (await request(app).get(passOn.headers.location as string)).text;
  expect(passedOn).toContain(dmarc.publish![0].value);
  expect(passedOn).not.toContain('URGENT');
});

test('the fixes that matter most put what breaks mail or the site now first, then forgery, each in one plain sentence', async () => {
  const checks = (result: EmailSecurityResult) => summarise(result.findings).topFixes.map((found) => found.check);
  // Every urgent fix is listed, a mail server's certificate as a website's; a fail is never left out for a warn.
  const soon = await patiently().check('soon.co.za');
  expect(findingOf(soon, 'starttls').found).toMatch(/expires in [34] days/);
  // DMARC at p=none and no HSTS: the fail is listed, below the forgery it cannot stop.
  const hstsless = await patiently().check('hstsless.co.za');
  expect(['dmarc', 'hsts'].map((check) => findingOf(hstsless, check).status)).toEqual(['warn', 'fail']);
  for (const { findings } of [soon, await records().check('listed.co.za'), hstsless]) {
    const top = summarise(findings).topFixes;
    const left = findings.filter((found) => found.fix && !top.includes(found));
    expect(left.filter((found) => found.urgent || found.status === 'fail')).toEqual([]);
  }
  expect(checks(hstsless)).toEqual(['dmarc', 'mta-sts', 'hsts']);
  // More fails than the three places: each is listed all the same, still by harm.
  const failing = hstsless.findings.map((found) => (found.fix ? { ...found, status: 'fail' as const } : found));
  expect(failing.filter((found) => found.fix).length).toBeGreaterThan(3);
  expect(summarise(failing).topFixes.map((found) => found.check)).toEqual(
    failing
      .filter((found) => found.fix)
      .sort(byUrgency)
      .map((found) => found.check),
  );
  // The big senders' rules fail, mail crosses the internet readable, the website's certificate expires within days; then forgery.
  const weak = await records().check('weak.co.za');
  expect(checks(weak)).toEqual(['sender-rules', 'starttls', 'https', 'spf', 'dmarc', 'dkim']);
  // Mail that cannot arrive at all comes first of all.
  expect(checks(await records().check('literal.cases.co.za'))[0]).toBe('mx');
  // Each in one plain sentence, the terms left to the finding; the same on the page and in the report.
  const app = testApp({}, { emailSecurity: records() });
  // A web address typed: its registrable domain is checked, and the page says which.
  const page = await pageOf(app, 'https://www.weak.co.za/about');
  expect(page).toContain(escapeHtml(emailSecurityCopy.checkedDomain('weak.co.za', 'https://www.weak.co.za/about')));
  const list = page.slice(page.indexOf('id="top-fixes"'), page.indexOf('</ol>', page.indexOf('id="top-fixes"')));
  for (const found of summarise(weak.findings).topFixes) expect(list).toContain(escapeHtml(topFixWords(found)));
  expect(list).not.toMatch(/pct|t=y|sp=/);
  const report = pdfWords(await reportOf(app, 'weak.co.za'));
  expect(report).toContain(topFixWords(findingOf(weak, 'starttls')));
  // The words hold on paper too: nothing points at a place on the web page.
  expect(report).not.toMatch(/on this page|top of the page/);
});

test('a domain that takes no e-mail gets that case’s records, and no DKIM or report advice', async () => {
  const result = await records().check('nothing.cases.co.za');
  expect(findingOf(result, 'dkim')).toMatchObject({ status: 'info', found: findingCopy.dkim.noMail });
  const dmarc = findingOf(result, 'dmarc');
  expect(dmarc.publish?.map((record) => record.value)).toEqual(['v=DMARC1; p=reject']);
  // Nothing is delivered to it: no policy for encrypted delivery, and no reports asked for.
  expect(findingOf(result, 'mta-sts')).toMatchObject({ status: 'info', found: findingCopy.mtaSts.noMail });
  expect(findingOf(result, 'tls-rpt')).toMatchObject({ status: 'info', found: findingCopy.tlsRpt.noMail });
  expect(summarise(result.findings).topFixes.map((found) => found.check)).toEqual(['dmarc']);
  // With no SPF record either: no mail server to look at, and no rules for senders, apply; none says "try again".
  const bare = await records().check('lekker.co.za');
  const notApplicable = findingCopy.notChecked.nullMx;
  expect(['blocklist', 'reverse-dns', 'starttls'].map((check) => findingOf(bare, check))).toEqual(
    ['blocklist', 'reverse-dns', 'starttls'].map((check) =>
      expect.objectContaining({ check, status: 'info', found: notApplicable }),
    ),
  );
  expect(findingOf(bare, 'sender-rules')).toMatchObject({ status: 'info', found: findingCopy.senderRules.takesNoMail });
  expect(bare.findings.filter((found) => found.meaning === findingCopy.notChecked.meaning)).toEqual([]);
  expect(findingOf(bare, 'spf')).toMatchObject({ fix: findingCopy.spf.fixNoMail, publish: [{ value: 'v=spf1 -all' }] });
  expect(summarise(bare.findings).topFixes.map((found) => found.check)).toEqual(['spf', 'dmarc']);
  // p=none with reports to its own addresses, which cannot receive them: straight to p=reject, no report address.
  const reporting = findingOf(await records().check('huge.co.za'), 'dmarc');
  expect(reporting).toMatchObject({
    status: 'warn',
    fix: findingCopy.dmarc.fixNoMail,
    publish: [{ name: '_dmarc.huge.co.za', type: 'TXT', value: 'v=DMARC1; p=reject' }],
  });
  // p=reject weakened by sp=none: the record as it is without sp, and still no report address.
  expect(findingOf(await records().check('quiet.cases.co.za'), 'dmarc').publish).toEqual([
    { name: '_dmarc.quiet.cases.co.za', type: 'TXT', value: 'v=DMARC1; p=reject' },
  ]);
  const read = Array.from({ length: 20 }, (_, at) => `r${at}@huge.co.za`);
  expect(reporting.found).toContain(findingCopy.dmarc.reportsNoMail(read));
  expect(reporting.found).not.toContain(findingCopy.dmarc.reports(read));
});

test('where the site reads DMARC reports, the record to publish is offered with its address added, and the page says what that means', async () => {
  const ours = 'reports@dmarc.example.net';
  const reading = createEmailSecurityChecker({ ...settings, keepMax: 20, reportsAddress: ours });
  const weak = findingOf(await reading.check('weak.co.za'), 'dmarc');
  // One value for _dmarc: the offer is the record advised, our address after the domain's own.
  expect(weak.publish![0].value).toMatch(/ p=quarantine;/);
  expect(weak.reportsOffer).toEqual({ ...weak.publish![0], value: `${weak.publish![0].value},mailto:${ours}` });
  // No mailbox of the owner's is invented without a word: the fix says to create it, the offer needs none.
  const bare = await reading.check('gateway.co.za');
  const mailbox = 'dmarc-reports@gateway.co.za';
  expect(findingOf(bare, 'dmarc')).toMatchObject({
    fix: expect.stringContaining(findingCopy.createMailbox(mailbox)),
    publish: [{ value: `v=DMARC1; p=none; rua=mailto:${mailbox}` }],
    reportsOffer: { value: `v=DMARC1; p=none; rua=mailto:${ours}` },
  });
  const tlsRpt = findingOf(bare, 'tls-rpt');
  expect(tlsRpt.fix).toContain(findingCopy.createMailbox(tlsRpt.publish![0]!.value.split('mailto:')[1]!));
  // A record that needs no change is offered too, as it is with our address; a domain taking no mail is not.
  const strong = findingOf(await reading.check('strong.co.za'), 'dmarc');
  expect(strong.reportsOffer?.value).toMatch(new RegExp(`^v=DMARC1; p=reject;.*rua=mailto:[^;]+,mailto:${ours}$`));
  expect(findingOf(await reading.check('nothing.cases.co.za'), 'dmarc').reportsOffer).toBeUndefined();
  // Without the setting nothing is offered.
  expect(findingOf(await records().check('weak.co.za'), 'dmarc').reportsOffer).toBeUndefined();
  const shown = sectionOf(await pageOf(testApp({}, { emailSecurity: reading }), 'weak.co.za'), 'check-dmarc');
  expect(shown).toContain(escapeHtml(dmarcReportsCopy.offer.text));
  expect(shown).toContain(escapeHtml(weak.reportsOffer!.value));
  // The site's own settings: offered with the intake on, but only where the watch is too (the digest goes to its addresses).
  const offered = async (watch: 'on' | 'off') => {
    const env = { ...world.env, DMARC_REPORTS_ADDRESS: ours, DMARC_REPORTS_PORT: '2525', EMAIL_WATCH: watch };
    return sectionOf(await pageOf(testApp(env), 'weak.co.za'), 'check-dmarc').includes(escapeHtml(dmarcReportsCopy.offer.text));
  };
  expect(await offered('on')).toBe(true);
  expect(await offered('off')).toBe(false);
});

test('through a resolver that does not validate, a signed zone is not called unsigned, and the resolver is named at start', async () => {
  const plain = createEmailSecurityChecker({ ...settings, dnsServers: world.plainDnsServers });
  expect(findingOf(await plain.check('delegated.co.za'), 'dnssec')).toMatchObject({
    status: 'not-tested',
    found: findingCopy.dnssec.unconfirmed,
  });
  expect(findingOf(await plain.check('weak.co.za'), 'dnssec')).toMatchObject({
    status: 'warn',
    found: findingCopy.dnssec.unsigned,
  });
  expect(findingOf(await records().check('delegated.co.za'), 'dnssec').status).toBe('pass');
  // The lab's trust anchor is co.za, where the real one is the root.
  expect(await resolversValidate(settings.dnsServers, { name: 'co.za' })).toBe('yes');
  expect(await resolversValidate(world.plainDnsServers, { name: 'co.za' })).toBe('no');
});

test('the big senders’ rules are read from the other findings: met, missed by every sender, missed by bulk senders; a soft SPF ending, a weak DKIM key and +all count as met', async () => {
  const words = findingCopy.senderRules;
  const line = (standing: keyof typeof words.standing, rule: keyof typeof words.rules) =>
    `${words.standing[standing]}: ${words.rules[rule]}`;
  const strong = findingOf(await records().check('strong.co.za'), 'sender-rules');
  expect(strong).toMatchObject({ status: 'pass', found: words.found(5, 5) });
  const weak = findingOf(await records().check('weak.co.za'), 'sender-rules');
  expect(weak).toMatchObject({ status: 'fail', meaning: expect.stringContaining(words.everyMeaning) });
  // Its ~all and its 1024-bit key still pass what they name; its mail server offers no TLS.
  expect(weak.records).toEqual(
    expect.arrayContaining([line('unmet', 'tls'), line('unmet', 'reverseDns'), line('met', 'spfAndDkim'), line('met', 'dmarc')]),
  );
  // Every sender's rules met, the bulk senders' not: no DMARC, and no DKIM key at the selectors tried (which proves nothing).
  const bulk = findingOf(await records().check('m365.co.za'), 'sender-rules');
  expect(bulk).toMatchObject({ status: 'warn', meaning: expect.stringContaining(words.bulkMeaning) });
  expect(bulk.records).toEqual(
    expect.arrayContaining([line('met', 'spfOrDkim'), line('unknown', 'spfAndDkim'), line('unmet', 'dmarc')]),
  ); // The fix names the checks that show each rule missed: some come before it on the page, some after.
  for (const found of [weak, bulk]) expect(found.fix).not.toMatch(/\b(above|below)\b/);
  expect(weak.fix).toContain(
    words.fix([words.rules.reverseDns, words.rules.tls], [words.checks['reverse-dns'], words.checks.starttls]),
  );
  expect(bulk.fix).toContain(words.fix([words.rules.dmarc], [words.checks.dmarc]));
  // Every rule met, but its SPF names a listed address: as the page reads, the rules never pass above "your e-mail bounces".
  const app = testApp({}, { emailSecurity: records() });
  const urgent = await pageOf(app, 'urgent.co.za');
  expect(sectionOf(urgent, 'check-blocklist')).toContain(escapeHtml(findingCopy.blocklist.listedMeaning));
  expect(sectionOf(urgent, 'check-sender-rules')).toContain(escapeHtml(words.listed(5, 5)));
  // No DKIM key found: a rule that could not be told is never "meets 4 of the 5" under "Not tested".
  const cfhosted = findingOf(await records().check('cfhosted.co.za'), 'sender-rules');
  expect(cfhosted).toMatchObject({ status: 'not-tested', found: words.partly(4, 5) });
  // Four of five told: its badge says partly tested, on the page and in the report, never "not tested".
  const badge = findingBadge(cfhosted);
  expect(badge).not.toBe(findingStatusWords['not-tested']);
  expect(sectionOf(await pageOf(app, 'cfhosted.co.za'), 'check-sender-rules')).toContain(
    `<span class="status">${escapeHtml(badge)}</span>`,
  );
  expect(pdfWords(await reportOf(app, 'cfhosted.co.za'))).toContain(`${emailCheckNames['sender-rules']} ${badge}`);
  // ~all (SPF passes what it names); a sound key beside a broken one; +all: anyone's mail passes SPF, never "could not tell".
  for (const domain of ['soft.cases.co.za', 'two-keys.cases.co.za', 'open.cases.co.za'])
    expect([domain, findingOf(await records().check(domain), 'sender-rules').records]).toEqual([
      domain,
      expect.arrayContaining([line('met', 'spfOrDkim')]),
    ]);
  // A domain that sends nothing is only told so.
  const nothing = findingOf(await records().check('nothing.cases.co.za'), 'sender-rules');
  expect(nothing).toMatchObject({ status: 'info', found: words.sendsNothing });
});

const lookalike = findingCopy.lookalikes;
/** How many names one slip away from a domain the check asks about. */
const slips = (domain: string) => lookalikeNames(domain).names.length;
/** What the look-alike finding says to register: the closest names one slip away that nobody holds. */
const stillFree = (domain: string, held: readonly string[]) =>
  lookalike.freeFix(
    lookalikeNames(domain)
      .names.filter((name) => !held.includes(name))
      .slice(0, 3),
  );
const heldBesideKopano = ['kopan0.co.za', 'kopano.com', 'kopnao.co.za'];
const heldBesideAb = ['ba', 'a', 'b', 'aab', 'abb', 'a-b', 'qb', 'wb', 'sb', 'zb', 'av', 'an'].map((name) => `${name}.net.za`);

test.each([
  [
    'kopano.co.za',
    'warn',
    lookalike.found(3, 1),
    { meaning: lookalike.mailMeaning, fix: lookalike.mailFix(3) + stillFree('kopano.co.za', heldBesideKopano) },
    // The one that takes e-mail first, then the closest.
    [
      lookalike.record('kopan0.co.za', ['mail.elsewhere.co.za'], true),
      lookalike.record('kopano.com', [], true),
      lookalike.record('kopnao.co.za', [], false, true),
    ],
  ],
  [
    'lekker.co.za',
    'info',
    lookalike.found(1, 0),
    { meaning: lookalike.noMailMeaning(1), fix: lookalike.noMailFix(1) + stillFree('lekker.co.za', ['lekker.africa']) },
    [lookalike.record('lekker.africa', [], true)],
  ],
  [
    'ab.net.za',
    'warn',
    lookalike.found(12, 1) + lookalike.listed(10),
    { meaning: lookalike.mailMeaning, fix: lookalike.mailFix(heldBesideAb.length) + stillFree('ab.net.za', heldBesideAb) },
    [
      lookalike.record('an.net.za', ['mail.elsewhere.co.za'], false),
      ...['ba', 'b', 'a', 'aab', 'abb', 'a-b', 'qb', 'wb', 'sb'].map((name) =>
        lookalike.record(`${name}.net.za`, [], false, true),
      ),
    ],
  ],
  [
    'twin.co.za',
    'info',
    lookalike.found(1, 1) + lookalike.ours(1),
    { meaning: lookalike.oursMeaning, fix: stillFree('twin.co.za', ['twin.com']).trim() },
    [lookalike.recordOurs('twin.com', ['mx.strong.co.za'], false)],
  ],
  ['strong.co.za', 'pass', lookalike.none(slips('strong.co.za')), { meaning: lookalike.noneMeaning }, undefined],
])('the look-alikes of %s: %s, “%s”', async (domain, status, found, words, listed) => {
  const lookalikes = findingOf(await records().check(domain), 'lookalikes');
  // Every name listed is held by someone: the advice to register is for names still free alone.
  expect(lookalikes.fix ?? '').not.toMatch(/^(Register|Consider registering) the closest/);
  expect(lookalikes).toMatchObject({ status, found, ...words });
  expect(lookalikes.records).toEqual(listed);
});

test('an MX that names a sentence, not a host, is named as invalid and never shown, on the page, in the report or the result', async () => {
  const app = testApp({}, { emailSecurity: records() });
  const result = await records().check('rogue.co.za');
  expect(findingOf(result, 'mx')).toMatchObject({ status: 'fail', found: findingCopy.mx.notHostName(1) });
  expect(findingOf(result, 'lookalikes')).toMatchObject({ status: 'warn', records: [expect.stringContaining('r0gue.co.za')] });
  // Every page, report and e-mail is drawn from the result.
  expect(JSON.stringify(result)).not.toContain('URGENT');
  expect(JSON.stringify(result)).toContain(notAHostName);
  const page = await pageOf(app, 'rogue.co.za');
  expect(page).not.toMatch(/URGENT|27115550199/);
  expect(pdfText(await reportOf(app, 'rogue.co.za'))).not.toMatch(/URGENT|27115550199/);
  expect(SENTENCE_MX_TEXT).toContain('URGENT');
});

test('look-alikes past their own DNS budget are counted as not checked, never as missing, apart from the check’s questions', async () => {
  const asked: number[] = [];
  const few = createEmailSecurityChecker({
    ...settings,
    lookalikeQueries: 5,
    onChecked: (ran) => asked.push(ran.lookalikeQueries),
  });
  // The first five names: k0pano.co.za, kopan0.co.za (e-mail), kopano.com (a website), kopano.africa and kopano.za.com.
  expect(findingOf(await few.check('kopano.co.za'), 'lookalikes')).toMatchObject({
    status: 'warn',
    found: lookalike.found(2, 1) + lookalike.partly(5, slips('kopano.co.za')),
  });
  expect(findingOf(await few.check('lookups.co.za'), 'lookalikes')).toMatchObject({
    status: 'not-tested',
    found: lookalike.unfinished(5, slips('lookups.co.za')),
  });
  expect(asked).toEqual([5, 5]);
});

/** A DNS forwarder on UDP in front of the lab's resolver that counts each question's name as it passes. */
async function countingForwarder(upstreamPort: number) {
  const names: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (query, client) => {
    names.push((packet.decode(query).questions ?? [])[0]?.name.toLowerCase() ?? '');
    const upstream = createSocket('udp4');
    upstream.on('message', (answer) => {
      socket.send(answer, client.port, client.address);
      upstream.close();
    });
    upstream.send(query, upstreamPort, '127.0.0.1');
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, names, stop: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}

test('a flood of checks spends no more of a blocklist or of the look-alike runs than the day’s budget; past it they read not tested, and the metric counts them', async () => {
  const forwarder = await countingForwarder(world.dns.port);
  const metrics = createSiteMetrics();
  const app = testApp(
    {
      ...world.env,
      DNS_SERVERS: `127.0.0.1:${forwarder.port}`,
      DATA_DIR: tempFolder('outside-budget'),
      EMAIL_CHECK_BLOCKLIST_BUDGET: '8',
      EMAIL_CHECK_LOOKALIKE_BUDGET: '2',
      EMAIL_CHECK_RUNNING_MAX: '8',
    },
    { metrics },
  );
  try {
    // Six domains whose mail servers sit at addresses the check may look up: each asks the list 3 questions or more.
    const domains = ['strong.co.za', 'weak.co.za', 'expired.co.za', 'misnamed.co.za', 'old-tls.co.za', 'not-yet.co.za'];
    const results: EmailSecurityResult[] = [];
    for (const domain of domains) {
      const stream = await request(app).get('/api/email-security').query({ domain }).expect(200);
      results.push((JSON.parse(stream.text.trim().split('\n').at(-1)!) as { result: EmailSecurityResult }).result);
    }
    const asked = forwarder.names.filter((name) => name.endsWith('.dnsbl.lab.test'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(8);
    const blocklist = results.map((result) => findingOf(result, 'blocklist'));
    expect(blocklist.at(-1)).toMatchObject({
      status: 'not-tested',
      found: findingCopy.blocklist.budgetSpent(['dnsbl.lab.test']),
      meaning: findingCopy.notChecked.budgetSpentMeaning,
    });
    const lookalikes = results.map((result) => findingOf(result, 'lookalikes').status);
    expect(lookalikes.slice(0, 2)).not.toContain('not-tested');
    expect(lookalikes.slice(2)).toEqual(Array(4).fill('not-tested'));
    expect(findingOf(results[2], 'lookalikes').found).toBe(findingCopy.lookalikes.budgetSpent);
    const exposition = await metrics.registry.metrics();
    expect(exposition).toContain('email_check_not_asked_total{kind="lookalikes"} 4');
    expect(exposition).toMatch(/email_check_not_asked_total\{kind="blocklist"\} [1-9]/);
  } finally {
    await forwarder.stop();
  }
});

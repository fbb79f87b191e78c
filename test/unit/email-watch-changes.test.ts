import { certificateWarnings, compareResults, nextCertificateLook } from '../../server/email-watch/watch-changes';
import type { EmailSecurityResult, Finding } from '../../shared/email-security/result';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T08:00:00Z');

const finding = (check: Finding['check'], status: Finding['status'], extra: Partial<Finding> = {}): Finding => ({
  check,
  status,
  found: `${check} ${status}`,
  meaning: `${check} meaning`,
  ...extra,
});

const result = (findings: Finding[], certificates?: EmailSecurityResult['certificates']): EmailSecurityResult => ({
  domain: 'example.co.za',
  shown: 'example.co.za',
  checkedAt: new Date(NOW).toISOString(),
  exists: true,
  findings,
  ...(certificates ? { certificates } : {}),
});

describe('what got worse between two checks', () => {
  it('names a record that is gone as removed, with before, now, the record last seen to put back, the record to publish and who helps', () => {
    const suggested = { name: '_dmarc.example.co.za', type: 'TXT' as const, value: 'v=DMARC1; p=none' };
    const before = result([finding('dmarc', 'pass', { records: ['v=DMARC1; p=reject'] })]);
    const now = result([
      finding('dmarc', 'fail', { fix: 'Publish this DMARC record. Start with p=none.', publish: [suggested] }),
    ]);
    const { worse, better } = compareResults(before, now);
    expect(worse).toEqual([
      expect.objectContaining({
        check: 'dmarc',
        title: 'DMARC record removed',
        before: 'dmarc pass',
        now: 'dmarc fail',
        lastSeen: ['v=DMARC1; p=reject'],
        publish: [suggested],
        help: expect.objectContaining({ path: expect.stringMatching(/^\//) }),
      }),
    ]);
    // The check's fix is for a domain that never had a record: whose record said p=reject is told to put it back.
    expect(worse[0]!.fix).toMatch(/^Put back the record/);
    expect(better).toEqual([]);
  });

  it('shows a changed record as last seen, and none for a record never published or a server’s words', () => {
    const file = { url: 'https://mta-sts.example.co.za/.well-known/mta-sts.txt', lines: ['version: STSv1'] };
    const { worse } = compareResults(
      result([
        finding('spf', 'pass', { records: ['v=spf1 mx -all'] }),
        finding('mta-sts', 'info'),
        finding('starttls', 'pass', { records: ['mx.example.co.za: STARTTLS, TLSv1.3'] }),
      ]),
      result([
        finding('spf', 'warn', { records: ['v=spf1 mx ?all'], fix: 'Publish this corrected record.' }),
        finding('mta-sts', 'warn', { fix: 'Publish this record and serve this file.', publishFile: file }),
        finding('starttls', 'fail', { records: ['mx.example.co.za: no STARTTLS'], fix: 'Ask your mail host.' }),
      ]),
    );
    expect(worse).toEqual([
      expect.objectContaining({ check: 'spf', lastSeen: ['v=spf1 mx -all'], fix: expect.stringMatching(/^Put back/) }),
      expect.objectContaining({ check: 'mta-sts', fix: 'Publish this record and serve this file.', publishFile: file }),
      expect.objectContaining({ check: 'starttls', fix: 'Ask your mail host.' }),
    ]);
    expect(worse[1]).not.toHaveProperty('lastSeen');
    expect(worse[2]).not.toHaveProperty('lastSeen');
  });

  it('says a pass turned warning needs attention, and a warning turned failure fails', () => {
    const { worse } = compareResults(
      result([finding('spf', 'pass'), finding('starttls', 'warn')]),
      result([finding('spf', 'warn'), finding('starttls', 'fail')]),
    );
    expect(worse.map((change) => change.title)).toEqual(['SPF needs attention', 'Encrypted delivery (STARTTLS) now fails']);
  });

  it('makes no change of a check that could not be run now, and keeps what was seen of it', () => {
    const before = result([finding('mta-sts', 'fail')]);
    const compared = compareResults(before, result([finding('mta-sts', 'not-tested')]));
    expect(compared.worse).toEqual([]);
    expect(compared.better).toEqual([]);
    expect(compared.seen.findings).toEqual(before.findings);
  });

  it('counts information as passing, so a pass turned information is no change', () => {
    expect(compareResults(result([finding('caa', 'pass')]), result([finding('caa', 'info')])).worse).toEqual([]);
  });

  it('tells an improvement as better, not as a change to alert about', () => {
    const { worse, better } = compareResults(result([finding('hsts', 'fail')]), result([finding('hsts', 'pass')]));
    expect(worse).toEqual([]);
    expect(better).toEqual(['HSTS: HTTPS always: now Pass']);
  });

  it('alerts on a newly listed blocklist while the finding already failed, with the new listing only', () => {
    const listed = (lines: string[]) => result([finding('blocklist', 'fail', { records: lines })]);
    const { worse } = compareResults(
      listed(['192.0.2.1: SpamCop 127.0.0.2']),
      listed(['192.0.2.1: SpamCop 127.0.0.2', '192.0.2.1: PSBL 127.0.0.2']),
    );
    expect(worse).toEqual([
      expect.objectContaining({ title: 'mail server newly on a blocklist', now: '192.0.2.1: PSBL 127.0.0.2' }),
    ]);
    // One listing gone is no alert.
    expect(compareResults(listed(['a: SpamCop', 'b: PSBL']), listed(['a: SpamCop'])).worse).toEqual([]);
  });

  it('alerts on a new look-alike that takes e-mail elsewhere, not on one that takes none or takes it at your own servers', () => {
    const found = (lines: string[]) => result([finding('lookalikes', 'warn', { records: lines })]);
    const { worse } = compareResults(
      found(['examp1e.co.za: receives e-mail (mx.bad.example)']),
      found([
        'examp1e.co.za: receives e-mail (mx.bad.example)',
        'exarnple.co.za: receives e-mail (mx.other.example), has a website',
        'exampel.co.za: names no mail server',
        'example.com: receives e-mail at your own mail servers (mx.example.co.za), probably yours',
      ]),
    );
    expect(worse.map((change) => change.now)).toEqual(['exarnple.co.za: receives e-mail (mx.other.example), has a website']);
  });

  it('alerts when the domain no longer exists', () => {
    const gone = { ...result([]), exists: false };
    expect(compareResults(result([finding('mx', 'pass')]), gone).worse.map((change) => change.title)).toEqual([
      'domain no longer found in DNS',
    ]);
  });
});

describe('certificates about to lapse', () => {
  const expiringIn = (days: number, host = 'www.example.co.za') =>
    result([], [{ host, expires: new Date(NOW + days * DAY + 60_000).toISOString() }]);

  it('warns at 14 days left, once, then again at 3, and not past expiry', () => {
    expect(certificateWarnings(expiringIn(20), {}, NOW).warnings).toEqual([]);
    const first = certificateWarnings(expiringIn(13), {}, NOW);
    expect(first.warnings).toEqual([expect.objectContaining({ host: 'www.example.co.za', daysLeft: 13 })]);
    const again = certificateWarnings(expiringIn(13), { certificates: first.certificates }, NOW);
    expect(again.warnings).toEqual([]);
    const seen = expiringIn(13);
    const later = certificateWarnings(seen, { certificates: first.certificates }, NOW + 11 * DAY);
    expect(later.warnings).toEqual([expect.objectContaining({ daysLeft: 2 })]);
    expect(certificateWarnings(seen, { certificates: later.certificates }, NOW + 12 * DAY).warnings).toEqual([]);
    expect(certificateWarnings(seen, {}, NOW + 14 * DAY).warnings).toEqual([]);
  });

  it('starts again for a renewed certificate that is itself about to lapse', () => {
    const { certificates } = certificateWarnings(expiringIn(13), {}, NOW);
    expect(certificateWarnings(expiringIn(10), { certificates }, NOW).warnings).toHaveLength(1);
  });

  it('looks again at the 14-day mark, then daily inside it', () => {
    const seen = expiringIn(30);
    const expires = Date.parse(seen.certificates![0]!.expires);
    expect(nextCertificateLook(seen, NOW)).toBe(expires - 14 * DAY);
    expect(nextCertificateLook(seen, expires - 10 * DAY)).toBe(expires - 9 * DAY);
    expect(nextCertificateLook(seen, expires - 3.5 * DAY)).toBe(expires - 3 * DAY);
    expect(nextCertificateLook(result([]), NOW)).toBeUndefined();
  });
});

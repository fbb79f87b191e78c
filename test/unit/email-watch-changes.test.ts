import { certificateWarnings, nextCertificateLook } from '../../server/email-watch/watch-certificates';
import { compareResults } from '../../server/email-watch/watch-changes';
import { watchAlertMail, type WatchAlertRequest } from '../../server/email-watch/watch-mail';
import type { EmailSecurityResult, Finding } from '../../shared/email-security/result';
import { helpsWith } from '../../shared/catalogue/email-result-copy';
import { recordAsShown } from '../../shared/email-security/record-at-host';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T08:00:00Z');

const finding = (check: Finding['check'], status: Finding['status'], extra: Partial<Finding> = {}): Finding => ({
  check,
  status,
  found: `${check} ${status}`,
  meaning: `${check} meaning`,
  ...extra,
});

/** A watch alert with `changes`, as the schedule queues one, and what composes it. */
const alertWith = (changes: WatchAlertRequest['changes']): WatchAlertRequest => ({
  kind: 'email-watch-alert',
  requestId: 'r1',
  receivedAt: new Date(NOW).toISOString(),
  email: 'owner@example.co.za',
  shown: 'example.co.za',
  stopUrl: 'https://www.example.test/stop',
  checkUrl: 'https://www.example.test/check',
  changes,
  certificates: [],
  better: [],
});
const settings = { to: 'x@example.test', from: 'site@example.test', siteName: 'Site', messageId: 'm1' };

const result = (findings: Finding[], certificates?: EmailSecurityResult['certificates']): EmailSecurityResult => ({
  domain: 'example.co.za',
  shown: 'example.co.za',
  checkedAt: new Date(NOW).toISOString(),
  exists: true,
  findings,
  ...(certificates ? { certificates } : {}),
});

describe('what got worse between two checks', () => {
  it('names a record that is gone as removed, with before, now, the record to put back in its DNS host’s format (never a step back to p=none) and who helps', () => {
    const suggested = { name: '_dmarc.example.co.za', type: 'TXT' as const, value: 'v=DMARC1; p=none' };
    const dns = { zone: 'example.co.za', servers: ['ada.ns.cloudflare.com'], host: 'cloudflare' as const };
    const before = { ...result([finding('dmarc', 'pass', { records: ['v=DMARC1; p=reject'] })]), dns };
    const gone = finding('dmarc', 'fail', { fix: 'Publish this DMARC record. Start with p=none.', publish: [suggested] });
    const { worse, better } = compareResults(before, { ...result([gone]), dns });
    expect(worse).toEqual([
      expect.objectContaining({
        check: 'dmarc',
        title: 'DMARC record removed',
        before: 'dmarc pass',
        now: 'dmarc fail',
        putBack: [recordAsShown({ ...suggested, value: 'v=DMARC1; p=reject' }, dns)],
        help: expect.objectContaining({ path: expect.stringMatching(/^\//) }),
      }),
    ]);
    expect(worse[0]).not.toHaveProperty('publish');
    // Where the check advised more than the record it saw (p=none: quarantine), that advice is what goes back.
    const advised = { ...suggested, value: 'v=DMARC1; p=quarantine' };
    const none = result([finding('dmarc', 'warn', { records: ['v=DMARC1; p=none'], publish: [advised] })]);
    expect(compareResults(none, result([gone])).worse[0]).toMatchObject({ putBack: [advised] });
    // The check's fix is for a domain that never had a record: whose record said p=reject is told to put it back.
    expect(worse[0]!.fix).toMatch(/^Put back this record exactly/);
    expect(better).toEqual([]);
  });

  it('names who helps by where the mail is: Microsoft 365 set up for us to fix where it is there already, else our security service, whatever the provider', () => {
    const helpAt = (provider?: EmailSecurityResult['provider']) =>
      compareResults(
        { ...result([finding('spf', 'pass', { records: ['v=spf1 mx -all'] })]), ...(provider ? { provider } : {}) },
        { ...result([finding('spf', 'fail')]), ...(provider ? { provider } : {}) },
      ).worse[0]!.help;
    expect(helpAt('microsoft-365')).toEqual(helpsWith.mail);
    expect([helpAt('google-workspace'), helpAt()]).toEqual([helpsWith.security, helpsWith.security]);
  });

  it('puts what breaks mail now first, as the page’s top fixes do, so the subject leads with it', () => {
    const { worse } = compareResults(
      result([finding('spf', 'pass', { records: ['v=spf1 mx -all'] }), finding('mta-sts', 'pass')]),
      result([finding('spf', 'fail'), finding('mta-sts', 'fail', { urgent: true })]),
    );
    expect(worse.map((change) => change.check)).toEqual(['mta-sts', 'spf']);
  });

  it('offers no record "instead" that is the record to put back', () => {
    const spf = { name: 'example.co.za', type: 'TXT' as const, value: 'v=spf1 mx -all' };
    const { worse } = compareResults(
      result([finding('spf', 'pass', { records: [spf.value] })]),
      result([finding('spf', 'fail', { fix: 'Publish this one SPF record.', publish: [spf] })]),
    );
    expect(worse).toEqual([expect.objectContaining({ check: 'spf', putBack: [spf] })]);
    expect(worse[0]).not.toHaveProperty('publish');
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
        finding('spf', 'fail', { records: ['v=spf1 mx ?all'], fix: 'Publish this corrected record.' }),
        finding('mta-sts', 'warn', { fix: 'Publish this record and serve this file.', publishFile: file }),
        finding('starttls', 'fail', { records: ['mx.example.co.za: no STARTTLS'], fix: 'Ask your mail host.' }),
      ]),
    );
    expect(worse).toEqual([
      expect.objectContaining({
        check: 'spf',
        putBack: [{ name: 'example.co.za', type: 'TXT', value: 'v=spf1 mx -all' }],
        fix: expect.stringMatching(/^Put back/),
      }),
      expect.objectContaining({ check: 'starttls', fix: 'Ask your mail host.' }),
      expect.objectContaining({ check: 'mta-sts', fix: 'Publish this record and serve this file.', publishFile: file }),
    ]);
    for (const change of worse.slice(1)) for (const key of ['putBack', 'lastSeen']) expect(change).not.toHaveProperty(key);
  });

  it('gives a DKIM key last seen as the name and value to publish again, never the line the check shows', () => {
    const key = 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA';
    const { worse } = compareResults(
      result([finding('dkim', 'pass', { records: [`google._domainkey: ${key}`, 's1._domainkey: v=DKIM1; p=MIIB…'] })]),
      result([finding('dkim', 'warn', { fix: 'Turn on DKIM signing.' })]),
    );
    expect(worse).toEqual([
      expect.objectContaining({
        check: 'dkim',
        putBack: [{ name: 'google._domainkey.example.co.za', type: 'TXT', value: key }],
        lastSeenCut: 1,
        fix: expect.stringMatching(/^Put back/),
      }),
    ]);
    expect(JSON.stringify(worse)).not.toContain('_domainkey: ');
    expect(worse[0]).not.toHaveProperty('lastSeen');
    // The e-mail gives the name, type and value to paste, says a key was too long to keep, and never
    // shows the check's line (pasted as a value, it breaks DKIM).
    const mail = watchAlertMail.visitor!(alertWith(worse), settings);
    expect(mail.text).toMatch(/^ +Name: google\._domainkey\.example\.co\.za$/m);
    expect(mail.text).toMatch(/^ +Type: TXT$/m);
    expect(mail.text).toMatch(new RegExp(`^ +Value: ${key}$`, 'm'));
    expect(mail.text).toMatch(/too long/i);
    expect(mail.html).toContain('google._domainkey.example.co.za');
    expect(mail.html).toContain(key);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('_domainkey: ');
      expect(part).not.toContain('MIIB…');
    }
  });

  it('names where each published record lives: _dmarc (at the registrable domain it was inherited from), _mta-sts, _smtp._tls', () => {
    const sub = (findings: Finding[]) => ({ ...result(findings), domain: 'mail.example.co.za', shown: 'mail.example.co.za' });
    const { worse } = compareResults(
      sub([
        finding('dmarc', 'pass', {
          found: 'Your DMARC policy is p=reject (inherited from example.co.za).',
          records: ['v=DMARC1; p=reject'],
        }),
        finding('mta-sts', 'pass', { records: ['v=STSv1; id=1', 'version: STSv1\nmode: enforce\nmx: mx.example.co.za'] }),
        finding('tls-rpt', 'pass', { records: ['v=TLSRPTv1; rua=mailto:tls@example.co.za'] }),
      ]),
      sub([finding('dmarc', 'fail'), finding('mta-sts', 'warn'), finding('tls-rpt', 'warn')]),
    );
    expect(worse.map((change) => change.putBack)).toEqual([
      [{ name: '_dmarc.example.co.za', type: 'TXT', value: 'v=DMARC1; p=reject' }],
      [{ name: '_mta-sts.mail.example.co.za', type: 'TXT', value: 'v=STSv1; id=1' }],
      [{ name: '_smtp._tls.mail.example.co.za', type: 'TXT', value: 'v=TLSRPTv1; rua=mailto:tls@example.co.za' }],
    ]);
    // The policy beside the MTA-STS record is no DNS record: the file to serve again, line by line.
    expect(worse[1]).toMatchObject({
      putBackFile: {
        url: 'https://mta-sts.mail.example.co.za/.well-known/mta-sts.txt',
        lines: ['version: STSv1', 'mode: enforce', 'mx: mx.example.co.za'],
      },
      fix: expect.stringContaining('serve this file again'),
    });
    expect(worse[1]).not.toHaveProperty('lastSeen');
    // Own record at a subdomain: its own _dmarc name.
    const own = compareResults(
      sub([finding('dmarc', 'pass', { found: 'Your DMARC policy is p=reject.', records: ['v=DMARC1; p=reject'] })]),
      sub([finding('dmarc', 'fail')]),
    ).worse[0]!;
    expect(own.putBack).toEqual([{ name: '_dmarc.mail.example.co.za', type: 'TXT', value: 'v=DMARC1; p=reject' }]);
  });

  it('shows MX and CAA as last seen for reference only, never "exactly", and says so where every line was cut', () => {
    const { worse } = compareResults(
      result([
        finding('mx', 'pass', { records: ['MX 10 mx.example.co.za'] }),
        finding('caa', 'pass', { records: ['CAA 0 issue "letsencrypt.org"'] }),
        finding('spf', 'pass', { records: ['v=spf1 include:_spf.long.example …'] }),
      ]),
      result([finding('mx', 'fail'), finding('caa', 'warn'), finding('spf', 'fail', { fix: 'Publish an SPF record.' })]),
    );
    expect(worse).toEqual([
      expect.objectContaining({ check: 'mx', lastSeen: ['MX 10 mx.example.co.za'] }),
      expect.objectContaining({ check: 'spf', lastSeenCut: 1 }),
      expect.objectContaining({ check: 'caa', lastSeen: ['CAA 0 issue "letsencrypt.org"'] }),
    ]);
    for (const change of worse) {
      expect(change).not.toHaveProperty('putBack');
      expect(change.fix).not.toMatch(/exactly/i);
    }
    expect(worse[1]).not.toHaveProperty('lastSeen');
  });

  it('still takes and composes an alert queued before, whose last seen were the check’s lines', () => {
    const queued = alertWith([
      {
        check: 'dkim',
        title: 'DKIM record removed',
        before: 'b',
        now: 'n',
        meaning: 'm',
        fix: 'Put back the record exactly as we last saw it, shown below, unless you meant to remove or change it.',
        lastSeen: ['google._domainkey: v=DKIM1; p=MIIB'],
        help: { label: 'h', path: '/h' },
      },
    ]);
    expect(watchAlertMail.shape.validateSync(queued, { strict: true })).toBeTruthy();
    const mail = watchAlertMail.visitor!(queued, settings);
    expect(mail.text).toContain('google._domainkey: v=DKIM1; p=MIIB');
    expect(mail.text).not.toMatch(/exactly|publish it again/i);
  });

  it.each<[Finding['check'], Finding['status'], Finding['status'], string[], string[]]>([
    ['spf', 'pass', 'warn', ['SPF needs attention'], []],
    ['starttls', 'warn', 'fail', ['Encrypted delivery (STARTTLS) now fails'], []],
    // A check that could not be run now is no change; information counts as passing.
    ['mta-sts', 'fail', 'not-tested', [], []],
    ['caa', 'pass', 'info', [], []],
    // An improvement is told as better, not as a change to alert about.
    ['hsts', 'fail', 'pass', [], ['HSTS: HTTPS always: now Pass']],
  ])('when %s goes from %s to %s, then worse is %j and better %j', (check, from, to, worse, better) => {
    const compared = compareResults(result([finding(check, from)]), result([finding(check, to)]));
    expect(compared.worse.map((change) => change.title)).toEqual(worse);
    expect(compared.better).toEqual(better);
  });

  it('keeps what was seen of a check that could not be run now', () => {
    const before = result([finding('mta-sts', 'fail')]);
    expect(compareResults(before, result([finding('mta-sts', 'not-tested')])).seen.findings).toEqual(before.findings);
  });

  it('alerts on a newly listed blocklist while the finding already failed, with the new listing only and its removal pages as links', () => {
    const links = [
      { label: 'Get off a blocklist', href: '/help/get-off-a-blocklist' },
      { label: 'PSBL removal', href: 'https://psbl.org/remove' },
    ];
    const listed = (lines: string[]) => result([finding('blocklist', 'fail', { records: lines, links })]);
    const { worse } = compareResults(
      listed(['192.0.2.1: SpamCop 127.0.0.2']),
      listed(['192.0.2.1: SpamCop 127.0.0.2', '192.0.2.1: PSBL 127.0.0.2']),
    );
    expect(worse).toEqual([
      expect.objectContaining({ title: 'mail server newly on a blocklist', now: '192.0.2.1: PSBL 127.0.0.2', links }),
    ]);
    const alert = alertWith(worse);
    expect(watchAlertMail.shape.validateSync(alert, { strict: true })).toBeTruthy();
    const mail = watchAlertMail.visitor!(alert, { ...settings, publicUrl: 'https://www.example.test' });
    // The site's own guide under its public address, the list's page as it is: whole in the text, links in the HTML.
    expect(mail.text).toContain('Get off a blocklist: https://www.example.test/help/get-off-a-blocklist');
    expect(mail.text).toContain('PSBL removal: https://psbl.org/remove');
    expect(mail.html).toContain('href="https://psbl.org/remove"');
    // One listing gone is no alert.
    expect(compareResults(listed(['a: SpamCop', 'b: PSBL']), listed(['a: SpamCop'])).worse).toEqual([]);
  });

  it('alerts on a new look-alike that takes e-mail elsewhere, not on one that takes none, takes it at your own servers or names other mail servers', () => {
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
    // The alert is for the one that takes e-mail elsewhere; it names each new look-alike, each line saying what it has.
    expect(worse.map((change) => change.lookalikes?.map((named) => named.line))).toEqual([
      [
        'exarnple.co.za: receives e-mail (mx.other.example), has a website',
        'exampel.co.za: names no mail server',
        'example.com: receives e-mail at your own mail servers (mx.example.co.za), probably yours',
      ],
    ]);
    // A look-alike whose MX records rotate is the same look-alike on every pass.
    const rotating = (host: string) => found([`examp1e.co.za: receives e-mail (${host})`]);
    expect(compareResults(rotating('mx1.bad.example'), rotating('mx2.bad.example')).worse).toEqual([]);
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

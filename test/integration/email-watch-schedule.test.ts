import { DatabaseSync } from 'node:sqlite';
import { emailWatchMailCopy } from '../../server/email-watch/watch-mail-copy';
import { createWatchSchedule, FAILURES_TOLD } from '../../server/email-watch/watch-schedule';
import { createWatchStore, type WatchStore } from '../../server/email-watch/watch-store';
import { newLinkToken } from '../../server/store/link-token';
import { openSiteDatabase } from '../../server/site-tables';
import escapeHtml from 'escape-html';
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import type { EmailSecurityResult, Finding } from '../../shared/email-security/result';
import { tempFolder } from '../support/for-tests';
import { escapeRegExp } from '../support/pdf-text';
import { recordAsShown } from '../../shared/email-security/record-at-host';
import { addressesIn, anchorsIn, unwrappedAddresses, withoutAnchors } from '../support/mail-anchors';
import { databaseIn, outboxEmpty, waitUntil, watchOutboxIn } from '../support/mail-kit';
import { smtpSinkForTests } from '../support/smtp-sink';
import { RDAP_REGISTRAR, registriesForTests } from '../support/rdap-registry';
import pino from 'pino';
import { loadBootstrap, type RdapBootstrap } from '../../server/domains/bootstrap';
import { createDomainChecker, type DomainChecker } from '../../server/domains/domain-checker';
import { parseWhoisServers, type WhoisServer } from '../../server/domains/whois-servers';
import { formatSastDate } from '../../shared/format-date';

/*
 * The schedule on the site's real database and outbox, delivering to a real SMTP server; what a
 * check of the domain finds is given, as the lab's DNS would answer it (the lab itself is in
 * test/processes/email-watch.test.ts). Its clock is the test's, so a week passes in a moment.
 */
const sink = smtpSinkForTests();
/** A period shorter than EMAIL_WATCH_EVERY allows: the schedule looks every 100 ms, so its rounds take no seconds. */
const EVERY_MS = 1_000;

const result = (findings: Finding[]): EmailSecurityResult => ({
  domain: 'example.co.za',
  shown: 'example.co.za',
  checkedAt: '2026-11-27T08:00:00.000Z',
  exists: true,
  findings,
});
const withDns = (dns: EmailSecurityResult['dns'], findings: Finding[]) => ({ ...result(findings), dns });
const finding = (check: Finding['check'], status: Finding['status'], found = `${check} ${status}`): Finding => ({
  check,
  status,
  found,
  meaning: 'm',
});
const healthy = result([finding('mx', 'pass', 'mx ok'), finding('hsts', 'pass')]);
const unanswered = result([finding('mx', 'not-tested', 'The DNS did not answer.')]);
const noMailServer = result([finding('mx', 'fail', 'No mail server.')]);

interface World {
  dataDir: string;
  store: WatchStore;
  clock: { now: number };
}

/** A data folder with one confirmed watch, due now. */
function worldWithWatch(email = 'owner@example.co.za', seen = healthy): World {
  const dataDir = tempFolder('watch-schedule');
  const store = createWatchStore(openSiteDatabase(dataDir));
  const clock = { now: Date.now() };
  store.insert(
    { domain: 'example.co.za', email, contact: false, seen },
    { confirmToken: newLinkToken(), stopToken: newLinkToken() },
    clock.now,
  );
  const [watch] = store.list();
  store.confirm(watch!.id, clock.now, clock.now);
  return { dataDir, store, clock };
}

/** A site process's part of it: the outbox delivering to the sink (refusals counted as the site counts them) and the schedule. */
const scheduleOn = (
  world: World,
  check: (domain: string, stop: AbortSignal) => Promise<EmailSecurityResult>,
  registrations?: DomainChecker,
) => {
  const { mail, logger } = watchOutboxIn(world.dataDir, sink.url);
  const schedule = createWatchSchedule({
    store: world.store,
    mail,
    check,
    registrations,
    everyMs: EVERY_MS,
    checkUrl: (domain) => `https://www.example.test/email-security?domain=${domain}`,
    stopUrl: (token) => `https://www.example.test/email-security/watch/stop?token=${token}`,
    logger,
    now: () => world.clock.now,
  });
  return {
    schedule,
    stop: async () => {
      await schedule.stop();
      await mail.stop();
    },
  };
};

const checkedAt = (world: World) => world.store.list()[0]?.lastCheckedMs ?? null;
const sentTo = (address: string) => sink.messages.filter((message) => message.envelope.to.includes(address));

/** Runs `body` while the schedule runs on `world` with `check`, and stops it after. */
async function whileScheduled(
  world: World,
  check: Parameters<typeof scheduleOn>[1],
  body: () => Promise<void>,
  registrations?: DomainChecker,
) {
  const { schedule, stop } = scheduleOn(world, check, registrations);
  try {
    schedule.start();
    await body();
  } finally {
    await stop();
  }
}

/**
 * Waits for `rounds` checks (or the watch deleted), each with its e-mails sent, the clock moved a
 * period on after each; `between` sees each round's end.
 */
async function checkRounds(world: World, rounds: number, between?: (round: number) => void) {
  for (let round = 1; round <= rounds && world.store.list().length > 0; round += 1) {
    const before = checkedAt(world);
    await waitUntil(() => checkedAt(world) !== before || world.store.list().length === 0, 5000, `check ${round}`);
    await waitUntil(() => outboxEmpty(world.dataDir));
    between?.(round);
    world.clock.now += EVERY_MS;
  }
}

it(`tells the visitor once that their domain could not be checked, at the ${FAILURES_TOLD}rd failure in a row`, async () => {
  const world = worldWithWatch('one@example.co.za');
  const answers = Array<EmailSecurityResult>(FAILURES_TOLD + 1).fill(unanswered);
  await whileScheduled(
    world,
    async () => answers.shift() ?? healthy,
    () =>
      checkRounds(world, FAILURES_TOLD + 2, (round) => {
        if (round < FAILURES_TOLD) expect(sentTo('one@example.co.za')).toHaveLength(0);
      }),
  );
  const told = sentTo('one@example.co.za');
  expect(told.map((message) => message.mail.header('subject'))).toEqual(['example.co.za: we could not check your domain']);
  expect(told[0]!.mail.text).toContain(`the last ${FAILURES_TOLD} times we tried`);
  // No blank line before its words: the text part starts with them.
  expect(told[0]!.mail.text).toMatch(/^\S/);
  // Answered again: the count starts over, and nothing changed, so nothing is sent.
  expect(world.store.list()[0]!.failures).toBe(0);
}, 30_000);

it('runs in one of two processes on one database: each due check once, one alert', async () => {
  const world = worldWithWatch('two@example.co.za');
  const calls: string[] = [];
  const first = scheduleOn(world, async () => (calls.push('first'), noMailServer));
  const second = scheduleOn(world, async () => (calls.push('second'), noMailServer));
  try {
    first.schedule.start();
    second.schedule.start();
    await waitUntil(() => calls.length > 0 && sentTo('two@example.co.za').length > 0, 5000);
    // Three more looks of both: nothing further is due until a period has passed on their clock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(sentTo('two@example.co.za').map((message) => message.mail.header('subject'))).toEqual([
      'example.co.za: Mail servers (MX) now fails',
    ]);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}, 30_000);

it('stores nothing of a check cut short by a stop, and hands the lease on', async () => {
  const world = worldWithWatch('three@example.co.za');
  let started = false;
  const { schedule, stop } = scheduleOn(
    world,
    (_domain, signal) =>
      new Promise((_resolve, reject) => {
        started = true;
        signal.addEventListener('abort', () => reject(new Error('stopped')));
      }),
  );
  schedule.start();
  await waitUntil(() => started);
  await stop();
  expect(world.store.list()[0]).toEqual(expect.objectContaining({ lastCheckedMs: null, failures: 0 }));
  const db = new DatabaseSync(databaseIn(world.dataDir), { readOnly: true });
  expect(db.prepare('SELECT COUNT(*) AS n FROM email_watch_lease').get()).toEqual({ n: 0 });
  db.close();
}, 30_000);

it('deletes a watch whose e-mails the receiving server refused for good twice', async () => {
  const world = worldWithWatch('gone@example.co.za');
  const answers = [noMailServer, result([finding('mx', 'pass', '')]), result([finding('mx', 'fail', 'Still none.')])];
  sink.failNext(2, 550);
  await whileScheduled(
    world,
    async () => answers.shift() ?? healthy,
    () => checkRounds(world, 3),
  );
  expect(world.store.list()).toEqual([]);
  expect(sentTo('gone@example.co.za')).toHaveLength(0);
}, 30_000);

it('tells an improvement in the next alert, not on its own', async () => {
  const world = worldWithWatch('better@example.co.za');
  const answers = [
    result([healthy.findings[0]!, finding('hsts', 'fail')]),
    healthy,
    result([finding('mx', 'fail', 'No mail server.'), finding('hsts', 'pass')]),
  ];
  await whileScheduled(
    world,
    async () => answers.shift() ?? healthy,
    () => checkRounds(world, 3),
  );
  const sent = sentTo('better@example.co.za');
  // HSTS failed (an alert), then passed again (nothing sent), then MX failed: told with HSTS's recovery.
  expect(sent.map((message) => message.mail.header('subject'))).toEqual([
    'example.co.za: HSTS now fails',
    'example.co.za: Mail servers (MX) now fails',
  ]);
  expect(sent[1]!.mail.text).toMatch(/Better since we last wrote\n {2}HSTS: HTTPS always: now Pass/);
}, 30_000);

/** The one alert `email` receives once the schedule finds `next`, as received. */
async function alertTo(world: World, email: string, next: EmailSecurityResult, registrations?: DomainChecker) {
  await whileScheduled(
    world,
    async () => next,
    () => waitUntil(() => sentTo(email).length > 0, 10_000, 'the alert'),
    registrations,
  );
  return (sentTo(email) as [(typeof sink.messages)[number]])[0].mail;
}

describe('the alert shows the fix', () => {
  const dmarcWas = 'v=DMARC1; p=reject; rua=mailto:dmarc@example.co.za';
  const dmarcNew = 'v=DMARC1; p=none; rua=mailto:dmarc-reports@example.co.za';
  const spfWas = 'v=spf1 mx include:_spf.mailhost.example -all';
  const spfNow = 'v=spf1 mx include:_spf.mailhost.example ?all';
  const caaWas = ['CAA 0 issue "letsencrypt.org"', 'CAA 0 iodef "mailto:sec@example.co.za?subject=<caa>&x=1"'];
  const policyUrl = 'https://mta-sts.example.co.za/.well-known/mta-sts.txt';
  const policy = ['version: STSv1', 'mode: testing', 'mx: mx.example.co.za', 'max_age: 604800'];
  const seen = result([
    ...healthy.findings,
    { ...finding('spf', 'pass', 'SPF ends in -all.'), records: [spfWas] },
    { ...finding('dmarc', 'pass', 'Your DMARC policy is p=reject.'), records: [dmarcWas] },
    finding('mta-sts', 'info', 'No MTA-STS.'),
    { ...finding('caa', 'pass', 'CAA names letsencrypt.org.'), records: caaWas },
  ]);
  const publishedMtaSts = { name: '_mta-sts.example.co.za', type: 'TXT' as const, value: 'v=STSv1; id=20261127' };
  const dns = { zone: 'example.co.za', servers: ['ada.ns.cloudflare.com'], host: 'cloudflare' as const };
  const worse = withDns(dns, [
    ...healthy.findings,
    {
      ...finding('spf', 'warn', 'SPF ends in ?all.'),
      records: [spfNow],
      fix: 'Publish this corrected record in place of the one you have.',
      publish: [{ name: 'example.co.za', type: 'TXT', value: spfWas }],
    },
    {
      check: 'dmarc',
      status: 'fail',
      found: findingCopy.dmarc.missing,
      meaning: findingCopy.dmarc.missingMeaning,
      fix: findingCopy.dmarc.fixNew,
      publish: [{ name: '_dmarc.example.co.za', type: 'TXT', value: dmarcNew }],
    },
    {
      ...finding('mta-sts', 'warn', 'No MTA-STS, though your mail servers offer encryption.'),
      fix: 'Publish this record and serve this file.',
      publish: [publishedMtaSts],
      publishFile: { url: policyUrl, lines: policy },
    },
    {
      ...finding('caa', 'warn', 'No CAA record.'),
      fix: 'Publish this record.',
      publish: [{ name: 'example.co.za', type: 'CAA', value: '0 issue "letsencrypt.org"' }],
    },
  ]);

  /** A change's lines in the text part: from the line naming its check to the blank line after it. */
  const section = (text: string, check: keyof typeof emailCheckNames) => {
    const lines = text.split('\n');
    const from = lines.indexOf(emailCheckNames[check]);
    expect(from).toBeGreaterThanOrEqual(0);
    const to = lines.indexOf('', from);
    return lines.slice(from, to < 0 ? undefined : to).join('\n');
  };

  it('when records were removed, weakened or are missing, then each worse finding shows the records to publish and the one last seen, in text and HTML, with every address a link that wraps', async () => {
    const world = worldWithWatch('fix@example.co.za', seen);
    const mail = await alertTo(world, 'fix@example.co.za', worse);
    // The removed DMARC record first: what fails comes before what needs attention, as on the page.
    expect(mail.header('subject')).toBe('example.co.za: DMARC record removed (and 3 more)');
    const text = mail.text ?? '';
    const html = mail.html ?? '';

    // DMARC removed: the record as last seen to put back, named as the page names it at its DNS host;
    // never the check's p=none for a domain that had none, a step back.
    const dmarc = section(text, 'dmarc');
    expect(dmarc).toMatch(/last saw/i);
    const name = recordAsShown({ name: '_dmarc.example.co.za', type: 'TXT', value: dmarcWas }, dns).name;
    expect(dmarc).toMatch(new RegExp(`${emailWatchMailCopy.record.name}: ${name}\n[\\s\\S]*${escapeRegExp(dmarcWas)}`));
    expect(text).not.toContain(dmarcNew);
    // Whose record was p=reject is not told to start with p=none.
    expect(text).not.toMatch(/start with p=none/i);
    expect(html).not.toMatch(/start with p=none/i);
    // SPF weakened: the record now, the record as it was, and the record to publish.
    const spf = section(text, 'spf');
    expect(spf).toMatch(/last saw/i);
    expect(spf.indexOf(spfWas)).toBeGreaterThan(spf.search(/last saw/i));
    // MTA-STS never had one: its record and its file, line by line, and nothing "last seen".
    const mtaSts = section(text, 'mta-sts');
    expect(mtaSts).toContain(
      `${emailWatchMailCopy.record.name}: ${recordAsShown({ ...publishedMtaSts, value: '' }, dns).name}\n`,
    );
    expect(mtaSts).toContain('v=STSv1; id=20261127');
    expect(mtaSts).toContain(policyUrl);
    for (const line of policy) expect(mtaSts).toMatch(new RegExp(`^ +${line}$`, 'm'));
    expect(mtaSts).not.toMatch(/last saw/i);
    // CAA removed: both records as last seen (as the domain's DNS said them), and the one to publish.
    const caa = section(text, 'caa');
    for (const line of caaWas) expect(caa).toContain(line);
    expect(caa).toMatch(/example\.co\.za[\s\S]*CAA[\s\S]*0 issue "letsencrypt\.org"/);
    // Wherever it says to publish, the record follows.
    for (const part of [dmarc, spf, mtaSts, caa])
      for (const at of [...part.matchAll(/publish (this|these|it)\b/gi)].map((match) => match.index))
        expect(part.slice(at)).toMatch(/(Value|v=|CAA)/);

    // The HTML part shows the same records, escaped.
    for (const words of [dmarcWas, spfWas, 'v=STSv1; id=20261127', ...policy, ...caaWas])
      expect(html).toContain(escapeHtml(words));
    expect(html).not.toContain('<caa>');
    expect(html).toMatch(/last saw/i);

    // Every address (the check, the services, the file to serve, the stop link) is a link that wraps at 375 px.
    const addresses = addressesIn(text);
    expect(addresses).toEqual(
      expect.arrayContaining([
        'https://www.example.test/email-security?domain=example.co.za',
        expect.stringMatching(/^https:\/\/www\.example\.test\/email-security\/watch\/stop\?token=/),
        expect.stringMatching(/^https:\/\/www\.example\.test\/./),
        policyUrl,
      ]),
    );
    const anchors = anchorsIn(html);
    for (const address of addresses) expect(anchors.filter((anchor) => anchor.href === address)).not.toEqual([]);
    expect(unwrappedAddresses(anchors)).toEqual([]);
    expect(withoutAnchors(html)).not.toMatch(/https?:\/\//);
  }, 30_000);

  it('when MTA-STS was removed, then its record is to put back and its policy to serve again, and the check’s new file is offered only instead', async () => {
    const enforced = ['version: STSv1', 'mode: enforce', 'mx: mx.example.co.za', 'max_age: 604800'].join('\n');
    const had = result([
      ...healthy.findings,
      { ...finding('mta-sts', 'pass', 'Enforced.'), records: ['v=STSv1; id=1', enforced] },
    ]);
    const world = worldWithWatch('sts@example.co.za', had);
    const text = (await alertTo(world, 'sts@example.co.za', worse)).text ?? '';
    const mtaSts = section(text, 'mta-sts');
    // The policy as last seen, to serve again as it was; then the check's own, only instead.
    const again = mtaSts.indexOf(`${emailWatchMailCopy.serveAgainAt} ${policyUrl}`);
    const instead = mtaSts.indexOf(`${emailWatchMailCopy.serveAt(true)} ${policyUrl}`);
    expect(again).toBeGreaterThan(0);
    expect(mtaSts.indexOf('mode: enforce')).toBeGreaterThan(again);
    expect(instead).toBeGreaterThan(mtaSts.indexOf('mode: enforce'));
    expect(mtaSts).not.toContain(emailWatchMailCopy.lastSeenLines);
  }, 30_000);
});

describe('the alert names what it found', () => {
  const lookalike = findingCopy.lookalikes;
  // ZACR's WHOIS for co.za, an RDAP registry for africa, as the domain check asks them.
  const registries = registriesForTests(['africa'], ['co.za']);

  it('when look-alikes of the domain are registered while it is watched, then the alert received names each, with when and through whom, in text and HTML', async () => {
    const { rdap, whois, env } = registries;
    whois.set('examp1e.co.za', 'registered');
    const onAfrica = new Date('2026-11-26T08:30:00Z');
    rdap.set('example.africa', 'registered', onAfrica);
    const checker = createDomainChecker(
      {
        bootstrap: loadBootstrap(env.DOMAIN_CHECK_BOOTSTRAP_FILE) as RdapBootstrap,
        whois: parseWhoisServers(env.DOMAIN_CHECK_WHOIS) as WhoisServer[],
        timeoutMs: 2000,
      },
      pino({ level: 'silent' }),
    );
    const none = result([...healthy.findings, finding('lookalikes', 'pass', lookalike.none(180))]);
    const lines = [lookalike.record('examp1e.co.za', ['mx.examp1e.co.za'], true), lookalike.record('example.africa', [], true)];
    const registered = result([
      ...healthy.findings,
      {
        check: 'lookalikes',
        status: 'warn',
        found: lookalike.found(2, 1),
        meaning: lookalike.mailMeaning,
        fix: lookalike.mailFix(2),
        records: lines,
      },
    ]);
    const world = worldWithWatch('lookalike@example.co.za', none);
    const mail = await alertTo(world, 'lookalike@example.co.za', registered, checker);
    const text = mail.text ?? '';
    const html = mail.html ?? '';
    expect(text).toContain(lookalike.found(2, 1));
    // The owner can warn their clients of each, and report it to its registrar, by its name.
    const named = [
      `${lines[0]} (${emailWatchMailCopy.registered(formatSastDate(new Date('1994-12-31T22:00:00Z')), 'Example Registrar (Pty) Ltd')})`,
      `${lines[1]} (${emailWatchMailCopy.registered(formatSastDate(onAfrica), RDAP_REGISTRAR)})`,
    ];
    for (const words of named) {
      expect(text).toMatch(new RegExp(`^ +${escapeRegExp(words)}$`, 'm'));
      expect(html).toContain(`<li>${escapeHtml(words)}</li>`);
    }
  }, 30_000);
});

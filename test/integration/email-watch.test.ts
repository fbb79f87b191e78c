import request from 'supertest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createEmailSecurityChecker } from '../../server/email-security/email-checker';
import type { EmailSecurityChecker } from '../../server/email-security/checker-types';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import {
  EMAIL_WATCH_API_PATH,
  EMAIL_WATCH_CONFIRM_PATH,
  EMAIL_WATCH_PATH,
  EMAIL_WATCH_STOP_PATH,
} from '../../shared/email-security/watch';
import { startEmailWorld, type EmailWorld } from '../support/email-world';
import { captchaToken, startEndpointSite, type EndpointSite } from '../support/endpoint-kit';
import { textOf } from '../support/html-entities';
import { addressesIn, anchorsIn, unwrappedAddresses, withoutAnchors } from '../support/mail-anchors';
import { company } from '../../shared/catalogue/company';
import { databaseIn, outboxEmpty, waitUntil } from '../support/mail-kit';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * "E-mail me if this gets worse", asked for, confirmed and stopped on the real app: the real
 * checker on the e-mail lab's DNS (strong.co.za checked once, through the page, and its kept result
 * reused), the real outbox delivering to a real SMTP server, and the rows read from the site's
 * database file as an operator's `sqlite3` would. The app's clock for the watches and confirmations
 * can be moved (`shift`): back, to ask for a watch "49 hours ago"; on, past the confirmations' window.
 */
const DOMAIN = 'strong.co.za';
/** Every name under roomy.co.za exists (a wildcard) and takes mail: cheap domains for one address at the deepest. */
const ROOMY = 'roomy.co.za';
const ROOMY_NAMES = [ROOMY, 'c.roomy.co.za', 'd.c.roomy.co.za', 'e.d.c.roomy.co.za'];
/** Names under roomy.co.za no other test asks for: each limit is tested on a domain of its own. */
const SPARE = 'spare.roomy.co.za';
const RUSH = 'rush.roomy.co.za';
/** Under every name of ROOMY_NAMES: an address here may ask to watch five domains. */
const DEEP = 'f.e.d.c.roomy.co.za';
/** It takes no e-mail at all (its null MX, `MX 0 .`): no address there can get a link. */
const NO_MAIL = 'huge.co.za';
const COMPANY = 'engineers@kopano-it.co.za';
const HOUR_MS = 60 * 60 * 1000;

let world: EmailWorld;
let sink: SmtpSink;
let site: EndpointSite;
let checker: EmailSecurityChecker;
let shift = 0;

beforeAll(async () => {
  world = await startEmailWorld();
  sink = await startSmtpSink();
  // Results kept for the whole file: a watch starts from the result the site keeps.
  checker = createEmailSecurityChecker({ ...world.settings, keepMs: 30 * 60_000, keepMax: 50 });
  site = await startEndpointSite(
    {
      ...world.env,
      MAIL_TO: COMPANY,
      // One confirmation per mailbox a second (the least allowed), and room for every address at the lab's domains.
      CONFIRMATION_MAIL_WINDOW_MS: '1000',
      CONFIRMATION_MAIL_DOMAIN_DAILY_MAX: '1000',
      CONFIRMATION_MAIL_DAILY_MAX: '1000',
      CONTACT_RATE_LIMIT_MAX: '1000',
      SEARCH_PAGE_RATE_LIMIT_MAX: '1000',
      // The native form's own budget too (email-watch-without-script.test.ts holds it).
      EMAIL_WATCH_NOSCRIPT_CLIENT_HOURLY_MAX: '1000',
      EMAIL_WATCH_NOSCRIPT_DOMAIN_DAILY_MAX: '1000',
      EMAIL_WATCH_NOSCRIPT_DAILY_MAX: '1000',
    },
    sink.url,
    { emailSecurity: checker, now: () => Date.now() + shift },
  );
  // The visitor checks the domain first, on the same site: its result is kept for the watch.
  const page = await request(site.url).get('/email-security').query({ domain: DOMAIN });
  expect(page.status).toBe(200);
  for (const name of [...ROOMY_NAMES, SPARE, RUSH, DEEP, NO_MAIL]) await checker.check(name);
}, 90_000);

afterAll(async () => {
  await site?.close();
  await sink?.stop();
  await world?.stop();
});

interface WatchRow {
  domain: string;
  email: string;
  contact: number;
  confirm_hash: string | null;
  stop_token: string;
  created_ms: number;
  confirmed_ms: number | null;
  next_check_ms: number | null;
}

/** What a read-only connection of the test's own finds in the site's database file. */
const readDatabase = <T>(read: (db: DatabaseSync) => T): T => {
  const db = new DatabaseSync(databaseIn(site.dataDir), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
};
const watchRows = (where = '1 = 1', ...values: string[]): WatchRow[] =>
  readDatabase((db) =>
    db.prepare(`SELECT * FROM email_watches WHERE ${where} ORDER BY created_ms`).all(...values),
  ) as unknown as WatchRow[];
const countRows = (where = '1 = 1', ...values: string[]): number =>
  readDatabase((db) => (db.prepare(`SELECT COUNT(*) AS n FROM email_watches WHERE ${where}`).get(...values) as { n: number }).n);

/** Whether `text` is in any file of the site's database (its write-ahead log included), as bytes. */
const inDatabaseFiles = (text: string) =>
  readdirSync(site.dataDir)
    .filter((name) => name.startsWith('site.db'))
    .some((name) => readFileSync(path.join(site.dataDir, name)).includes(text));

/** A page's answer as a visitor sees it: its status and its words. */
const said = (res: { status: number; text: string }) => [res.status, textOf(res.text)];

/** What the site sent, once its outbox is empty (a count taken then is final). */
const settled = async () => {
  await waitUntil(() => outboxEmpty(site.dataDir), 15_000, 'the outbox to empty');
  return sink.messages;
};
/** Runs `posts`, then finds no watch stored and no mail sent because of them. */
async function nothingKept(posts: () => Promise<void>): Promise<void> {
  const before = (await settled()).length;
  const rows = countRows();
  await posts();
  expect(countRows()).toBe(rows);
  expect((await settled()).length).toBe(before);
}
const mailsTo = async (address: string) => (await settled()).filter((m) => m.envelope.to.includes(address));
const staffMails = async (domain: string) =>
  (await mailsTo(COMPANY)).filter((m) => m.mail.header('subject') === `New watched domain: ${domain}`);

/** The native form as a browser posts it from the site's own page (no script, so no captcha). */
const postForm = (fields: Record<string, string>) =>
  request(site.url)
    .post(EMAIL_WATCH_PATH)
    .set('Origin', site.url)
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send(new URLSearchParams(fields).toString());

/** The page's script posting its JSON. */
const postJson = (body: Record<string, unknown>) =>
  request(site.url).post(EMAIL_WATCH_API_PATH).set('Origin', site.url).set('Sec-Fetch-Site', 'same-origin').send(body);

/**
 * Each address, posted by the native form, gets a 400 page saying `problem`; the script's post of
 * the first is refused alike as JSON, before its captcha is looked at. Nothing is stored or sent.
 */
const refusedAlike = (emails: string[], problem: string) =>
  nothingKept(async () => {
    for (const email of emails) {
      const res = await postForm({ domain: DOMAIN, email });
      expect([email, res.status]).toEqual([email, 400]);
      expect(textOf(res.text)).toContain(problem);
    }
    const json = await postJson({ domain: DOMAIN, email: emails[0]!, captcha: '' });
    expect([json.status, json.body]).toEqual([400, { answer: { step: 'refused', problem, domain: DOMAIN, field: 'email' } }]);
  });

/** The address (path and query) on this site of a link the site's e-mail names under its PUBLIC_URL. */
const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const linkIn = (text: string | undefined, path: string): string => {
  const found = new RegExp(`https?://[^\\s<>"]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(text ?? '');
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return found[0];
};

/** Asks by the native form for `email` to watch `domain`, expects it asked, and returns its e-mail's two links. */
const asked = async (email: string, domain = DOMAIN, contact = false) => {
  const before = (await mailsTo(email)).length;
  const res = await postForm({ domain, email, ...(contact ? { contact: 'on' } : {}) });
  expect([res.status, textOf(res.text)]).toEqual([200, expect.stringContaining(copy.asked.heading)]);
  await sink.waitFor(() => sink.messages.filter((m) => m.envelope.to.includes(email)).length > before);
  const mail = (await mailsTo(email))[before]!.mail;
  return { mail, confirm: linkIn(mail.text, EMAIL_WATCH_CONFIRM_PATH), stop: linkIn(mail.text, EMAIL_WATCH_STOP_PATH) };
};

/** The one form on a watch page that posts back to `link` (path and query): its action, as the browser would post it. */
const buttonTo = (html: string, link: string): string => {
  const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /method="post"/i.test(tag));
  expect(forms).toHaveLength(1);
  const action = /action="([^"]+)"/.exec(forms[0]!)![1]!.replace(/&amp;/g, '&');
  const url = new URL(action, site.url);
  expect(url.pathname + url.search).toBe(link);
  return action;
};

/** The page's button pressed, as a browser posts a form from the site's own page. */
const press = (action: string) =>
  request(site.url).post(action).set('Origin', site.url).set('Sec-Fetch-Site', 'same-origin').type('form').send('');

/** The confirmation link opened and its one button pressed: the answer to the press. */
const confirmed = async (link: string) => {
  const page = await request(site.url).get(onSite(link));
  expect(page.status).toBe(200);
  return press(buttonTo(page.text, onSite(link)));
};

describe('watching a domain: asking', () => {
  it('when the native form is posted at an address at the domain, then "check your inbox", one unconfirmed row, and one confirmation e-mail with its link and one-click List-Unsubscribe', async () => {
    const res = await postForm({ domain: DOMAIN, email: 'owner@strong.co.za', contact: 'on' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = textOf(res.text);
    expect(page).toContain(copy.asked.heading);
    expect(page).toContain(copy.asked.text('owner@strong.co.za', DOMAIN));

    const rows = watchRows();
    expect(rows).toEqual([
      expect.objectContaining({
        domain: DOMAIN,
        email: 'owner@strong.co.za',
        contact: 1,
        confirmed_ms: null,
        next_check_ms: null,
      }),
    ]);

    await sink.waitFor(() => sink.messages.some((m) => m.envelope.to.includes('owner@strong.co.za')));
    const mails = await mailsTo('owner@strong.co.za');
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.header('subject')).toBe(`Confirm: e-mail me if ${DOMAIN} gets worse`);
    // The link lasts a day, and opening it starts nothing until its button is pressed.
    expect(mail.text?.replace(/\s+/g, ' ')).toContain('open the link below within 24 hours and press its button');
    const confirm = new URL(linkIn(mail.text, EMAIL_WATCH_CONFIRM_PATH));
    expect(confirm.pathname).toBe(EMAIL_WATCH_CONFIRM_PATH);
    expect(confirm.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The HTML part carries the same link, as a button: a link drawn as one, large enough to press.
    const [button, ...others] = anchorsIn(mail.html).filter((anchor) => anchor.text === 'Confirm the alerts');
    expect(others).toEqual([]);
    expect(button?.href).toBe(confirm.href);
    expect(button?.style).toMatch(/display:\s*inline-block/);
    expect(button?.style).toMatch(/background(-color)?:\s*#[0-9a-f]{3,6}/i);
    expect(button?.style).toMatch(/padding:\s*\d+px/);
    expect(button?.style).toMatch(/color:\s*#fff/i);
    // Every address in it is a link, and a long one wraps on a 375 px screen.
    const links = anchorsIn(mail.html).filter((anchor) => anchor.text !== 'Confirm the alerts');
    for (const address of addressesIn(mail.text))
      expect([address, links.some((a) => a.href === address)]).toEqual([address, true]);
    expect(unwrappedAddresses(links)).toEqual([]);
    expect(withoutAnchors(mail.html)).not.toMatch(/https?:\/\//);
    // Who sent it answers with a press: the phone and e-mail address it is signed with are links.
    expect(links).toEqual(
      expect.arrayContaining([
        // Kept on one line, as on the site.
        expect.objectContaining({
          href: company.phone.href,
          text: company.phone.display,
          style: expect.stringMatching(/white-space:\s*nowrap/),
        }),
        expect.objectContaining({ href: company.email.href, text: company.email.display }),
      ]),
    );
    // Only the confirmation token's hash is kept.
    expect(rows[0]!.confirm_hash).not.toBe(confirm.searchParams.get('token'));
    expect(rows[0]!.confirm_hash).toMatch(/^[0-9a-f]{64}$/);

    const unsubscribe = /^<(.+)>$/.exec(mail.header('list-unsubscribe') ?? '');
    expect(unsubscribe).not.toBeNull();
    const stop = new URL(unsubscribe![1]!);
    expect(stop.pathname).toBe(EMAIL_WATCH_STOP_PATH);
    expect(stop.searchParams.get('token')).toBe(rows[0]!.stop_token);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.count('list-unsubscribe')).toBe(1);
    // The stop link is in the text too, for a mail program that shows no unsubscribe button.
    expect(linkIn(mail.text, EMAIL_WATCH_STOP_PATH)).toBe(stop.href);
  });

  it('when the address is at another domain, then 400 saying so, nothing stored and no e-mail; an address at a name under the domain is accepted', async () => {
    await refusedAlike(
      ['owner@weak.co.za', 'owner@evilstrong.co.za', 'owner@strong.co.za.evil.example'],
      copy.problems.otherDomain(DOMAIN),
    );

    await asked('it@mx.strong.co.za');
    expect(watchRows('email = ?', 'it@mx.strong.co.za')).toEqual([
      expect.objectContaining({ domain: DOMAIN, contact: 0, confirmed_ms: null }),
    ]);
  });

  it('when the address’s name holds % or ! (a route through the domain to another), then 400 saying so, and nothing stored or sent', async () => {
    await refusedAlike(
      ['u%evil.example@strong.co.za', 'evil.example!u@strong.co.za', 'a%b!c@mx.strong.co.za'],
      copy.problems.routed,
    );
  });

  it('when the domain takes no e-mail (a null MX), then 400 saying plainly why it cannot be watched, by the native form and the script alike, and nothing stored or sent', async () => {
    await nothingKept(async () => {
      const res = await postForm({ domain: NO_MAIL, email: `owner@${NO_MAIL}` });
      expect(said(res)).toEqual([400, expect.stringContaining(copy.problems.noMail(NO_MAIL))]);
      expect(textOf(res.text)).not.toContain(copy.asked.heading);
      const json = await postJson({ domain: NO_MAIL, email: `owner@${NO_MAIL}`, captcha: await captchaToken(site.url) });
      expect(json.status).toBe(400);
      expect(json.body).toEqual({ answer: { step: 'refused', problem: copy.problems.noMail(NO_MAIL), domain: NO_MAIL } });
    });
  });

  it('when the domain’s result is no longer kept (checked over 10 minutes ago, or never here), then the post checks it again and goes on: check your inbox, one row and one e-mail', async () => {
    expect(checker.kept('weak.co.za')).toBeUndefined();
    const res = await postForm({ domain: 'weak.co.za', email: 'owner@weak.co.za' });
    expect(said(res)).toEqual([200, expect.stringContaining(copy.asked.text('owner@weak.co.za', 'weak.co.za'))]);
    // The watch starts from the result just found, which the site now keeps.
    expect(checker.kept('weak.co.za')?.exists).toBe(true);
    expect(watchRows('domain = ?', 'weak.co.za')).toEqual([
      expect.objectContaining({ email: 'owner@weak.co.za', confirmed_ms: null }),
    ]);
    await sink.waitFor(() => sink.messages.some((m) => m.envelope.to.includes('owner@weak.co.za')));
    expect(await mailsTo('owner@weak.co.za')).toHaveLength(1);
  });

  it('when the script posts without a solved captcha, then 403 and nothing stored; with one, the asked answer as JSON', async () => {
    const refused = { answer: { step: 'refused', problem: copy.problems.captcha, domain: DOMAIN } };
    await nothingKept(async () => {
      for (const captcha of ['', 'bm90IGEgc29sdXRpb24=']) {
        const res = await postJson({ domain: DOMAIN, email: 'web@strong.co.za', captcha });
        expect([res.status, res.body]).toEqual([403, refused]);
      }
    });

    const res = await postJson({
      domain: DOMAIN,
      email: 'Web@Strong.co.za',
      contact: true,
      captcha: await captchaToken(site.url),
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ answer: { step: 'asked', shown: DOMAIN, email: 'web@strong.co.za' } });
    expect(watchRows('email = ?', 'web@strong.co.za')).toEqual([expect.objectContaining({ contact: 1, confirmed_ms: null })]);
    await sink.waitFor(() => sink.messages.some((m) => m.envelope.to.includes('web@strong.co.za')));
    expect(await mailsTo('web@strong.co.za')).toHaveLength(1);
  });
});

describe('watching a domain: confirming', () => {
  it('when the confirmation link is opened (GET or HEAD, as a mail scanner does), then nothing is confirmed and staff get nothing: the page names the domain and has one button that posts back to the link', async () => {
    const { confirm } = await asked('scanned@roomy.co.za', ROOMY);
    const staffBefore = (await staffMails(ROOMY)).length;
    const head = await request(site.url).head(onSite(confirm));
    expect(head.status).toBe(200);
    const res = await request(site.url).get(onSite(confirm));
    expect(said(res)).toEqual([200, expect.stringContaining(copy.confirm.heading(ROOMY))]);
    expect(textOf(res.text)).toContain(copy.confirm.button(ROOMY));
    expect(res.headers['cache-control']).toBe('private, no-store');
    buttonTo(res.text, onSite(confirm));
    // Opened twice more: still nothing confirmed.
    expect((await request(site.url).get(onSite(confirm))).status).toBe(200);
    expect(watchRows('email = ?', 'scanned@roomy.co.za')).toEqual([expect.objectContaining({ confirmed_ms: null })]);
    expect(await staffMails(ROOMY)).toHaveLength(staffBefore);
  });

  it('when the confirmation’s button is pressed, then the watch is on, the page says so with the findings, and staff get one e-mail saying the visitor asked to be contacted; the link opened or pressed again says it is on already', async () => {
    const { confirm } = await asked('boss@strong.co.za', DOMAIN, true);
    const res = await confirmed(confirm);
    expect(said(res)).toEqual([200, expect.stringContaining(copy.confirmed.heading(DOMAIN))]);
    expect(textOf(res.text)).toContain(copy.confirmed.findings);
    const [row] = watchRows('email = ?', 'boss@strong.co.za');
    expect(row).toEqual(expect.objectContaining({ confirmed_ms: expect.any(Number) }));
    // Due first one period (EMAIL_WATCH_EVERY, 7 days by default) after confirming.
    expect(row!.next_check_ms! - row!.confirmed_ms!).toBe(7 * 24 * HOUR_MS);

    await sink.waitFor(() => sink.messages.some((m) => m.envelope.to.includes(COMPANY)));
    const staff = await staffMails(DOMAIN);
    expect(staff).toHaveLength(1);
    const { mail } = staff[0]!;
    expect(mail.header('reply-to')).toBe('boss@strong.co.za');
    expect(mail.text).toContain(`A visitor confirmed alerts for ${DOMAIN}.`);
    expect(mail.text).toContain('Email: boss@strong.co.za');
    expect(mail.text).toContain('Contact: yes, they asked to be contacted');
    // The findings the visitor saw, each with its status.
    expect(mail.text).toMatch(/DMARC[^\n]*: Pass\./);

    // A scanner (or the visitor) opening the link again is told the watch is on already, not to ask anew.
    const again = await request(site.url).get(onSite(confirm));
    expect(said(again)).toEqual([200, expect.stringContaining(copy.alreadyConfirmed.heading(DOMAIN))]);
    expect(textOf(again.text)).not.toContain(copy.unknown.heading);
    const pressedAgain = await press(onSite(confirm));
    expect(said(pressedAgain)).toEqual([200, expect.stringContaining(copy.alreadyConfirmed.heading(DOMAIN))]);
    await settled();
    expect(await staffMails(DOMAIN)).toHaveLength(1);
    expect(countRows('email = ? AND confirmed_ms IS NOT NULL', 'boss@strong.co.za')).toBe(1);
  });

  it('when the link is more than 24 hours old, then 404 to the link and to its button, and nothing confirmed; the request is deleted at the next ask', async () => {
    shift = -25 * HOUR_MS;
    let confirm: string;
    try {
      ({ confirm } = await asked('late@strong.co.za'));
    } finally {
      shift = 0;
    }
    const staffBefore = (await staffMails(DOMAIN)).length;
    const res = await request(site.url).get(onSite(confirm));
    expect(said(res)).toEqual([404, expect.stringContaining(copy.unknown.heading)]);
    const pressed = await press(onSite(confirm));
    expect(said(pressed)).toEqual([404, expect.stringContaining(copy.unknown.heading)]);
    expect(watchRows('email = ?', 'late@strong.co.za')).toEqual([expect.objectContaining({ confirmed_ms: null })]);
    expect(await staffMails(DOMAIN)).toHaveLength(staffBefore);

    // An unconfirmed watch lives 24 hours: a later ask, whatever its answer, sweeps it away.
    await settled();
    await postForm({ domain: DOMAIN, email: 'owner@strong.co.za' });
    expect(countRows('email = ?', 'late@strong.co.za')).toBe(0);
    // Deleted as a stopped watch is (POPIA): its address is in no file of the database, the write-ahead log included.
    await waitUntil(
      () => !inDatabaseFiles('late@strong.co.za'),
      2_500,
      'the swept request to be scrubbed from the database files',
    );
  });

  it('when a confirmed watch’s link is opened after the 24 hours it was valid for, then it no longer works', async () => {
    shift = -25 * HOUR_MS;
    let confirm: string;
    try {
      ({ confirm } = await asked('early@c.roomy.co.za', 'c.roomy.co.za'));
      expect((await confirmed(confirm)).status).toBe(200);
    } finally {
      shift = 0;
    }
    const res = await request(site.url).get(onSite(confirm));
    expect(said(res)).toEqual([404, expect.stringContaining(copy.unknown.heading)]);
    expect(countRows('email = ? AND confirmed_ms IS NOT NULL', 'early@c.roomy.co.za')).toBe(1);
  });

  it('when a confirmation token never was, then 404', async () => {
    for (const query of ['?token=bm90LWEtdG9rZW4tYXQtYWxsLWp1c3Qtd29yZHMtaGVyZS0x', '', '?token=']) {
      const res = await request(site.url).get(`${EMAIL_WATCH_CONFIRM_PATH}${query}`);
      expect([query, ...said(res)]).toEqual([query, 404, expect.stringContaining(copy.unknown.heading)]);
      const pressed = await press(`${EMAIL_WATCH_CONFIRM_PATH}${query}`);
      expect([query, pressed.status]).toEqual([query, 404]);
    }
  });
});

describe('watching a domain: limits', () => {
  /** A post's answer as whoever posted it sees it: its status and its page's words. */
  const answerTo = async (email: string, domain: string) => {
    const res = await postForm({ domain, email });
    return { status: res.status, page: textOf(res.text) };
  };
  /** "Check your inbox", the one answer a post gets whether or not a link goes. */
  const checkYourInbox = (email: string, domain: string) => ({
    status: 200,
    page: expect.stringContaining(copy.asked.text(email, domain)) as unknown as string,
  });

  it('when strangers ask for more addresses at a domain than it may have watches, then nothing is spent: the owner still asks and confirms, and only confirmed watches fill the domain’s 5', async () => {
    // Six junk addresses, never confirmed: each is asked for, and each holds nothing back.
    for (let n = 0; n < 6; n++) await asked(`junk${n}@${SPARE}`, SPARE);
    expect(countRows('domain = ? AND confirmed_ms IS NULL', SPARE)).toBe(6);
    const { confirm } = await asked(`owner@${SPARE}`, SPARE);
    expect((await confirmed(confirm)).status).toBe(200);

    // Four more confirm: the domain has its 5 confirmed watches.
    const links = [];
    for (let n = 0; n < 5; n++) {
      const [mail] = (await mailsTo(`junk${n}@${SPARE}`)).map((m) => m.mail);
      links.push(linkIn(mail!.text, EMAIL_WATCH_CONFIRM_PATH));
    }
    for (const link of links.slice(0, 4)) expect((await confirmed(link)).status).toBe(200);
    expect(countRows('domain = ? AND confirmed_ms IS NOT NULL', SPARE)).toBe(5);

    // The sixth pressed: its holder is told why it cannot start, and staff hear of nothing.
    const staffBefore = (await staffMails(SPARE)).length;
    const sixth = await confirmed(links[4]!);
    expect(said(sixth)).toEqual([409, expect.stringContaining(copy.problems.domainLimit)]);
    expect(countRows('domain = ? AND confirmed_ms IS NOT NULL', SPARE)).toBe(5);
    expect(await staffMails(SPARE)).toHaveLength(staffBefore);

    // Whoever posts cannot tell a full domain, an address that watches already, or one with a link waiting from a fresh ask.
    await nothingKept(async () => {
      for (const email of [`newcomer@${SPARE}`, `owner@${SPARE}`, `junk5@${SPARE}`])
        expect(await answerTo(email, SPARE)).toEqual(checkYourInbox(email, SPARE));
    });
    expect(countRows('email = ?', `newcomer@${SPARE}`)).toBe(0);
    expect(site.logs).toContainEqual(expect.objectContaining({ outcome: 'refused', reason: 'domain-limit' }));
    expect(site.logs).toContainEqual(expect.objectContaining({ outcome: 'refused', reason: 'already' }));
  });

  it('when an address watches 3 domains, then a fourth asked for before is refused at its button, and a fifth is answered as any ask but nothing is stored or sent; a refused post spends none of the address’s confirmations', async () => {
    const names = ROOMY_NAMES;
    const email = `owner@${DEEP}`;
    const links: string[] = [];
    for (const [at, name] of names.entries()) {
      if (at > 0) {
        // The confirmations count against the budget the forms share: one per mailbox in the window (a second here,
        // passed on the app's clock), and a post held back by it reads as any other.
        expect(await answerTo(email, name)).toEqual(checkYourInbox(email, name));
        expect(countRows('email = ? AND domain = ?', email, name)).toBe(0);
        shift += 1_100;
      }
      links.push((await asked(email, name)).confirm);
    }
    // Four asked for, none confirmed: unconfirmed watches hold nothing back.
    expect(countRows('email = ? AND confirmed_ms IS NULL', email)).toBe(4);
    for (const link of links.slice(0, 3)) expect((await confirmed(link)).status).toBe(200);
    const fourth = await confirmed(links[3]!);
    expect(said(fourth)).toEqual([409, expect.stringContaining(copy.problems.addressLimit)]);
    expect(countRows('email = ? AND confirmed_ms IS NOT NULL', email)).toBe(3);

    // A fifth domain, once the address has its 3, and one it has asked for: the same answer, and nothing stored or sent.
    shift += 1_100;
    const before = (await mailsTo(email)).length;
    const rows = countRows('email = ?', email);
    expect(await answerTo(email, DEEP)).toEqual(checkYourInbox(email, DEEP));
    expect(await answerTo(email, names[3]!)).toEqual(checkYourInbox(email, names[3]!));
    expect(await answerTo(email, names[0]!)).toEqual(checkYourInbox(email, names[0]!));
    expect(countRows('email = ? AND domain = ?', email, DEEP)).toBe(0);
    expect(countRows('email = ?', email)).toBe(rows);
    expect(await mailsTo(email)).toHaveLength(before);

    // Those refused posts claimed no confirmation: with one stopped, the fourth's button starts it at once.
    const [row] = watchRows('email = ? AND domain = ?', email, names[0]!);
    await press(`${EMAIL_WATCH_STOP_PATH}?token=${row!.stop_token}`);
    const started = await confirmed(links[3]!);
    expect(said(started)).toEqual([200, expect.stringContaining(copy.confirmed.heading(names[3]!))]);
  });
});

describe('watching a domain: at the same moment', () => {
  it('when the confirmation’s button is pressed twice at once (a double click), then one confirms, the other says it is on already, and staff get one e-mail, which says alerts only (the box was not ticked)', async () => {
    const { confirm } = await asked('twice@roomy.co.za', ROOMY);
    const answers = await Promise.all([0, 1].map(() => press(onSite(confirm))));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers.map((res) => textOf(res.text).includes(copy.confirmed.heading(ROOMY))).sort()).toEqual([false, true]);
    expect(answers.map((res) => textOf(res.text).includes(copy.alreadyConfirmed.heading(ROOMY))).sort()).toEqual([false, true]);
    expect(countRows('email = ? AND confirmed_ms IS NOT NULL', 'twice@roomy.co.za')).toBe(1);
    const staff = async () => (await staffMails(ROOMY)).filter((m) => m.mail.text?.includes('Email: twice@roomy.co.za'));
    await sink.waitFor(() => sink.messages.some((m) => m.mail.text?.includes('Email: twice@roomy.co.za') ?? false));
    expect(await staff()).toHaveLength(1);
    expect((await staff())[0]!.mail.text).toContain('Contact: no (alerts only)');
  });

  it('when more addresses than the domain has room for press their buttons at once, then no more than 5 watch it, and staff hear of 5', async () => {
    const addresses = Array.from({ length: 7 }, (_, n) => `rush${n}@${RUSH}`);
    const links = [];
    for (const email of addresses) links.push((await asked(email, RUSH)).confirm);
    expect(countRows('domain = ? AND confirmed_ms IS NULL', RUSH)).toBe(7);
    const answers = await Promise.all(links.map((link) => press(onSite(link))));
    expect(countRows('domain = ? AND confirmed_ms IS NOT NULL', RUSH)).toBe(5);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(2);
    await settled();
    expect(await staffMails(RUSH)).toHaveLength(5);
  });
});

describe('watching a domain: stopping', () => {
  const stopLinkOf = async (email: string) => {
    const [row] = watchRows('email = ? AND domain = ?', email, DOMAIN);
    expect(row).toBeDefined();
    return `${EMAIL_WATCH_STOP_PATH}?token=${row!.stop_token}`;
  };

  it('when the stop link is opened, then one button that posts to the same link; pressed, the row is deleted', async () => {
    const link = await stopLinkOf('owner@strong.co.za');
    const page = await request(site.url).get(link);
    expect(said(page)).toEqual([200, expect.stringContaining(copy.stop.heading(DOMAIN))]);
    // Opening the link stops nothing: a mail scanner that follows links must not stop a watch.
    expect(countRows('email = ?', 'owner@strong.co.za')).toBe(1);
    const action = buttonTo(page.text, link);
    expect(textOf(page.text)).toContain(copy.stop.button(DOMAIN));

    const pressed = await press(action);
    expect(said(pressed)).toEqual([200, expect.stringContaining(copy.stopped.heading(DOMAIN))]);
    expect(countRows('email = ?', 'owner@strong.co.za')).toBe(0);

    // Opened or pressed again (a scanner, a second click), it says the watch is stopped already.
    const again = await request(site.url).get(link);
    expect(said(again)).toEqual([200, expect.stringContaining(copy.alreadyStopped.heading)]);
    expect(textOf(again.text)).not.toContain(copy.unknown.heading);
    expect([...again.text.matchAll(/<form\b[^>]*method="post"/g)]).toHaveLength(0);
    const pressedAgain = await press(action);
    expect(said(pressedAgain)).toEqual([200, expect.stringContaining(copy.alreadyStopped.heading)]);
  });

  it('when the one click is posted as multipart/form-data (RFC 8058 3.1’s SHOULD), then the row is deleted too', async () => {
    const link = await stopLinkOf('web@strong.co.za');
    const res = await request(site.url).post(link).field('List-Unsubscribe', 'One-Click');
    expect(res.status).toBe(200);
    expect(countRows('email = ?', 'web@strong.co.za')).toBe(0);
  });

  it('when a mail provider’s server posts RFC 8058’s one click (no Origin, no Sec-Fetch) to stop a confirmed watch, then no row is left behind, and its address and token are in no file of the database', async () => {
    const link = await stopLinkOf('boss@strong.co.za');
    const token = new URLSearchParams(link.slice(link.indexOf('?'))).get('token')!;
    expect(countRows('email = ? AND confirmed_ms IS NOT NULL', 'boss@strong.co.za')).toBe(1);
    await settled();
    const res = await request(site.url)
      .post(link)
      .set('User-Agent', 'GoogleOneClickUnsubscribe')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(said(res)).toEqual([200, expect.stringContaining(copy.stopped.heading(DOMAIN))]);
    expect(countRows('email = ?', 'boss@strong.co.za')).toBe(0);
    expect(site.logs).toContainEqual(expect.objectContaining({ how: 'one-click', outcome: 'stopped' }));
    // Deleted, not flagged: no column could mark a stopped watch, and its bytes are overwritten (POPIA).
    const columns = readDatabase((db) => db.prepare('PRAGMA table_info(email_watches)').all() as { name: string }[]);
    expect(columns.map((c) => c.name).filter((name) => /stop|deleted|active|state/.test(name))).toEqual(['stop_token']);
    await waitUntil(
      () => !inDatabaseFiles(token) && !inDatabaseFiles('boss@strong.co.za'),
      5_000,
      'the stopped watch to be scrubbed from the database files',
    );
  });

  it('when a stop token never was, then 404 to the link and to its post, and nothing is deleted', async () => {
    const rows = countRows();
    expect(rows).toBeGreaterThan(0);
    const link = `${EMAIL_WATCH_STOP_PATH}?token=bm90LWEtdG9rZW4tYXQtYWxsLWp1c3Qtd29yZHMtaGVyZS0x`;
    const opened = await request(site.url).get(link);
    expect(said(opened)).toEqual([404, expect.stringContaining(copy.unknown.heading)]);
    for (const path of [link, EMAIL_WATCH_STOP_PATH]) {
      const posted = await request(site.url).post(path).type('form').send('List-Unsubscribe=One-Click');
      expect([path, posted.status]).toEqual([path, 404]);
    }
    expect(countRows()).toBe(rows);
  });
});

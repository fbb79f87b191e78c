import request from 'supertest';
import { fixedChecker } from '../support/fixed-checker';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../../shared/email-security/result';
import { EMAIL_WATCH_PATH } from '../../shared/email-security/watch';
import { createMailService } from '../../server/site-mail';
import { forTests, tempFolder } from '../support/for-tests';
import { textOf } from '../support/html-entities';
import { databaseIn, mailOptionsIn, outboxIds, outboxRecord } from '../support/mail-kit';
import { startSite } from '../support/site-server';

/**
 * The watch form posted without JavaScript (no captcha): a refusal comes back as the page with the
 * form, filled in as it was sent and the problem beside the field it is about; and the post's own
 * budget (per client an hour, per client and domain and for the site a day, decision 017) keeps the day's
 * confirmations for the rest of the site. The site's defaults, a proxy in front (each client is
 * its X-Forwarded-For), the real outbox (not delivered), a result for every domain asked.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SAST_MS = 2 * HOUR_MS;
const resultOf = (domain: string): EmailSecurityResult => ({
  domain,
  shown: domain,
  checkedAt: new Date().toISOString(),
  exists: true,
  findings: EMAIL_CHECK_IDS.map((check) => ({ check, status: 'warn', found: `${check} found`, meaning: `${check} means` })),
});

let shift = 0;
const running = forTests(
  async () => {
    const dataDir = tempFolder('email-watch-without-script');
    const site = await startSite({ DATA_DIR: dataDir, TRUST_PROXY_HOPS: '1' }, (config, logger) => ({
      emailSecurity: fixedChecker(resultOf),
      mail: createMailService(mailOptionsIn(dataDir, { logger, publicUrl: config.publicUrl })),
      now: () => Date.now() + shift,
    }));
    return { site, dataDir };
  },
  ({ site }) => site.close(),
);

/** The native form as a browser behind the proxy at `client` posts it from the site's own page. */
const postForm = (client: string, fields: Record<string, string>) =>
  request(running.site.url)
    .post(EMAIL_WATCH_PATH)
    .set('X-Forwarded-For', client)
    .set('Origin', running.site.url)
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send(new URLSearchParams(fields).toString());

/** The confirmations queued in the outbox, to any address. */
const confirmations = () => {
  const file = databaseIn(running.dataDir);
  return outboxIds(file).filter((id) => (outboxRecord(file, id)?.request as { kind: string }).kind === 'email-watch-confirm')
    .length;
};

/** What the page shows of the watch form: the address as filled in, the tick, the problem beside the field and at the form. */
function formIn(html: string) {
  const form = /<form[^>]*data-testid="email-watch-form"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) return undefined;
  const email = /<input[^>]*name="email"[^>]*>/.exec(form)?.[0] ?? '';
  const describedBy = /aria-describedby="([^"]*)"/.exec(email)?.[1]?.split(' ') ?? [];
  const beside = describedBy.map((id) => textOf(new RegExp(`<p[^>]*id="${id}"[^>]*>([\\s\\S]*?)</p>`).exec(form)?.[1] ?? ''));
  return {
    email: /value="([^"]*)"/.exec(email)?.[1],
    invalid: /aria-invalid="true"/.test(email),
    ticked: /<input[^>]*type="checkbox"[^>]*name="contact"[^>]*checked=""/.test(form),
    beside: beside.join(' '),
    atForm: textOf(/<p[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/.exec(form)?.[1] ?? ''),
  };
}

describe('a refusal, without JavaScript', () => {
  it.each([
    ['at another domain', 'owner@gmail.com', copy.problems.otherDomain('acme.co.za')],
    ['not an address', 'owner.acme.co.za', 'Please enter a valid email address'],
  ])(
    'when the address is %s, then 400 with the page that holds the form, the address as typed, the tick kept, and the problem beside the field',
    async (_case, email, problem) => {
      const res = await postForm('198.51.100.1', { domain: 'acme.co.za', email, contact: 'on' });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(formIn(res.text)).toEqual({
        email,
        invalid: true,
        ticked: true,
        beside: expect.stringContaining(problem),
        atForm: '',
      });
    },
  );
});

describe('the script-less post’s budget', () => {
  // Each test starts on a day of its own at 06:00 in South Africa, so its hours stay in that day
  // whenever the suite runs (the site's day is a South African one).
  beforeEach(() => {
    const sastDay = Math.floor((Date.now() + shift + SAST_MS) / DAY_MS);
    shift = (sastDay + 2) * DAY_MS - SAST_MS + 6 * HOUR_MS - Date.now();
  });

  it('when one client posts more than 3 in an hour, then the 4th is the page with the form filled in, saying this connection has sent its 3 for the hour (not JSON, and not blaming the address); an hour later it may again', async () => {
    for (let n = 1; n <= 3; n++) {
      const res = await postForm('198.51.100.2', { domain: `client-${n}.co.za`, email: `me@client-${n}.co.za` });
      expect([n, res.status]).toEqual([n, 200]);
    }
    const res = await postForm('198.51.100.2', { domain: 'client-4.co.za', email: 'me@client-4.co.za' });
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(formIn(res.text)).toEqual({
      email: 'me@client-4.co.za',
      invalid: false,
      ticked: false,
      beside: expect.any(String),
      atForm: copy.problems.noScriptClient(3),
    });
    expect(textOf(res.text)).not.toMatch(/this address/i);
    shift += HOUR_MS;
    expect((await postForm('198.51.100.2', { domain: 'client-4.co.za', email: 'me@client-4.co.za' })).status).toBe(200);
  });

  it('when one client posts 3 for a domain, then its owner may still post from another; that client’s 4th of the day is told the domain’s links from it are asked for', async () => {
    for (let n = 1; n <= 3; n++)
      expect((await postForm('198.51.100.11', { domain: 'popular.co.za', email: `u${n}@popular.co.za` })).status).toBe(200);
    expect((await postForm('198.51.100.12', { domain: 'popular.co.za', email: 'owner@popular.co.za' })).status).toBe(200);
    shift += HOUR_MS;
    const res = await postForm('198.51.100.11', { domain: 'popular.co.za', email: 'u4@popular.co.za' });
    expect(res.status).toBe(429);
    expect(formIn(res.text)?.atForm).toBe(copy.problems.noScriptDomain('popular.co.za', 3));
  });

  it('when 13 clients post 5 times each at once (65 posts, the review’s replay of 27 scaled down), then at most 25 confirmations are queued in the day, 75 of the day’s 100 are left for every other form, and the rest are told the form’s day is used up', async () => {
    const before = confirmations();
    const answers = await Promise.all(
      Array.from({ length: 13 * 5 }, (_, at) => {
        const client = `203.0.113.${Math.floor(at / 5) + 1}`;
        const domain = `d${at}.co.za`;
        return postForm(client, { domain, email: `owner@${domain}` });
      }),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(confirmations() - before).toBe(25);
    const words = answers.filter((res) => res.status === 429).map((res) => formIn(res.text)?.atForm);
    // 13 × 2 are each client's 4th and 5th; the rest found the site's day used up.
    expect(words.filter((said) => said === copy.problems.noScriptClient(3))).toHaveLength(26);
    expect(words.filter((said) => said === copy.problems.noScriptDay(25))).toHaveLength(14);
    // Every hour of the day after, 13 more posts: none of them sends a link.
    for (let hour = 1; hour < 4; hour++) {
      shift += HOUR_MS;
      const more = await Promise.all(
        Array.from({ length: 13 }, (_, n) =>
          postForm(`203.0.113.${n + 1}`, { domain: `h${hour}-${n}.co.za`, email: `o@h${hour}-${n}.co.za` }),
        ),
      );
      expect(more.every((res) => res.status === 429)).toBe(true);
    }
    expect(confirmations() - before).toBe(25);
  });
});

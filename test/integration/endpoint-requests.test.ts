import { readdir, readFile } from 'node:fs/promises';
import { databaseIn, outboxIds } from '../support/mail-kit';
import path from 'node:path';
import request from 'supertest';
import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { REFERENCE_PATTERN } from '../../shared/reference';
import { CONTACT_MESSAGES } from '../../shared/validation/contact-schema';
import { captchaToken, contactBody, orderBody, postJson, withEndpointSite, endpointSiteForTests } from '../support/endpoint-kit';

const site = endpointSiteForTests({ CONTACT_RATE_LIMIT_MAX: '1000', CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1000' });

interface Tampered {
  challenge: { parameters: { cost: number; expiresAt: number } };
  solution: { derivedKey: string };
}

const outboxFiles = async () => outboxIds(databaseIn(site.dataDir));

async function expectRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { success: boolean; error: string; errors?: string[] };
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(body.error).not.toMatch(/at .*\(|node_modules|Error:/);
  return body;
}

describe('send-contact-email: what the request looks like', () => {
  it('when the body is not JSON, then it answers 415', async () => {
    const response = await postJson(site.url, 'name=Thandi', { 'Content-Type': 'application/x-www-form-urlencoded' });
    await expectRefusal(response, 415);
  });

  it('when the body is larger than 16 KB, then it answers 413', async () => {
    const token = await captchaToken(site.url);
    const body = await expectRefusal(await postJson(site.url, contactBody(token, { message: 'x'.repeat(17 * 1024) })), 413);
    expect(body.error).toBe('The request body is too large.');
  });

  it('when the JSON is malformed, then it answers 400 and the log does not quote it', async () => {
    const body = await expectRefusal(await postJson(site.url, '{"name": "Thandi", secret-words'), 400);
    expect(body.error).toBe('The request body is not valid JSON.');
    expect(site.raw.join('\n')).not.toContain('secret-words');
  });

  // A JSON value that is no object (an array, a string, a number, null): unit/validation-endpoint.test
  // refuses it as not an object, and endpoint-fuzz.test posts every kind of JSON value for a 4xx JSON refusal.
  it('when every field is wrong, then it answers 400 naming every problem', async () => {
    const token = await captchaToken(site.url);
    const response = await postJson(site.url, {
      name: 'T',
      email: 'not-an-address',
      company: 'c'.repeat(101),
      phone: '1'.repeat(21),
      message: 'short',
      captcha: token,
    });
    const body = await expectRefusal(response, 400);
    expect(body.errors).toEqual([
      CONTACT_MESSAGES.nameMin,
      CONTACT_MESSAGES.email,
      CONTACT_MESSAGES.companyMax,
      CONTACT_MESSAGES.phoneMax,
      CONTACT_MESSAGES.messageMin,
    ]);
    for (const problem of body.errors ?? []) expect(body.error).toContain(problem);
  });

  // An order longer than ORDER_MESSAGE_MAX: unit/validation-endpoint.test's own case, refused as any invalid body is above.
});

describe('send-contact-email: where the request comes from', () => {
  it.each([
    ['the Origin is another site', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site says cross-site, even with a matching Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('when %s, then it answers 403 and saves nothing', async (_when, headers) => {
    const before = await outboxFiles();
    await expectRefusal(await postJson(site.url, contactBody(await captchaToken(site.url)), headers), 403);
    expect((await outboxFiles()).filter((id) => !before.includes(id))).toEqual([]);
  });

  it('when the Origin is the configured public URL, then it is accepted', async () => {
    const token = await captchaToken(site.url);
    const response = await postJson(site.url, contactBody(token), {
      Origin: 'http://localhost:3000',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(response.status).toBe(200);
  });

  it('when a post names a Host of its own choosing and the same Origin, then it is refused: only PUBLIC_URL counts', async () => {
    await withEndpointSite(
      { PUBLIC_URL: 'https://www.kopano-it.co.za', CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '100' },
      async (live) => {
        const res = await request(live.url)
          .post(SEND_CONTACT_EMAIL_PATH)
          .set({ Host: 'evil.example', Origin: 'http://evil.example' })
          .send(contactBody(await captchaToken(live.url)));
        expect(res.status).toBe(403);
      },
    );
  });

  // The public URL on loopback, the Origin the loopback host the request was sent to (local use): postJson's own
  // Origin, accepted in 'when a contact and an order are accepted' below.
});

describe('send-contact-email: the captcha', () => {
  // A missing captcha: unit/validation-endpoint.test's 'when required fields are missing, then each one is
  // named', relayed in the 400's errors as 'when every field is wrong' above shows.
  it('when the captcha is not a solved challenge, then it answers 403', async () => {
    await expectRefusal(
      await postJson(site.url, contactBody(Buffer.from('{"challenge":{},"solution":{}}').toString('base64'))),
      403,
    );
    await expectRefusal(await postJson(site.url, contactBody('not-base64-at-all!')), 403);
  });

  it.each([
    [
      'the derived key',
      (p: Tampered) => (p.solution.derivedKey = p.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'))),
    ],
    ['the expiry', (p: Tampered) => (p.challenge.parameters.expiresAt += 3600)],
  ])('when %s of a solved token is changed, then it answers 403', async (_label, tamper) => {
    const payload = JSON.parse(Buffer.from(await captchaToken(site.url), 'base64').toString()) as Tampered;
    tamper(payload);
    await expectRefusal(await postJson(site.url, contactBody(Buffer.from(JSON.stringify(payload)).toString('base64'))), 403);
  });

  // A token sent again after it was accepted: endpoint-captcha.test's 'a used captcha after a restart'.
  it('when two copies of one token race, then exactly one is accepted', async () => {
    const token = await captchaToken(site.url);
    const statuses = (await Promise.all([1, 2, 3].map(() => postJson(site.url, contactBody(token))))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403, 403]);
  });

  it('when a body fails validation, then its captcha is not used up', async () => {
    const token = await captchaToken(site.url);
    expect((await postJson(site.url, contactBody(token, { name: 'T' }))).status).toBe(400);
    expect((await postJson(site.url, contactBody(token))).status).toBe(200);
  });

  it('when a challenge is fetched, then it is never cached', async () => {
    const response = await fetch(`${site.url}/api/captcha/challenge`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) });
  });
});

describe('send-contact-email: an accepted request', () => {
  it('when a contact and an order are accepted, then each is on disk before the answer and logged with its domain only', async () => {
    const contact = await postJson(site.url, contactBody(await captchaToken(site.url)));
    expect(contact.status).toBe(200);
    expect(contact.headers.get('cache-control')).toBe('no-store');
    const order = await postJson(site.url, orderBody(await captchaToken(site.url), 'Please migrate our site.'));
    const [contactId, orderId] = [contact, order].map((answer) => answer.headers.get('x-request-id'));
    expect(await order.json()).toEqual({ success: true, reference: expect.stringMatching(REFERENCE_PATTERN) });

    const accepted = site.logs.filter((l) => l.msg === 'submission accepted');
    expect(accepted.find((l) => l.requestId === contactId)).toMatchObject({
      kind: 'contact',
      emailDomain: 'example.co.za',
      level: 'info',
    });
    expect(accepted.find((l) => l.requestId === orderId)).toMatchObject({ kind: 'order', emailDomain: 'example.org' });
    const all = site.raw.join('\n');
    for (const secret of [
      'thandi.nkosi@',
      'sipho@example.org',
      '555 0199',
      '555 0100',
      'managed backups',
      'Please migrate',
      'Nkosi Logistics',
    ]) {
      expect(all).not.toContain(secret);
    }
    // Finished messages only: the delivery loop may be writing one now, as a hidden temporary file it then renames.
    const stored = await Promise.all(
      (await readdir(path.join(site.dataDir, 'mail')).catch(() => []))
        .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
        .map((f) => readFile(path.join(site.dataDir, 'mail', f), 'utf8')),
    );
    const pending = await outboxFiles();
    expect(stored.length + pending.length).toBeGreaterThanOrEqual(2);
  });
});

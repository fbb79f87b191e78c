import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Challenge } from 'altcha-lib';
import { ALTCHA_CHALLENGE_TTL_MS, createAltchaCaptcha } from '../../server/security/captcha-altcha';
import { createHcaptchaCaptcha } from '../../server/security/captcha-hcaptcha';
import { CAPTCHA_USED, createReplayGuard, ONCE_CLAIMS_SCHEMA } from '../../server/security/captcha-replay-guard';
import { siteDatabase } from '../../server/store/site-database';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  captchaToken,
  contactBody,
  postJson,
  solvePayload,
  withEndpointSite,
  tempFolder,
  endpointSiteForTests,
} from '../support/endpoint-kit';

const HMAC_KEY = 'endpoint-captcha-test-key';
const databaseIn = (dir: string) => siteDatabase(path.join(dir, 'site.db'), [ONCE_CLAIMS_SCHEMA]);
const guardIn = (label: string, now?: () => number) =>
  createReplayGuard({ database: databaseIn(tempFolder(label)), name: CAPTCHA_USED, now });
const altcha = (now = Date.now) =>
  createAltchaCaptcha({ hmacKey: HMAC_KEY, cost: 1, maxNumber: 40, now, guard: guardIn('altcha-guard', now) });

describe('ALTCHA, the embedded captcha', () => {
  const site = endpointSiteForTests({ ALTCHA_HMAC_KEY: HMAC_KEY });

  it('when a solved challenge has expired, then the endpoint refuses it with 403', async () => {
    const issuedLongAgo = altcha(() => Date.now() - ALTCHA_CHALLENGE_TTL_MS - 60_000);
    const token = await solvePayload((await issuedLongAgo.createChallenge!()) as Challenge);
    const response = await postJson(site.url, contactBody(token));
    expect(response.status).toBe(403);
    expect(site.logs.find((l) => l.msg === 'submission refused' && l.reason === 'expired')).toBeDefined();
  });

  it('when a challenge was signed with another key, then the endpoint refuses it with 403', async () => {
    const other = createAltchaCaptcha({ hmacKey: 'some-other-key', cost: 1, maxNumber: 40, guard: guardIn('other-guard') });
    const token = await solvePayload((await other.createChallenge!()) as Challenge);
    expect((await postJson(site.url, contactBody(token))).status).toBe(403);
  });

  it('when the widget test-mode payload is sent, then it is refused', async () => {
    const token = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    expect(await altcha().verify(token)).toMatchObject({ ok: false });
  });
});

describe('the replay guard', () => {
  it('when an id is claimed again before it expires, then the claim is refused; once expired, its record is pruned', async () => {
    let now = 1_000;
    const guard = guardIn('guard', () => now);
    expect(await guard.claim('a', 5_000)).toBe(true);
    expect(await guard.claim('a', 5_000)).toBe(false);
    now = 1_000_000;
    expect(await guard.claim('b', 2_000_000)).toBe(true);
    expect(guard.size()).toBe(1);
  });

  // A second guard on the same database (a restart) refusing what the first recorded: 'a used captcha after a restart' below.
  it('when the database cannot be written, then the claim fails and the captcha says unavailable rather than accepting', async () => {
    const dir = path.join(tempFolder('guard-blocked'), 'not-a-folder');
    writeFileSync(dir, 'a file where the folder should be');
    const guard = createReplayGuard({ database: databaseIn(dir), name: CAPTCHA_USED });
    const captcha = createAltchaCaptcha({ hmacKey: HMAC_KEY, cost: 1, maxNumber: 40, guard });
    const token = await solvePayload((await captcha.createChallenge!()) as Challenge);
    expect(await captcha.verify(token)).toMatchObject({ ok: false, unavailable: true });
  });
});

describe('a used captcha after a restart', () => {
  it('when a solved challenge was accepted and the site restarts with the same key and data folder, then the same body is refused, and a fresh one accepted', async () => {
    const env = { ALTCHA_HMAC_KEY: HMAC_KEY, DATA_DIR: tempFolder('restart') };
    const body = await withEndpointSite(env, async (first) => {
      const accepted = contactBody(await captchaToken(first.url));
      expect((await postJson(first.url, accepted)).status).toBe(200);
      return accepted;
    });
    await withEndpointSite(env, async (second) => {
      expect((await postJson(second.url, body)).status).toBe(403);
      expect(second.logs.find((l) => l.msg === 'submission refused' && l.reason === 'replayed')).toBeDefined();
      expect((await postJson(second.url, contactBody(await captchaToken(second.url)))).status).toBe(200);
    });
  });
});

describe('hCaptcha siteverify', () => {
  let server: Server;
  let url: string;
  const received: Array<Record<string, string>> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { success: true } };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push(Object.fromEntries(new URLSearchParams(text)));
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const hcaptcha = (siteverifyUrl = url) =>
    createHcaptchaCaptcha({
      siteKey: 'site-key',
      secret: 'secret-key',
      siteverifyUrl,
      timeoutMs: 2000,
      guard: guardIn('hcaptcha'),
    });

  it('when siteverify says success, then the token passes once and its replay is refused without a call', async () => {
    answer = { status: 200, body: { success: true } };
    const captcha = hcaptcha();
    const before = received.length;
    expect(await captcha.verify('token-1')).toEqual({ ok: true });
    expect(received.at(-1)).toEqual({ secret: 'secret-key', response: 'token-1', sitekey: 'site-key' });
    expect(await captcha.verify('token-1')).toMatchObject({ ok: false, reason: 'replayed' });
    expect(received.length - before).toBe(1);
  });

  it('when siteverify refuses the token, then the verdict carries its error codes', async () => {
    answer = { status: 200, body: { success: false, 'error-codes': ['invalid-or-already-seen-response'] } };
    expect(await hcaptcha().verify('token-2')).toEqual({ ok: false, reason: 'invalid-or-already-seen-response' });
  });

  it('when siteverify cannot be reached, then the verdict says unavailable (503), not a bad token', async () => {
    expect(await hcaptcha('http://127.0.0.1:9/siteverify').verify('token-3')).toMatchObject({ ok: false, unavailable: true });
  });
});

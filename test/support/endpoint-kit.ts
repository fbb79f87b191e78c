/** Helpers for the endpoint's tests; ALTCHA challenges are really solved (altcha-lib, as a browser would). */
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppDeps } from '../../server/app';
import type { MailService } from '../../server/mail/mail-service';
import { createMailService } from '../../server/site-mail';
import { openSiteDatabase } from '../../server/site-tables';
import { supportProcess } from '../../server/support/support-parts';
import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { company } from '../../shared/catalogue/company';
import { CAPTCHA_CHALLENGE_PATH } from '../../shared/captcha';
import { composeOrderMessage } from '../../shared/order-message';
import { REFERENCE_PATTERN } from '../../shared/reference';
import { startSite, type SiteServer } from './site-server';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { forTests, late, tempFolder, whileStarted } from './for-tests';

export { tempFolder } from './for-tests';

export interface EndpointSite extends SiteServer {
  mail: MailService;
  dataDir: string;
}

/** The whole app on a loopback port (startSite), with a started mail service (SMTP when smtpUrl is given, else files). */
export async function startEndpointSite(
  env: Record<string, string> = {},
  smtpUrl?: string,
  deps: Partial<AppDeps> = {},
): Promise<EndpointSite> {
  const dataDir = env.DATA_DIR ?? tempFolder('data');
  let mail!: MailService;
  const site = await startSite({ DATA_DIR: dataDir, ...env }, (config, logger) => {
    mail = createMailService({
      databaseFile: path.join(dataDir, 'site.db'),
      fileOutboxDir: path.join(dataDir, 'outbox'),
      mailDir: path.join(dataDir, 'mail'),
      smtpUrl,
      to: config.mail.to,
      from: config.mail.from,
      siteName: company.name,
      publicUrl: config.publicUrl,
      logger,
      retry: { firstDelayMs: 50, maxDelayMs: 200, pollMs: 50 },
      // A support request is handed over as the site does it (server/support/).
      handovers: supportProcess(config.support, openSiteDatabase(dataDir), logger).handovers,
    });
    mail.start();
    return { mail, ...deps };
  });
  return {
    ...site,
    mail,
    dataDir,
    close: async () => {
      await site.close();
      await mail.stop();
    },
  };
}

/** A site whose mail goes to a real SMTP server on loopback; `env` as siteForTests'. */
export function siteWithSmtpSink(
  env: Record<string, string> | (() => Record<string, string>),
  deps: Partial<AppDeps> = {},
): { sink: SmtpSink; site: EndpointSite } {
  const started: { sink?: SmtpSink; site?: EndpointSite } = {};
  beforeAll(async () => {
    started.sink = await startSmtpSink();
    started.site = await startEndpointSite(typeof env === 'function' ? env() : env, started.sink.url, deps);
  });
  afterAll(async () => {
    await started.site?.close();
    await started.sink?.stop();
  });
  return { sink: late(() => started.sink!), site: late(() => started.site!) };
}

/** Solves a challenge the way the widget does and returns the payload the server verifies. */
export async function solvePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

/** Fetches a challenge from the site (optionally as a given client) and solves it. */
export async function captchaToken(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}${CAPTCHA_CHALLENGE_PATH}`, { headers });
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  return solvePayload((await response.json()) as Challenge);
}

export const contactBody = (captcha: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Thandi Nkosi',
  email: 'thandi.nkosi@example.co.za',
  company: 'Nkosi Logistics',
  phone: '+27 82 555 0199',
  message: 'Please call me about managed backups for our 12 desktops.',
  captcha,
  ...overrides,
});

export const orderBody = (captcha: string, additional = '') => ({
  name: 'Sipho Dlamini',
  email: 'sipho@example.org',
  company: '',
  phone: '+27 82 555 0100',
  message: composeOrderMessage({ planName: 'CXN3', price: 'R499', details: '4 vCPU, 8 GB RAM, 120 GB NVMe', additional }),
  plan: 'CXN3',
  captcha,
});

/** A POST as the site's own page would send it. */
export function postJson(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${SEND_CONTACT_EMAIL_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Posts `body` as the site's own page would, expects it accepted, and returns the reference the answer gives. */
export async function postAccepted(baseUrl: string, body: unknown): Promise<string> {
  const answer = (await (await postJson(baseUrl, body)).json()) as { success: boolean; reference: string };
  expect(answer).toEqual({ success: true, reference: expect.stringMatching(REFERENCE_PATTERN) });
  return answer.reference;
}

export const withEndpointSite = <T>(env: Record<string, string>, run: (site: EndpointSite) => Promise<T>, smtpUrl?: string) =>
  whileStarted(startEndpointSite(env, smtpUrl), (site) => site.close(), run);

/**
 * Posts `count` contact messages one after another, each numbered ("<what> test message number 0,
 * please call."), and expects each to be accepted. Each request's connection closes with its answer:
 * none is left idle in the site to close seconds later (a test counting its descriptors).
 */
export async function postNumberedMessages(baseUrl: string, count: number, what: string): Promise<void> {
  const closing = { Connection: 'close' };
  for (let i = 0; i < count; i += 1) {
    const body = contactBody(await captchaToken(baseUrl, closing), { message: `${what} test message number ${i}, please call.` });
    const status = (await postJson(baseUrl, body, closing)).status;
    if (status !== 200) throw new Error(`message ${i} was answered ${status}`);
  }
}

export const endpointSiteForTests = (env: Record<string, string> = {}): EndpointSite =>
  forTests(
    () => startEndpointSite(env),
    (site) => site.close(),
  );

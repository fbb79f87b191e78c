/**
 * Every setting of the site, read from the environment once at boot. A bad value stops the
 * process with a message naming each offending variable; nothing else reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '../shared/catalogue/company';
import type { PublicConfig } from '../shared/public-config';
import { readers, type Problems } from './config-readers';
import { DEFAULT_RETRY, type RetryPolicy } from './mail/retry-policy';

/** The version in the checkout's package.json (the working directory), so each release names itself. */
function checkoutVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' && version ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  trustProxyHops: number;
  buildDir: string;
  dataDir: string;
  release: string;
  mail: {
    smtpUrl?: string;
    to: string;
    from: string;
    retry: RetryPolicy;
    retentionDays: number;
    /** How long the mail server's reply to the end of a message is awaited before it counts as possibly delivered. */
    dataReplyTimeoutMs: number;
  };
  /**
   * The visitor's confirmation of an accepted request: at most one per address per window, so the
   * form cannot be used to flood someone's inbox.
   */
  confirmationMail: { enabled: boolean; windowMs: number };
  /**
   * Several processes: rate-limit counters and used captcha solutions live in this Redis, so
   * every process sees the same. Unset: one process keeps them itself (memory and DATA_DIR).
   */
  redisUrl?: string;
  /** The longest a Redis command may take before the request it serves answers 503 (a frozen Redis). */
  redisCommandTimeoutMs: number;
  /**
   * ALTCHA's proof of work: each attempt is one PBKDF2 of `cost` iterations, and a challenge
   * takes between maxNumber/2 and maxNumber attempts, spread over the browser's workers.
   */
  captcha:
    | { provider: 'altcha'; hmacKey: string; cost: number; maxNumber: number }
    | { provider: 'hcaptcha'; siteKey: string; secret: string };
  chat: PublicConfig['chat'];
  remoteSupportUrl: string;
  rateLimit: { windowMs: number; max: number };
  /** Per client: ALTCHA challenges fetched, and browser error reports posted. */
  challengeRateLimit: { windowMs: number; max: number };
  errorReportRateLimit: { windowMs: number; max: number };
  shutdownTimeoutMs: number;
  renderTimeoutMs: number;
  /**
   * Connections: all at once (beyond, new ones are closed), and per client address when the site
   * faces visitors itself (TRUST_PROXY_HOPS=0); how long a request's headers, and the whole
   * request with its body, may take to arrive.
   */
  connections: { max: number; perClient: number; headersTimeoutMs: number; requestTimeoutMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const emailDomain = company.email.display.split('@')[1];
const TEN_MINUTES_MS = 10 * 60 * 1000;
/*
 * Every contact or order attempt fetches one challenge, and an office's staff share one address:
 * one a second for ten minutes is more than any office sends, while a flood (each challenge is
 * only an HMAC, but still work) is cut off after that.
 */
const CHALLENGES_PER_TEN_MINUTES = 600;
const DAY_MS = 24 * 60 * 60 * 1000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: Problems = [];
  const r = readers(env, problems);
  const port = r.int('PORT', 3000, 0, 65535);
  const captchaProvider = r.oneOf('CAPTCHA_PROVIDER', ['altcha', 'hcaptcha'] as const, 'altcha');
  const chatProvider = r.oneOf('CHAT_PROVIDER', ['none', 'tawk', 'crisp'] as const, 'none');
  const config: Config = {
    env: r.oneOf('NODE_ENV', ['production', 'development', 'test'] as const, 'production'),
    port,
    host: r.string('HOST', '0.0.0.0'),
    publicUrl: r.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, ''),
    logLevel: r.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    trustProxyHops: r.int('TRUST_PROXY_HOPS', 0, 0, 10),
    buildDir: path.resolve(r.string('BUILD_DIR', 'build')),
    dataDir: path.resolve(r.string('DATA_DIR', 'var')),
    release: r.string('RELEASE', checkoutVersion()),
    mail: {
      smtpUrl: r.optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
      to: r.email('MAIL_TO', company.email.display),
      from: r.email('MAIL_FROM', `no-reply@${emailDomain}`),
      retry: {
        firstDelayMs: r.int('MAIL_RETRY_FIRST_DELAY_MS', DEFAULT_RETRY.firstDelayMs, 10, DAY_MS),
        maxDelayMs: r.int('MAIL_RETRY_MAX_DELAY_MS', DEFAULT_RETRY.maxDelayMs, 10, DAY_MS),
        maxAgeMs: r.int('MAIL_RETRY_MAX_AGE_MS', DEFAULT_RETRY.maxAgeMs, 60_000, 30 * DAY_MS),
        pollMs: r.int('MAIL_RETRY_POLL_MS', DEFAULT_RETRY.pollMs, 10, 60 * 60 * 1000),
      },
      // The privacy policy (static/legal/privacy-policy.md, section 5) promises 30 days.
      retentionDays: r.int('MAIL_RETENTION_DAYS', 30, 1, 3650),
      // RFC 5321 §4.5.3.2.6: ten minutes for the reply to the end of the data.
      dataReplyTimeoutMs: r.int('MAIL_DATA_REPLY_TIMEOUT_MS', TEN_MINUTES_MS, 1000, 60 * 60 * 1000),
    },
    confirmationMail: {
      enabled: r.oneOf('CONFIRMATION_MAIL', ['on', 'off'] as const, 'on') === 'on',
      windowMs: r.int('CONFIRMATION_MAIL_WINDOW_MS', TEN_MINUTES_MS, 1000, DAY_MS),
    },
    redisUrl: r.optionalUrl('REDIS_URL', ['redis:', 'rediss:']),
    redisCommandTimeoutMs: r.int('REDIS_COMMAND_TIMEOUT_MS', 1500, 100, 10_000),
    captcha:
      captchaProvider === 'hcaptcha'
        ? { provider: 'hcaptcha', siteKey: r.required('HCAPTCHA_SITE_KEY'), secret: r.required('HCAPTCHA_SECRET') }
        : {
            provider: 'altcha',
            hmacKey: r.string('ALTCHA_HMAC_KEY', randomBytes(32).toString('hex')),
            cost: r.int('ALTCHA_COST', 500, 1, 1_000_000),
            maxNumber: r.int('ALTCHA_MAX_NUMBER', 10_000, 2, 10_000_000),
          },
    chat:
      chatProvider === 'tawk'
        ? { provider: 'tawk', propertyId: r.token('TAWK_PROPERTY_ID'), widgetId: r.token('TAWK_WIDGET_ID') }
        : chatProvider === 'crisp'
          ? { provider: 'crisp', websiteId: r.token('CRISP_WEBSITE_ID') }
          : { provider: 'none' },
    remoteSupportUrl: r.url('REMOTE_SUPPORT_URL', 'https://anydesk.com/en/downloads', ['https:']),
    rateLimit: {
      windowMs: r.int('CONTACT_RATE_LIMIT_WINDOW_MS', 10 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
      max: r.int('CONTACT_RATE_LIMIT_MAX', 5, 1, 10000),
    },
    challengeRateLimit: {
      windowMs: TEN_MINUTES_MS,
      max: r.int('CAPTCHA_CHALLENGE_RATE_LIMIT_MAX', CHALLENGES_PER_TEN_MINUTES, 1, 100000),
    },
    errorReportRateLimit: { windowMs: TEN_MINUTES_MS, max: r.int('CLIENT_ERROR_RATE_LIMIT_MAX', 30, 1, 100000) },
    shutdownTimeoutMs: r.int('SHUTDOWN_TIMEOUT_MS', 10000, 100, 60000),
    renderTimeoutMs: r.int('RENDER_TIMEOUT_MS', 5000, 100, 60000),
    connections: {
      max: r.int('MAX_CONNECTIONS', 1000, 10, 100_000),
      // A browser opens six per site; an office behind one address, ten of them browsing at once.
      perClient: r.int('MAX_CONNECTIONS_PER_CLIENT', 64, 1, 100_000),
      headersTimeoutMs: r.int('HEADERS_TIMEOUT_MS', 10_000, 1000, 120_000),
      // A 16 KB form at 1 KB/s, with room to spare.
      requestTimeoutMs: r.int('REQUEST_TIMEOUT_MS', 30_000, 1000, 300_000),
    },
  };
  if (config.redisUrl && config.captcha.provider === 'altcha' && !env.ALTCHA_HMAC_KEY) {
    // Each process would otherwise sign with its own random key and refuse the others' challenges.
    problems.push('ALTCHA_HMAC_KEY must be set when REDIS_URL is set: every process must sign challenges with the same key');
  }
  if (config.connections.headersTimeoutMs > config.connections.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS: the headers are part of the request');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The whitelist of settings the browser receives. */
export function publicConfig(config: Config): PublicConfig {
  return {
    release: config.release,
    publicUrl: config.publicUrl,
    captcha:
      config.captcha.provider === 'hcaptcha' ? { provider: 'hcaptcha', siteKey: config.captcha.siteKey } : { provider: 'altcha' },
    chat: config.chat,
    remoteSupportUrl: config.remoteSupportUrl,
  };
}

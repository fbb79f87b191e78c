/**
 * Every setting of the site, read from the environment once at boot. A bad value stops the
 * process with a message naming each offending variable; nothing else reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicConfig } from '../shared/public-config';
import { parseEnv, TEN_MINUTES_MS } from './env-schema';
import { loadBootstrap } from './domains/bootstrap';
import type { DomainCheckSettings } from './domains/domain-checker';
import { parseWhoisServers } from './domains/whois-servers';
import { emailCheckConfig, emailWatchConfig, type EmailCheckConfig, type EmailWatchConfig } from './email-config';
import type { RetryPolicy } from './mail/retry-policy';
import { dmarcReportsConfig, type DmarcReportsConfig } from './dmarc-reports/reports-settings';

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
  /** Whether PUBLIC_URL was given; without it publicUrl is http://localhost:PORT. */
  publicUrlSet: boolean;
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
    claimLeaseMs: number;
  };
  /**
   * The visitor's confirmation of an accepted request: at most one per address per window, so the
   * form cannot be used to flood someone's inbox.
   */
  confirmationMail: { enabled: boolean; windowMs: number; dailyMax: number; domainDailyMax: number };
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
  /** STATUS_URL: the service status page the support page and the footer link to; none when unset. */
  statusUrl: string | null;
  rateLimit: { windowMs: number; max: number };
  /** Per client: ALTCHA challenges fetched, and browser error reports posted. */
  challengeRateLimit: { windowMs: number; max: number };
  errorReportRateLimit: { windowMs: number; max: number };
  /** Per client: quotation PDFs fetched (GET /quote). */
  quoteRateLimit: { windowMs: number; max: number };
  /** Per client: pages made for one request (a help search, the VPS plans that fit). */
  searchPageRateLimit: { windowMs: number; max: number };
  shutdownTimeoutMs: number;
  renderTimeoutMs: number;
  /**
   * Connections: all at once (beyond, new ones are closed), and per client address when the site
   * faces visitors itself (TRUST_PROXY_HOPS=0); how long a request's headers, and the whole
   * request with its body, may take to arrive.
   */
  connections: { max: number; perClient: number; headersTimeoutMs: number; requestTimeoutMs: number };
  /** Prometheus metrics (METRICS_PORT): off when unset. */
  metrics?: { host: string; port: number };
  /** READYZ_DETAILS=on: /readyz adds the outbox's counts and times to its one-word answer. */
  readyzDetails: boolean;
  /** Real visitors' Core Web Vitals: the share of visits sampled (0 without metrics), and beacons per client per ten minutes. */
  webVitals: { sampleRate: number; rateLimit: { windowMs: number; max: number } };
  /** Error reports and traces to a Sentry-compatible service (SENTRY_DSN): off when unset. */
  errorReports?: { dsn: string; tracesSampleRate: number };
  /**
   * Is my domain free? (DOMAIN_CHECK=on): the registries to ask, checks per client per ten minutes,
   * and questions to each registry host per minute, all processes together.
   */
  domainCheck?: DomainCheckSettings & { rateLimit: { windowMs: number; max: number }; registryBudgetPerMinute: number };
  /** "Is my e-mail safe?" (email-config.ts). */
  emailCheck: EmailCheckConfig;
  /** EMAIL_WATCH=on: watches of a domain's e-mail check (email-config.ts). */
  emailWatch?: EmailWatchConfig;
  /** DMARC_REPORTS_ADDRESS and DMARC_REPORTS_PORT: the report intake (server/dmarc-reports/). */
  dmarcReports?: DmarcReportsConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The settings from the environment (env-schema.ts), with what follows from them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { values: v, problems } = parseEnv(env);
  if (!v) throw new ConfigError(problems);
  const config: Config = {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: v.PUBLIC_URL !== undefined,
    logLevel: v.LOG_LEVEL,
    trustProxyHops: v.TRUST_PROXY_HOPS,
    buildDir: path.resolve(v.BUILD_DIR),
    dataDir: path.resolve(v.DATA_DIR),
    release: v.RELEASE ?? checkoutVersion(),
    mail: {
      smtpUrl: v.SMTP_URL,
      to: v.MAIL_TO,
      from: v.MAIL_FROM,
      retry: {
        firstDelayMs: v.MAIL_RETRY_FIRST_DELAY_MS,
        maxDelayMs: v.MAIL_RETRY_MAX_DELAY_MS,
        maxAgeMs: v.MAIL_RETRY_MAX_AGE_MS,
        pollMs: v.MAIL_RETRY_POLL_MS,
      },
      retentionDays: v.MAIL_RETENTION_DAYS,
      dataReplyTimeoutMs: v.MAIL_DATA_REPLY_TIMEOUT_MS,
      claimLeaseMs: v.MAIL_CLAIM_LEASE_MS,
    },
    confirmationMail: {
      enabled: v.CONFIRMATION_MAIL === 'on',
      windowMs: v.CONFIRMATION_MAIL_WINDOW_MS,
      dailyMax: v.CONFIRMATION_MAIL_DAILY_MAX,
      domainDailyMax: v.CONFIRMATION_MAIL_DOMAIN_DAILY_MAX,
    },
    redisUrl: v.REDIS_URL,
    redisCommandTimeoutMs: v.REDIS_COMMAND_TIMEOUT_MS,
    captcha:
      v.CAPTCHA_PROVIDER === 'hcaptcha'
        ? { provider: 'hcaptcha', siteKey: v.HCAPTCHA_SITE_KEY ?? '', secret: v.HCAPTCHA_SECRET ?? '' }
        : {
            provider: 'altcha',
            // Without a key each process signs with its own, which is fine for one process.
            hmacKey: v.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
            cost: v.ALTCHA_COST,
            maxNumber: v.ALTCHA_MAX_NUMBER,
          },
    chat:
      v.CHAT_PROVIDER === 'tawk'
        ? { provider: 'tawk', propertyId: v.TAWK_PROPERTY_ID ?? '', widgetId: v.TAWK_WIDGET_ID ?? '' }
        : v.CHAT_PROVIDER === 'crisp'
          ? { provider: 'crisp', websiteId: v.CRISP_WEBSITE_ID ?? '' }
          : { provider: 'none' },
    remoteSupportUrl: v.REMOTE_SUPPORT_URL,
    statusUrl: v.STATUS_URL ?? null,
    rateLimit: { windowMs: v.CONTACT_RATE_LIMIT_WINDOW_MS, max: v.CONTACT_RATE_LIMIT_MAX },
    /*
     * Every contact or order attempt fetches one challenge, and an office's staff share one address:
     * one a second for ten minutes (the default 600) is more than any office sends, while a flood
     * (each challenge is only an HMAC, but still work) is cut off after that.
     */
    challengeRateLimit: { windowMs: TEN_MINUTES_MS, max: v.CAPTCHA_CHALLENGE_RATE_LIMIT_MAX },
    errorReportRateLimit: { windowMs: TEN_MINUTES_MS, max: v.CLIENT_ERROR_RATE_LIMIT_MAX },
    quoteRateLimit: { windowMs: TEN_MINUTES_MS, max: v.QUOTE_RATE_LIMIT_MAX },
    searchPageRateLimit: { windowMs: TEN_MINUTES_MS, max: v.SEARCH_PAGE_RATE_LIMIT_MAX },
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    renderTimeoutMs: v.RENDER_TIMEOUT_MS,
    connections: {
      max: v.MAX_CONNECTIONS,
      perClient: v.MAX_CONNECTIONS_PER_CLIENT,
      headersTimeoutMs: v.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    },
    ...(v.METRICS_PORT ? { metrics: { host: v.METRICS_HOST, port: v.METRICS_PORT } } : {}),
    readyzDetails: v.READYZ_DETAILS === 'on',
    webVitals: {
      sampleRate: v.METRICS_PORT ? v.WEB_VITALS_SAMPLE_RATE : 0,
      rateLimit: { windowMs: TEN_MINUTES_MS, max: v.WEB_VITALS_RATE_LIMIT_MAX },
    },
    emailCheck: emailCheckConfig(v),
    ...(v.EMAIL_WATCH === 'on' ? { emailWatch: emailWatchConfig(v) } : {}),
    ...dmarcReportsConfig(v),
    ...(v.SENTRY_DSN ? { errorReports: { dsn: v.SENTRY_DSN, tracesSampleRate: v.SENTRY_TRACES_SAMPLE_RATE } } : {}),
  };
  const conflicts: string[] = [];
  if (v.DOMAIN_CHECK === 'on') {
    const bootstrap = loadBootstrap(path.resolve(v.DOMAIN_CHECK_BOOTSTRAP_FILE));
    const whois = parseWhoisServers(v.DOMAIN_CHECK_WHOIS);
    if (typeof bootstrap === 'string')
      conflicts.push(`DOMAIN_CHECK_BOOTSTRAP_FILE ${bootstrap} (${v.DOMAIN_CHECK_BOOTSTRAP_FILE})`);
    else if (typeof whois !== 'string') {
      config.domainCheck = {
        bootstrap,
        whois,
        timeoutMs: v.DOMAIN_CHECK_TIMEOUT_MS,
        rateLimit: { windowMs: TEN_MINUTES_MS, max: v.DOMAIN_CHECK_RATE_LIMIT_MAX },
        registryBudgetPerMinute: v.DOMAIN_CHECK_REGISTRY_BUDGET,
      };
    }
  }
  if (config.redisUrl && config.captcha.provider === 'altcha' && !v.ALTCHA_HMAC_KEY) {
    // Each process would otherwise sign with its own random key and refuse the others' challenges.
    conflicts.push('ALTCHA_HMAC_KEY must be set when REDIS_URL is set: every process must sign challenges with the same key');
  }
  if (config.connections.headersTimeoutMs > config.connections.requestTimeoutMs) {
    conflicts.push('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS: the headers are part of the request');
  }
  if (conflicts.length > 0) throw new ConfigError(conflicts);
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
    statusUrl: config.statusUrl,
    webVitalsSampleRate: config.webVitals.sampleRate,
    errorReportsDsn: config.errorReports?.dsn ?? null,
    domainCheck: config.domainCheck !== undefined,
    emailWatch: config.emailWatch !== undefined,
  };
}

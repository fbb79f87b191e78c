/**
 * Every setting of the site, read from the environment once at boot. A bad value stops the
 * process with a message naming each offending variable; nothing else reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { object } from 'yup';
import type { PublicConfig } from '../shared/public-config';
import { checkEnv, SITE_ENV, TEN_MINUTES_MS } from './env-schema';
import type { SiteSettings } from './site-settings';
import { loadBootstrap } from './domains/bootstrap';
import type { DomainCheckSettings } from './domains/domain-checker';
import { DOMAIN_CHECK_ENV } from './domains/domain-settings';
import { parseWhoisServers } from './domains/whois-servers';
import { EMAIL_CHECK_ENV, emailCheckConfig, type EmailCheckConfig } from './email-security/check-settings';
import { EMAIL_WATCH_ENV, emailWatchConfig, type EmailWatchConfig } from './email-watch/watch-settings';
import { DMARC_REPORTS_ENV, dmarcReportsConfig, type DmarcReportsConfig } from './dmarc-reports/reports-settings';
import { SUPPORT_ENV, supportConfig, type SupportConfig } from './support/support-settings';
import { MESSAGE_CHECK_ENV } from './message-check-mail/check-mail-settings';

/**
 * Every environment variable the site reads, as one yup schema: the site's own (env-schema.ts) and
 * each feature's part, in this order. Checked all at once, so one error names every bad variable.
 */
const envSchema = object({
  ...SITE_ENV,
  // The order dialog's and the hosting pages' "is my domain free?" (server/domains/).
  ...DOMAIN_CHECK_ENV,
  // "Is my e-mail safe?" (server/email-security/).
  ...EMAIL_CHECK_ENV,
  // "E-mail me if this gets worse" (server/email-watch/).
  ...EMAIL_WATCH_ENV,
  // DMARC aggregate reports taken by SMTP at our report address (server/dmarc-reports/); off unless the address and port are set.
  ...DMARC_REPORTS_ENV,
  // The check address, answered by e-mail (server/message-check-mail/); its mail comes through the report intake's listener.
  ...MESSAGE_CHECK_ENV,
  // The support request and its handover to the helpdesk (server/support/).
  ...SUPPORT_ENV,
});

/** Every setting's name, in the schema's order: the operator's guide documents each (test/integration/deploy-files.test.ts). */
export const settingNames = Object.keys(envSchema.fields);

/** The environment checked against the schema: the values with their defaults, or every problem as `NAME what is wrong`. */
export const parseEnv = (env: NodeJS.ProcessEnv) => checkEnv(envSchema, env);

/** The version in the checkout's package.json (the working directory), so each release names itself. */
function checkoutVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' && version ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface Config extends SiteSettings {
  /**
   * Is my domain free? (DOMAIN_CHECK=on): the registries to ask, checks per client per ten minutes,
   * and questions to each registry host per minute, all processes together.
   */
  domainCheck?: DomainCheckSettings & { rateLimit: { windowMs: number; max: number }; registryBudgetPerMinute: number };
  /** "Is my e-mail safe?" (email-security/check-settings.ts). */
  emailCheck: EmailCheckConfig;
  /** EMAIL_WATCH=on: watches of a domain's e-mail check (email-watch/watch-settings.ts). */
  emailWatch?: EmailWatchConfig;
  /** DMARC_REPORTS_PORT with DMARC_REPORTS_ADDRESS or MESSAGE_CHECK_ADDRESS: the intake's listener (server/dmarc-reports/). */
  dmarcReports?: DmarcReportsConfig;
  /** The support request: its helpdesk, its scanner (support/support-settings.ts). */
  support: SupportConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The settings from the environment, with what follows from them. */
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
    support: supportConfig(v),
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
  if (config.redisUrl && config.support.rt && !v.SUPPORT_REPLY_KEY) {
    // A receipt's link signed by one process would not reply through another.
    conflicts.push('SUPPORT_REPLY_KEY must be set when REDIS_URL is set: every process must sign status links with the same key');
  }
  if (config.connections.headersTimeoutMs > config.connections.requestTimeoutMs) {
    conflicts.push('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS: the headers are part of the request');
  }
  if (Boolean(v.HELPDESK_RT_URL) !== Boolean(v.HELPDESK_RT_TOKEN))
    conflicts.push('HELPDESK_RT_URL and HELPDESK_RT_TOKEN go together: set both to hand requests to Request Tracker, or neither');
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
    messageCheckAddress: config.dmarcReports?.messageCheck?.address ?? null,
  };
}

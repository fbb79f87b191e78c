/**
 * The environment variables the site reads, as yup schemas: each with its type, range and default.
 * Here the site's own and the checks every part's settings are made of; each feature declares its
 * part in its folder, and config.ts puts them together into the one schema, checked all at once
 * (`abortEarly: false`), so one error names every bad variable. It knows no feature.
 */
import {
  mixed,
  number,
  string,
  ValidationError,
  type AnyObject,
  type AnyObjectSchema,
  type InferType,
  type ObjectSchema,
  type ObjectShape,
  type TypeFromShape,
} from 'yup';
import { company } from '../shared/catalogue/company';
import { DEFAULT_RETRY } from './mail/retry-policy';

/** True where `parse` accepts the value, else the error naming what is wrong. */
export const parsedOr = (test: { createError(params: { message: string }): ValidationError }, parse: () => unknown) => {
  try {
    parse();
    return true;
  } catch (error) {
    return test.createError({ message: (error as Error).message });
  }
};

const DAY_MS = 24 * 60 * 60 * 1000;

const UNIT_MS = { s: 1000, m: 60_000, h: 60 * 60_000, d: DAY_MS } as const;
/** A duration as an operator writes it ('7d', '12h', '30m', '10s') in milliseconds; undefined when it is not one. */
export const durationMs = (value: string): number | undefined => {
  const match = /^(\d{1,6})([smhd])$/.exec(value.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined;
};
export const TEN_MINUTES_MS = 10 * 60 * 1000;

export type Shown = { originalValue: unknown };
export const got = ({ originalValue }: Shown) => `(got "${String(originalValue)}")`;

/** A whole number from min to max; unset is undefined. */
const wholeIn = (min: number, max: number) => {
  const message = (params: Shown) => `must be a whole number from ${min} to ${max} ${got(params)}`;
  return number().typeError(message).integer(message).min(min, message).max(max, message);
};
export const whole = (fallback: number, min: number, max: number) => wholeIn(min, max).default(fallback);

/** A share from 0 to 1 (a sample rate). */
const share = (fallback: number) => {
  const message = (params: Shown) => `must be a number from 0 to 1 ${got(params)}`;
  return number().typeError(message).min(0, message).max(1, message).default(fallback);
};

export const oneOf = <T extends string>(allowed: readonly T[], fallback: T) =>
  mixed<T>()
    .oneOf(allowed, (params: Shown) => `must be one of ${allowed.join(', ')} ${got(params)}`)
    .default(fallback);

const protocolOf = (value: string): string | undefined => {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
};
export const url = (protocols: string[]) =>
  string().test(
    'url',
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    (value) => value === undefined || protocols.includes(protocolOf(value) ?? ''),
  );

export const email = (fallback: string) =>
  string()
    .matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, (params: Shown) => `must be an e-mail address ${got(params)}`)
    .default(fallback);

/** Required when `key` has the value `when`: an id for the chosen chat or captcha service. */
const requiredFor = (key: string, when: string, format?: RegExp) =>
  string().when(key, {
    is: when,
    then: (schema) => {
      const required = schema.required('is required');
      return format
        ? required.matches(format, (params: Shown) => `must be letters, digits, '-' or '_' ${got(params)}`)
        : required;
    },
  });
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** `https://<public key>@<host>/<project id>`, as Sentry and GlitchTip show it. */
const isDsn = (value: string | undefined): boolean => {
  if (value === undefined) return true;
  try {
    const dsn = new URL(value);
    return ['http:', 'https:'].includes(dsn.protocol) && dsn.username !== '' && /^\/(?:.*\/)?\d+$/.test(dsn.pathname);
  } catch {
    return false;
  }
};

/** The site's own settings; each feature adds its part where the app is assembled (config.ts). */
export const SITE_ENV = {
  NODE_ENV: oneOf(['production', 'development', 'test'] as const, 'production'),
  PORT: whole(3000, 0, 65535),
  HOST: string().default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  TRUST_PROXY_HOPS: whole(0, 0, 10),
  BUILD_DIR: string().default('build'),
  DATA_DIR: string().default('var'),
  RELEASE: string(),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_TO: email(company.email.display),
  MAIL_FROM: email(`no-reply@${company.email.display.split('@')[1]}`),
  MAIL_RETRY_FIRST_DELAY_MS: whole(DEFAULT_RETRY.firstDelayMs, 10, DAY_MS),
  MAIL_RETRY_MAX_DELAY_MS: whole(DEFAULT_RETRY.maxDelayMs, 10, DAY_MS),
  MAIL_RETRY_MAX_AGE_MS: whole(DEFAULT_RETRY.maxAgeMs, 60_000, 30 * DAY_MS),
  MAIL_RETRY_POLL_MS: whole(DEFAULT_RETRY.pollMs, 10, 60 * 60 * 1000),
  // The privacy policy (static/legal/privacy-policy.md, section 5) promises 30 days.
  MAIL_RETENTION_DAYS: whole(30, 1, 3650),
  // RFC 5321 §4.5.3.2.6: ten minutes for the reply to the end of the data.
  MAIL_DATA_REPLY_TIMEOUT_MS: whole(TEN_MINUTES_MS, 1000, 60 * 60 * 1000),
  // A delivering process renews its claims every third of this; a dead one's are taken over after it.
  MAIL_CLAIM_LEASE_MS: whole(10_000, 300, 10 * 60 * 1000),
  CONFIRMATION_MAIL: oneOf(['on', 'off'] as const, 'on'),
  // The privacy policy (3.1) says 24 hours.
  CONFIRMATION_MAIL_WINDOW_MS: whole(DAY_MS, 1000, DAY_MS),
  CONFIRMATION_MAIL_DAILY_MAX: whole(100, 1, 100_000),
  CONFIRMATION_MAIL_DOMAIN_DAILY_MAX: whole(10, 1, 100_000),
  REDIS_URL: url(['redis:', 'rediss:']),
  REDIS_COMMAND_TIMEOUT_MS: whole(1500, 100, 10_000),
  CAPTCHA_PROVIDER: oneOf(['altcha', 'hcaptcha'] as const, 'altcha'),
  HCAPTCHA_SITE_KEY: requiredFor('CAPTCHA_PROVIDER', 'hcaptcha'),
  HCAPTCHA_SECRET: requiredFor('CAPTCHA_PROVIDER', 'hcaptcha'),
  ALTCHA_HMAC_KEY: string(),
  ALTCHA_COST: whole(500, 1, 1_000_000),
  ALTCHA_MAX_NUMBER: whole(10_000, 2, 10_000_000),
  CHAT_PROVIDER: oneOf(['none', 'tawk', 'crisp'] as const, 'none'),
  TAWK_PROPERTY_ID: requiredFor('CHAT_PROVIDER', 'tawk', TOKEN),
  TAWK_WIDGET_ID: requiredFor('CHAT_PROVIDER', 'tawk', TOKEN),
  CRISP_WEBSITE_ID: requiredFor('CHAT_PROVIDER', 'crisp', TOKEN),
  REMOTE_SUPPORT_URL: url(['https:']).default('https://anydesk.com/en/downloads'),
  STATUS_URL: url(['https:']),
  CONTACT_RATE_LIMIT_WINDOW_MS: whole(TEN_MINUTES_MS, 1000, DAY_MS),
  CONTACT_RATE_LIMIT_MAX: whole(5, 1, 10000),
  CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: whole(600, 1, 100000),
  CLIENT_ERROR_RATE_LIMIT_MAX: whole(30, 1, 100000),
  // Quotation PDFs (GET /quote) per client per ten minutes.
  QUOTE_RATE_LIMIT_MAX: whole(30, 1, 100_000),
  // Pages made for one request (a help search, the VPS plans that fit) per client per ten minutes.
  SEARCH_PAGE_RATE_LIMIT_MAX: whole(120, 1, 100_000),
  SHUTDOWN_TIMEOUT_MS: whole(10000, 100, 60000),
  RENDER_TIMEOUT_MS: whole(5000, 100, 60000),
  MAX_CONNECTIONS: whole(1000, 10, 100_000),
  // A browser opens six per site; an office behind one address, ten of them browsing at once.
  MAX_CONNECTIONS_PER_CLIENT: whole(64, 1, 100_000),
  HEADERS_TIMEOUT_MS: whole(10_000, 1000, 120_000),
  // A 16 KB form at 1 KB/s, with room to spare.
  REQUEST_TIMEOUT_MS: whole(30_000, 1000, 300_000),
  // Prometheus metrics on a port of their own, on loopback unless the operator says otherwise; off when unset.
  METRICS_PORT: wholeIn(1, 65535),
  METRICS_HOST: string().default('127.0.0.1'),
  // /readyz's counts and times tell a stranger when someone last wrote: only where operators look.
  READYZ_DETAILS: oneOf(['on', 'off'] as const, 'off'),
  // The share of visits whose Core Web Vitals are sent (with METRICS_PORT set).
  WEB_VITALS_SAMPLE_RATE: share(1),
  WEB_VITALS_RATE_LIMIT_MAX: whole(60, 1, 100_000),
  // Error reports and traces to a Sentry-compatible service; off when unset.
  SENTRY_DSN: string().test(
    'dsn',
    (params: Shown) => `must be a DSN like https://<key>@<host>/<project id> ${got(params)}`,
    isDsn,
  ),
  SENTRY_TRACES_SAMPLE_RATE: share(0.1),
};

/** The values of a part of the schema (a feature's settings), as checkEnv gives them. */
export type EnvOf<S extends ObjectShape> = InferType<ObjectSchema<TypeFromShape<S, AnyObject>>>;

/**
 * The environment checked against `schema`: an empty or blank variable counts as unset, values
 * are trimmed. Returns the values with their defaults, or every problem as `NAME what is wrong`.
 */
export function checkEnv<S extends AnyObjectSchema>(
  schema: S,
  env: NodeJS.ProcessEnv,
): { values: InferType<S>; problems: [] } | { values?: undefined; problems: string[] } {
  const given = Object.fromEntries(
    Object.keys(schema.fields).flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  try {
    return { values: schema.validateSync(given, { abortEarly: false }) as InferType<S>, problems: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { problems: error.inner.map((problem) => `${problem.path} ${problem.message}`) };
  }
}

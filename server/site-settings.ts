/**
 * The settings every part of the site may read: the process, the outbox, the visitors' limits and
 * the services the page names. The features' own settings are theirs (each folder's *-settings.ts),
 * and config.ts, where the app is assembled, adds them to these.
 */
import type { PublicConfig } from '../shared/public-config';
import type { RetryPolicy } from './mail/retry-policy';

export interface SiteSettings {
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
}

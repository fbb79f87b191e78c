/**
 * The site's Prometheus metrics, with prom-client: how fast requests and pages are, what became
 * of each form post, the outbox, Redis, and Node's own process metrics. Made only when METRICS_PORT
 * is set (server/index.ts), and served on that port alone (metrics-server.ts), never the public one.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { VitalName } from '../../shared/web-vitals';
import type { ReadinessState } from '../readiness';
import type { ConfirmationRefusal } from '../security/confirmation-limit';

/** What became of a post to the form endpoint. */
export type PostOutcome = 'accepted' | 'invalid' | 'captcha_refused' | 'cross_site' | 'rate_limited' | 'not_stored';

/** Seconds: a page from memory takes a millisecond, a first render tens of them; a slow client's upload, seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** `withRedis`: REDIS_URL is set, so redis_up is reported (never a 0 that only means "not used"). */
export function createSiteMetrics({ withRedis = false }: { withRedis?: boolean } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client's totals of these are gauges named like counters, which promtool reports; the same
  // counts stay by type in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
    registry.removeSingleMetric(name);
  let readState: (() => Promise<ReadinessState>) | undefined;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, and how long each took to answer.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  /** A counter in this registry, by one label. */
  const counter = <L extends string>(name: string, help: string, label: L) =>
    new Counter({ name, help, labelNames: [label], registers: [registry] });
  const pageLookups = counter(
    'page_cache_lookups_total',
    'Pages asked for, by whether they were already rendered (hit) or rendered now (miss).',
    'result',
  );
  const renders = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Time to render a page that was not in the page cache (the React render and its HTML shell).',
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const posts = counter('form_posts_total', 'Posts to the contact and order endpoint, by what became of them.', 'outcome');
  const attempts = counter(
    'mail_delivery_attempts_total',
    'Delivery attempts of the outbox, by outcome (sent, deferred, unreachable, failed, possibly-delivered).',
    'outcome',
  );
  const confirmationsRefused = counter(
    'confirmations_refused_total',
    'Visitors’ confirmations held back, by why: one went to the mailbox in the window (window), or the day’s for its domain (domain-limit) or for the site (daily-limit) are used up.',
    'reason',
  );
  const notAsked = counter(
    'domain_check_not_asked_total',
    'Domain checks answered "unknown" without asking the registry, its host’s budget for the minute spent, by registry host.',
    'host',
  );
  const outsideNotAsked = counter(
    'email_check_not_asked_total',
    'E-mail checks that did not ask a blocklist (blocklist) or for look-alikes (lookalikes), the day’s budget spent (EMAIL_CHECK_BLOCKLIST_BUDGET, EMAIL_CHECK_LOOKALIKE_BUDGET).',
    'kind',
  );
  const watchChecks = counter(
    'email_watch_checks_total',
    'Scheduled checks of watched domains, by what they found: nothing worse (same), something worse (worse), or no answer (failed).',
    'outcome',
  );
  const watchAlerts = new Counter({
    name: 'email_watch_alerts_total',
    help: 'Watch alerts queued in the outbox.',
    registers: [registry],
  });
  const handovers = counter(
    'support_handovers_total',
    'Support request handovers, by outcome: ticket-made, ticket-found (a retry found the one made before), mailed, helpdesk-unreachable, scanner-unreachable, mail-failed.',
    'outcome',
  );
  /** Values by `label`, read from the site's database when scraped; kept as they were when it cannot be read. */
  const tableGauge = (name: string, help: string, label: string, read: () => Record<string, number> | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      collect() {
        try {
          for (const [key, value] of Object.entries(read() ?? {})) this.set({ [label]: key }, value);
        } catch {
          // The database cannot be read now: the gauge keeps its last values.
        }
      },
    });
  let readSupport: (() => Record<'waiting' | 'helpdeskDownS' | 'scannerDownS', number>) | undefined;
  tableGauge(
    'support_state',
    'Support requests taken but not yet with the helpdesk (waiting), and for how many seconds the helpdesk (helpdeskDownS) and the virus scanner (scannerDownS) have been unreachable, 0 while they answer.',
    'of',
    () => readSupport?.(),
  );
  let readWatches: (() => { confirmed: number; unconfirmed: number }) | undefined;
  tableGauge(
    'email_watches',
    'Watches of domains, by state: confirmed, or waiting for their confirmation link (unconfirmed).',
    'state',
    () => readWatches?.(),
  );
  // The readiness state (what /readyz answers, its outbox part from the folder's names, so every
  // process on one data folder agrees), read once per scrape for all the gauges below.
  let reading: Promise<ReadinessState | null> | null = null;
  const state = () =>
    (reading ??= (readState?.() ?? Promise.resolve(null)).catch(() => null).finally(() => setImmediate(() => (reading = null))));
  const stateGauge = (name: string, help: string, read: (s: ReadinessState) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const current = await state();
        const value = current ? read(current) : undefined;
        if (value !== undefined) this.set(value);
      },
    });
  stateGauge('site_ready', 'Whether this process can take a visitor’s message now (1), as /readyz says, or not (0).', (s) =>
    s.ready ? 1 : 0,
  );
  if (withRedis)
    stateGauge('redis_up', 'Whether the shared Redis answers (1) or not (0); absent without REDIS_URL.', (s) =>
      s.redis === undefined ? undefined : s.redis === 'ready' ? 1 : 0,
    );
  stateGauge('outbox_pending_messages', 'Messages waiting in the outbox to be delivered.', (s) => s.outbox?.pending ?? undefined);
  stateGauge(
    'outbox_failed_messages',
    'Messages given up on, in failed/, waiting for the operator.',
    (s) => s.outbox?.failed ?? undefined,
  );
  stateGauge(
    'outbox_possibly_delivered_messages',
    'Messages whose data reached the mail server without a reply, kept for the operator.',
    (s) => s.outbox?.possiblyDelivered,
  );
  stateGauge('outbox_oldest_pending_age_seconds', 'Age of the oldest pending message; 0 when none is pending.', (s) =>
    s.outbox ? (s.outbox.oldestPendingAgeS ?? 0) : undefined,
  );

  const vitalHistogram = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames: ['route'] as const, buckets, registers: [registry] });
  const vitals: Record<VitalName, { histogram: Histogram<'route'>; scale: number }> = {
    LCP: {
      histogram: vitalHistogram(
        'web_vitals_lcp_seconds',
        'Largest Contentful Paint of real visits, by route.',
        [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
      ),
      scale: 1 / 1000,
    },
    INP: {
      histogram: vitalHistogram(
        'web_vitals_inp_seconds',
        'Interaction to Next Paint of real visits, by route.',
        [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
      ),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: vitalHistogram(
        'web_vitals_cls',
        'Cumulative Layout Shift of real visits (a score), by route.',
        [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      ),
      scale: 1,
    },
    FCP: {
      histogram: vitalHistogram(
        'web_vitals_fcp_seconds',
        'First Contentful Paint of real visits, by route.',
        [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
      ),
      scale: 1 / 1000,
    },
    TTFB: {
      histogram: vitalHistogram(
        'web_vitals_ttfb_seconds',
        'Time to First Byte of real visits, by route.',
        [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5],
      ),
      scale: 1 / 1000,
    },
  };

  return {
    registry,
    /** Counts an answered request; `seconds` from its arrival to its last byte. */
    request: (route: string, method: string, status: number, seconds: number) =>
      requests.observe({ route, method, status: String(status) }, seconds),
    pageLookup: (hit: boolean) => pageLookups.inc({ result: hit ? 'hit' : 'miss' }),
    pageRendered: (seconds: number) => renders.observe(seconds),
    post: (outcome: PostOutcome) => posts.inc({ outcome }),
    deliveryAttempt: (outcome: string) => attempts.inc({ outcome }),
    confirmationRefused: (reason: ConfirmationRefusal) => confirmationsRefused.inc({ reason }),
    /** A domain check not sent to `host`, its budget for the minute spent. */
    registryQueryNotSent: (host: string) => notAsked.inc({ host }),
    /** An e-mail check's blocklist or look-alike questions not asked, the day's budget spent. */
    outsideNotAsked: (kind: 'blocklist' | 'lookalikes') => outsideNotAsked.inc({ kind }),
    /** A value from a visitor's beacon: milliseconds, or CLS's score. */
    vital: (name: VitalName, route: string, value: number) =>
      vitals[name].histogram.observe({ route }, value * vitals[name].scale),
    watchChecked: (outcome: 'same' | 'worse' | 'failed') => watchChecks.inc({ outcome }),
    watchAlertSent: () => watchAlerts.inc(),
    supportHandover: (outcome: string) => handovers.inc({ outcome }),
    /** Where the support gauge reads from (the site's database and the handover's own view). */
    countSupport: (read: () => Record<'waiting' | 'helpdeskDownS' | 'scannerDownS', number>) => {
      readSupport = read;
    },
    /** Where the watches' gauge reads from (the site's database). */
    countWatches: (read: () => { confirmed: number; unconfirmed: number }) => {
      readWatches = read;
    },
    /** Where the readiness gauges read from, once the mail service exists. */
    watchReadiness: (read: () => Promise<ReadinessState>) => {
      readState = read;
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

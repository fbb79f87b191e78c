import compression from 'compression';
import express, { type Express } from 'express';
import path from 'node:path';
import type { Logger } from 'pino';
import { apiRoutes } from './api/api-routes';
import { publicConfig, type Config } from './config';
import { errorHandler } from './errors';
import type { ErrorReports } from './error-reports/error-reports';
import { loadAssets, type Assets } from './render/assets';
import { loadShareImages } from './render/share-images';
import type { ShareImageIndex } from '../shared/share-images';
import { answersFrom, pageRoute } from './render/page-route';
import { domainSearchAnswer } from './domains/domain-search-answer';
import type { EmailSecurityChecker } from './email-security/checker-types';
import { createEmailSecurityChecker, EMAIL_CHECK_TIMES } from './email-security/email-checker';
import { createOutsideBudget } from './email-security/outside-budget';
import { emailSecurityAnswer } from './email-security/email-security-answer';
import { emailSecurityStreamRoute } from './email-security/stream-route';
import { emailSecurityReportRoute } from './email-security/report-route';
import { passOnPageAnswer, passOnPostRoute } from './email-security/pass-on-routes';
import { dmarcDigestPageAnswer } from './dmarc-reports/digest-page-route';
import { createPassOnStore } from './email-security/pass-on-store';
import { requestLogging } from './request-logging';
import type { MailService } from './mail/mail-service';
import { createCaptcha } from './security/captcha';
import type { Captcha } from './security/captcha-types';
import { CAPTCHA_USED } from './security/captcha-replay-guard';
import { createConfirmationLimit } from './security/confirmation-limit';
import { onceGuard, openSiteDatabase, sharedCounter } from './site-tables';
import { createDomainChecker, type DomainChecker } from './domains/domain-checker';
import { createRegistryBudget } from './domains/registry-budget';
import type { SharedState } from './shared-state/redis';
import { cspHeader, securityHeaders } from './security/headers';
import { floodGate, perClientRateLimit } from './security/rate-limit';
import { postMetrics, requestMetrics } from './metrics/request-metrics';
import type { SiteMetrics } from './metrics/site-metrics';
import { readiness } from './readiness';
import { redirectRoute } from './redirect-route';
import { seoRoutes } from './seo-routes';
import { loadSecurityTxtExpiry, securityTxtRoutes } from './security-txt';
import { SEND_CONTACT_EMAIL_PATH } from '../shared/api';
import { staticFiles } from './static/static-files';
import { quoteRoutes } from './quote/quote-route';
import { assessmentReportRoute } from './assessment/report-route';
import { EMAIL_WATCH_API_PATH } from '../shared/email-security/watch';
import { createWatchService, type WatchService } from './email-watch/watch-service';
import { createWatchStore } from './email-watch/watch-store';
import { createNoScriptBudget } from './email-watch/watch-post-budget';
import { watchApiRoute, watchPageAnswer, watchPostAnswer } from './email-watch/watch-routes';
import { createMessageReader, type MessageReader } from './genuine-email/message-reader';
import { genuineEmailApiRoute, genuineEmailPostAnswer } from './genuine-email/genuine-email-routes';
import { SUPPORT_API_PATH, supportParts } from './support/support-parts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  assets?: Assets;
  /** The share images the build drew (og:image); read from the build when not given. */
  shareImages?: ShareImageIndex;
  staticDir?: string;
  /** When security.txt expires (set at build); read from the build when not given. */
  securityTxtExpires?: string;
  /** The outbox. Without one (page-only tests) submissions are refused with 503. */
  mail?: MailService;
  /** Defaults to the provider in config; tests may pass one with their own clock or guard. */
  captcha?: Captcha;
  /** With REDIS_URL: the limits and used captcha solutions every process shares. */
  shared?: SharedState;
  /** With METRICS_PORT: what the app counts (served by server/index.ts on its own port). */
  metrics?: SiteMetrics;
  /** With SENTRY_DSN: errors and traces for a Sentry-compatible service. */
  reports?: ErrorReports;
  /** Defaults to one asking the registries in config (DOMAIN_CHECK=on); tests may pass one with their own clock. */
  domainChecker?: DomainChecker;
  /** Defaults to one asking DNS_SERVERS; tests may pass one with their own times. */
  emailSecurity?: EmailSecurityChecker;
  /** Reads a message for "Is this e-mail genuine?" off the event loop; defaults to one asking DNS_SERVERS. */
  messageReader?: MessageReader;
  /** Tests may pass a clock for the watches' tokens and limits and the confirmations' window. */
  now?: () => number;
}

/** The guard's name (and the Redis key prefix) that remembers the mailboxes confirmed in the window. */
const CONFIRMATION_SENT = 'confirmation-sent';

/** Builds the whole site as an Express app. It never listens: server/index.ts and tests do that. */
export function createApp({
  config,
  logger,
  assets = loadAssets(config.buildDir),
  shareImages = loadShareImages(config.buildDir),
  staticDir = path.resolve('static/public'),
  securityTxtExpires = loadSecurityTxtExpiry(config.buildDir),
  mail,
  shared,
  metrics,
  reports,
  captcha = createCaptcha(config.captcha, onceGuard(config.dataDir, shared, CAPTCHA_USED)),
  domainChecker = config.domainCheck
    ? createDomainChecker(config.domainCheck, logger, {
        budget: createRegistryBudget({
          counter: sharedCounter(config.dataDir, shared),
          perMinute: config.domainCheck.registryBudgetPerMinute,
        }),
        onBudgetSpent: metrics?.registryQueryNotSent,
      })
    : undefined,
  emailSecurity = createEmailSecurityChecker({
    dnsServers: config.emailCheck.dnsServers,
    allowed: config.emailCheck.allowed,
    ehloName: new URL(config.publicUrl).hostname,
    ...EMAIL_CHECK_TIMES,
    running: config.emailCheck.runningMax,
    blocklists: config.emailCheck.blocklists,
    // Offered only where its weekly digest can go out: the digest goes to the watch's addresses.
    reportsAddress: config.emailWatch ? config.dmarcReports?.address : undefined,
    budget: createOutsideBudget({
      counter: sharedCounter(config.dataDir, shared),
      blocklistPerDay: config.emailCheck.blocklistPerDay,
      lookalikesPerDay: config.emailCheck.lookalikesPerDay,
      onSpent: metrics?.outsideNotAsked,
    }),
  }),
  // Kept warm where the site runs as a service; an in-process test site starts readers as messages come.
  messageReader = createMessageReader({
    servers: config.emailCheck.dnsServers,
    registrations: domainChecker,
    warm: config.env !== 'test',
    log: (fields, msg) => logger.error(fields, msg),
  }),
  now,
}: AppDeps): Express {
  const confirmationLimit = createConfirmationLimit({
    guard: onceGuard(config.dataDir, shared, CONFIRMATION_SENT, now),
    counter: sharedCounter(config.dataDir, shared),
    windowMs: config.confirmationMail.windowMs,
    dailyMax: config.confirmationMail.dailyMax,
    domainDailyMax: config.confirmationMail.domainDailyMax,
    now,
    onRefused: metrics?.confirmationRefused,
  });
  // One count per client for the API and the hosting pages' search: both ask the registries.
  const domainCheck =
    domainChecker && config.domainCheck
      ? {
          checker: domainChecker,
          limit: perClientRateLimit({ ...config.domainCheck.rateLimit, name: 'domain-check', logger, shared }),
        }
      : undefined;
  // Answers made for one request (a search, the VPS plans that fit, a self-assessment's result and
  // report): what anyone's words make is counted per client, once for all of them.
  const perRequestLimit = perClientRateLimit({ ...config.searchPageRateLimit, name: 'search-page', logger, shared });
  // EMAIL_WATCH=on with an outbox: "E-mail me if this gets worse" under a result.
  const watch: WatchService | undefined =
    config.emailWatch && mail
      ? createWatchService({
          store: createWatchStore(openSiteDatabase(config.dataDir)),
          mail,
          checker: emailSecurity,
          captcha,
          noScript: createNoScriptBudget(config.emailWatch.noScript, sharedCounter(config.dataDir, shared), now),
          confirmations: confirmationLimit,
          publicUrl: config.publicUrl,
          everyMs: config.emailWatch.everyMs,
          logger,
          now,
        })
      : undefined;
  // "Send these to whoever manages your DNS": a kept result's records behind a link.
  const passOn = createPassOnStore(openSiteDatabase(config.dataDir));
  // The support request (server/support/): its form, its API and its status page.
  const support = supportParts(config.support, openSiteDatabase(config.dataDir), sharedCounter(config.dataDir, shared));
  const supportDoors = support.doors({ publicUrl: config.publicUrl, mail, captcha, logger, now });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);
  app.set('etag', false);

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', release: config.release });
  });
  if (metrics) {
    app.use(requestMetrics(metrics));
    app.post(SEND_CONTACT_EMAIL_PATH, postMetrics(metrics));
  }
  if (reports)
    app.post(
      SEND_CONTACT_EMAIL_PATH,
      reports.traced((req) => `POST ${req.path}`),
    );
  // The cheapest refusal first: a client past the posts' limit is answered before any other work.
  // The watch form posted without JavaScript is a page's post: its refusals are that page, with the
  // form (its own budget, watch-post-budget.ts, and the page route's per-request limit hold it).
  app.post(
    [SEND_CONTACT_EMAIL_PATH, EMAIL_WATCH_API_PATH],
    floodGate({ ...config.rateLimit, name: 'send-contact-email', logger, shared }),
  );
  // The support request has a budget of its own, spent only by requests taken (support-budget.ts);
  // its posts of any outcome, failed uploads too, meet this gate only at three times that.
  app.post(SUPPORT_API_PATH, floodGate({ ...config.support.posts, name: 'support-request', logger, shared }));
  app.use(requestLogging(logger, { proxySetsIds: config.trustProxyHops > 0 }));
  app.use(securityHeaders(config));
  app.get('/readyz', readiness(mail, shared, config.readyzDetails, supportDoors.outages));
  app.use(staticFiles(config.buildDir, staticDir));
  // Bundles and pages are compressed once (at build, at first render); the rest is compressed here.
  app.use(['/api', '/functions', '/robots.txt', '/sitemap.xml'], compression());
  app.use(apiRoutes({ config, logger, mail, captcha, shared, confirmationLimit, metrics, domainCheck, emailSecurity }));
  app.use(quoteRoutes({ config, logger, shared }));
  app.use(assessmentReportRoute({ config, perRequestLimit }));
  app.use(emailSecurityStreamRoute({ publicUrl: config.publicUrl, checker: emailSecurity, perRequestLimit }));
  app.use(emailSecurityReportRoute({ config, perRequestLimit, checker: emailSecurity }));
  app.use(passOnPostRoute({ publicUrl: config.publicUrl, checker: emailSecurity, store: passOn, perRequestLimit, now }));
  if (watch) app.use(watchApiRoute(config.publicUrl, watch));
  app.use(genuineEmailApiRoute({ publicUrl: config.publicUrl, reader: messageReader, perRequestLimit }));
  app.use(supportDoors.api);
  app.use(seoRoutes(config.publicUrl));
  app.use(securityTxtRoutes({ publicUrl: config.publicUrl, expires: securityTxtExpires, logger }));
  app.use(redirectRoute());
  // Any other GET is a page: found or rendered once, with a CSP allowing its own inline parts. A
  // page whose route reads a form's post (without JavaScript) answers that post too.
  const pages = pageRoute({
    assets,
    shareImages,
    publicConfig: publicConfig(config),
    renderTimeoutMs: config.renderTimeoutMs,
    policy: cspHeader(config),
    metrics,
    reports,
    answer: answersFrom(
      domainCheck && domainSearchAnswer(domainCheck),
      emailSecurityAnswer(emailSecurity),
      watch && watchPageAnswer(watch),
      passOnPageAnswer(passOn, config.publicUrl, now),
      dmarcDigestPageAnswer(openSiteDatabase(config.dataDir)),
      supportDoors.statusAnswer,
    ),
    postAnswer: answersFrom(watch && watchPostAnswer(watch), genuineEmailPostAnswer(messageReader), supportDoors.postAnswer),
    perRequestLimit,
  });
  // Named when answered, by the route pattern the page route found (res.locals.routePattern).
  const traced = reports ? [reports.traced((req, res) => `${req.method} ${String(res.locals.routePattern)}`)] : [];
  app.get('/{*splat}', ...traced, pages);
  app.post('/{*splat}', ...traced, pages);
  app.use((req, res) => {
    res.status(404).json({ success: false, error: 'Not found' });
  });
  app.use(errorHandler(reports));
  return app;
}

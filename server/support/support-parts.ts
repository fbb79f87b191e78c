/**
 * The support request put together for the app and the process: its store, the virus scanner at
 * CLAMAV_SOCKET, Request Tracker's client when HELPDESK_RT_URL and its token are set, the routes
 * and answers the app mounts, and the handover the outbox is given.
 */
import type { Logger } from 'pino';
import type { MailService } from '../mail/mail-service';
import type { Captcha } from '../security/captcha-types';
import type { Counter } from '../shared-state/counters';
import type { SiteDatabase } from '../store/site-database';
import { scanBytes } from './clamd';
import { rtClient } from './rt-client';
import { supportBudget } from './support-budget';
import { supportHandover } from './support-handover';
import type { SiteMetrics } from '../metrics/site-metrics';
import { answersFrom } from '../render/page-route';
import { fileChecks } from './file-checks';
import { replyProof } from './reply-proof';
import { supportReceivedAnswer, supportRoutes } from './support-routes';
import { supportReply } from './support-reply';
import { statusShown, supportStatusAnswer } from './support-status';
import { createSupportService } from './support-service';
import type { SupportConfig } from './support-settings';
import { createSupportStore, supportSweep } from './support-store';

const scanner = (config: SupportConfig) => (bytes: Buffer) => scanBytes(config.clamavSocket, bytes);

export interface SupportDoorDeps {
  publicUrl: string;
  mail?: MailService;
  captcha: Captcha;
  logger: Logger;
  now?: () => number;
}

export { SUPPORT_API_PATH } from '../../shared/support/request';

/** The support request's parts on the site's database and shared counters; `doors`, its routes and page answers for app.ts. */
export function supportParts(config: SupportConfig, database: SiteDatabase, counter: Counter) {
  const store = createSupportStore(database);
  return {
    doors: ({ publicUrl, mail, captcha, logger, now }: SupportDoorDeps) => {
      const budget = supportBudget(counter, config.budget, now);
      const proof = replyProof(config.replyKey);
      const service = createSupportService({
        store,
        budget,
        mail,
        captcha,
        scan: scanner(config),
        publicUrl,
        proof,
        logger,
        now,
      });
      const rt = config.rt && rtClient(config.rt);
      const checkFiles = fileChecks(scanner(config), logger.child({ component: 'support' }));
      const reply = supportReply({ store, rt, budget, checkFiles, logger, now });
      const showStatus = statusShown(store, rt);
      const { api, postAnswer } = supportRoutes({
        publicUrl,
        service,
        store,
        reply,
        showStatus,
        proof,
        counter,
        noScript: config.noScript,
        now,
      });
      return {
        api,
        postAnswer,
        statusAnswer: answersFrom(supportStatusAnswer(store, showStatus, proof, now), supportReceivedAnswer(store, now)),
        outages: store.outages,
      };
    },
  };
}

/** The outbox's handover of support requests, the retention sweep's part, and (with METRICS_PORT) their counts, for index.ts. */
export function supportProcess(config: SupportConfig, database: SiteDatabase, logger: Logger, metrics?: SiteMetrics) {
  const store = createSupportStore(database);
  const rt = config.rt && rtClient(config.rt);
  const downS = (since: number | undefined) => (since === undefined ? 0 : Math.round((Date.now() - since) / 1000));
  metrics?.countSupport(() => {
    const down = store.outages();
    return { waiting: store.waiting(), helpdeskDownS: downS(down.helpdesk), scannerDownS: downS(down.scanner) };
  });
  const handover = supportHandover({
    store,
    scan: scanner(config),
    rt,
    email: config.email,
    logger: logger.child({ component: 'support' }),
    count: metrics?.supportHandover,
  });
  return { handovers: { support: handover }, sweep: supportSweep(store) };
}

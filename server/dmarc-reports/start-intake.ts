/**
 * Starts the DMARC report intake where DMARC_REPORTS_ADDRESS and _PORT turn it on, and its weekly
 * digest where the watch is on too (EMAIL_WATCH=on: the digest goes only to addresses it
 * confirmed). Their SMTP, MIME, zip, XML and domain-list libraries (about 80 ms of a start,
 * measured with `require` on Node 24) are loaded only then: every other site process starts
 * without them.
 */
import { dmarcDigestLink } from '../../shared/email-security/dmarc-digest';
import { EMAIL_WATCH_STOP_PATH, watchLink } from '../../shared/email-security/watch';
import type { MailService } from '../mail/mail-service';
import type { createDigestSchedule } from './digest-schedule';
import type { DmarcIntake, startDmarcIntake } from './intake-process';

export { dmarcReportsSweep } from './reports-store';

type Deps = Parameters<typeof startDmarcIntake>[0];

function startDmarcIntakeIfOn(deps: Deps): DmarcIntake | undefined {
  if (!deps.config.dmarcReports) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is on, above
  const { startDmarcIntake: start } = require('./intake-process') as typeof import('./intake-process');
  return start(deps);
}

type DigestDeps = Pick<Deps, 'database' | 'logger'> & {
  config: Pick<Deps['config'], 'dmarcReports' | 'emailCheck'> & { emailWatch?: unknown; publicUrl: string };
  mail: MailService;
};

function startDmarcDigestIfOn({ config, database, mail, logger }: DigestDeps): { stop(): Promise<void> } | undefined {
  if (!config.dmarcReports?.address || !config.emailWatch) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is on, above
  const { createDigestSchedule: create } = require('./digest-schedule') as { createDigestSchedule: typeof createDigestSchedule };
  const schedule = create({
    database,
    mail,
    dnsServers: config.emailCheck.dnsServers,
    stopUrl: (token) => watchLink(config.publicUrl, EMAIL_WATCH_STOP_PATH, token),
    pageUrl: (token) => dmarcDigestLink(config.publicUrl, token),
    logger,
  });
  schedule.start();
  return schedule;
}

/** The intake where it is on, and the digest where the watch is on too. */
export const startDmarcReportsIfOn = (deps: Deps & DigestDeps) => ({
  intake: startDmarcIntakeIfOn(deps),
  digest: startDmarcDigestIfOn(deps),
});

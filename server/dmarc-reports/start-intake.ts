/**
 * Starts the DMARC report intake where DMARC_REPORTS_ADDRESS and _PORT turn it on. Its SMTP, MIME,
 * zip and XML libraries (about 80 ms of a start, measured with `require` on Node 24) are loaded
 * only then: every other site process starts without them.
 */
import type { DmarcIntake, startDmarcIntake } from './intake-process';

export { dmarcReportsSweep } from './reports-store';

type Deps = Parameters<typeof startDmarcIntake>[0];

export function startDmarcIntakeIfOn(deps: Deps): DmarcIntake | undefined {
  if (!deps.config.dmarcReports) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is on, above
  const { startDmarcIntake: start } = require('./intake-process') as typeof import('./intake-process');
  return start(deps);
}

/**
 * The operator's mail queue tool, in the manner of Postfix's postqueue and postsuper:
 *
 *   npm run outbox -- list | show ID | retry ID|--all | flush | delete ID | purge --older-than DAYS | stats | watches | reports   [--json]
 *
 * (built to build/server/outbox.js; the systemd set-up calls `node build/server/outbox.js …` with
 * the site's environment file). It works on the outbox in DATA_DIR/site.db while the site runs:
 * each message it changes is claimed first, as the delivery loop claims what it sends, so neither
 * overwrites the other and nothing is sent twice or lost.
 */
// First, so an older Node stops with one clear line before any other module runs.
import '../node-floor';
import { ConfigError, loadConfig } from '../config';
import { OutboxError, runOutboxCommand, USAGE, UsageError } from './commands';
import { listReports, REPORTS_USAGE } from '../dmarc-reports/report-list';
import { listWatches, WATCHES_USAGE } from '../email-watch/watch-list';
import { createWatchStore } from '../email-watch/watch-store';
import { createOutboxStore } from '../mail/outbox-store';
import { siteMailKinds } from '../site-mail';
import { openSiteDatabase } from '../site-tables';
import { DamagedDatabaseError } from '../store/site-database';

async function main(): Promise<number> {
  let dataDir: string;
  try {
    dataDir = loadConfig().dataDir;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = openSiteDatabase(dataDir);
  // Read by the site's kinds, as the site reads them: a record the site would set aside is not listed as one to send.
  const store = createOutboxStore(database, Date.now, siteMailKinds);
  const args = process.argv.slice(2);
  try {
    if (args[0] === 'watches') listWatches(createWatchStore(database), args.includes('--json'), (text) => console.log(text));
    else if (args[0] === 'reports') listReports(database, args.includes('--json'), (text) => console.log(text));
    else await runOutboxCommand(args, store, (text) => console.log(text));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}\n${WATCHES_USAGE}\n${REPORTS_USAGE}`);
      return 2;
    }
    if (error instanceof OutboxError || error instanceof DamagedDatabaseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

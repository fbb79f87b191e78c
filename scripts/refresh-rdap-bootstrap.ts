/**
 * npm run domains:bootstrap: replaces the shipped RDAP bootstrap file (static/rdap/dns.json) with
 * IANA's current one, after checking it is an RFC 9224 file, so a bad download never replaces a
 * good copy. Written beside the target and renamed, so the site never reads half a file.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseBootstrap } from '../server/domains/bootstrap';

const SOURCE = 'https://data.iana.org/rdap/dns.json';
const target = path.resolve(process.argv[2] ?? 'static/rdap/dns.json');

async function main(): Promise<void> {
  const response = await fetch(SOURCE, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${SOURCE} answered ${response.status}`);
  const text = await response.text();
  const parsed = parseBootstrap(text);
  if (typeof parsed === 'string') throw new Error(`${SOURCE} ${parsed}`);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
  console.log(`${target}: ${parsed.services.size} suffixes, published ${parsed.publication}`);
}

main().catch((error: unknown) => {
  console.error(`The bootstrap file was not refreshed: ${(error as Error).message}`);
  process.exitCode = 1;
});

/**
 * The reverse DNS names a look found for sending servers, kept (`dmarc_source_names`,
 * reports-schema.ts) so that a later look knows every source it has named among a domain's
 * addresses, not only those its budget lets it ask about again. A name is the server's, not the
 * domain's: an address named for one domain's reports is known by that name for another's.
 */
import type { SiteDatabase } from '../store/site-database';
import { knownSignedSql } from './report-volume';
import type { SourceNames } from './source-names';

/** `names`, each name found kept as the address's at `nowMs`. */
export function rememberingNames(database: SiteDatabase, names: SourceNames, nowMs: number): SourceNames {
  const kept = new Set<string>();
  return {
    async nameOf(address) {
      const name = await names.nameOf(address);
      if (name && !kept.has(address)) {
        kept.add(address);
        database.run((db) =>
          db
            .prepare(
              `INSERT INTO dmarc_source_names (address, name, named_ms) VALUES (?, ?, ?)
               ON CONFLICT (address) DO UPDATE SET name = excluded.name, named_ms = excluded.named_ms`,
            )
            .run(address, name, nowMs),
        );
      }
      return name;
    },
  };
}

/** The names kept for the addresses of `domain`'s reports received after `fromMs` and by `toMs`. */
export const namesKeptFor = (database: SiteDatabase, domain: string, fromMs: number, toMs: number): string[] =>
  (
    database.run((db) =>
      db
        .prepare(
          `SELECT DISTINCT n.name AS name
           FROM dmarc_reports r JOIN dmarc_report_rows w ON w.report = r.id JOIN dmarc_source_names n ON n.address = w.source_ip
           WHERE r.domain = ? AND r.received_ms > ? AND r.received_ms <= ? AND ${knownSignedSql('r.signed_by')}`,
        )
        .all(domain, fromMs, toMs),
    ) as { name: string }[]
  ).map((row) => row.name);

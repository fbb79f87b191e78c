/**
 * Who sends as a domain: its stored report records for a period, grouped by source. A source is
 * the mail service its reverse DNS name belongs to (shared/catalogue/mail-senders.ts) or its mail
 * passed DKIM or SPF for, unaligned, else that name's organisational domain, else its address; each with the messages it sent as the domain,
 * how many passed DMARC, and how many of those by aligned DKIM and by aligned SPF.
 */
import { getDomain } from 'tldts';
import { senderOfPtrDomain, type MailSender } from '../../shared/catalogue/mail-senders';
import type { StoredRow } from './reports-store';
import type { SourceNames } from './source-names';

export interface SourceGroup {
  /** The service's id, `ptr:` and a reverse DNS organisational domain, or `ip:` and an address. */
  key: string;
  /** As shown: the service's name, the domain, or the address. */
  name: string;
  sender?: MailSender;
  messages: number;
  /** Passed DMARC: DKIM or SPF passed and aligned with the domain. */
  passed: number;
  dkimAligned: number;
  spfAligned: number;
}

export interface SendersSummary {
  messages: number;
  passed: number;
  sources: SourceGroup[];
}

/**
 * The source an address sends as: the mail service its reverse DNS name, or a DKIM or SPF result
 * passing for the service's own domain (`passedFor`), proves it is; else its name's organisational
 * domain, else itself.
 */
export const sourceOf = (
  address: string,
  name: string | undefined,
  passedFor: readonly string[] = [],
): Pick<SourceGroup, 'key' | 'name' | 'sender'> => {
  const organisational = name ? getDomain(name) : null;
  const service = (domain: string) => {
    const registrable = getDomain(domain);
    return registrable ? senderOfPtrDomain(registrable) : undefined;
  };
  const sender =
    (organisational ? senderOfPtrDomain(organisational) : undefined) ??
    passedFor.map(service).find((found) => found !== undefined);
  if (sender) return { key: sender.id, name: sender.name, sender };
  if (organisational) return { key: `ptr:${organisational}`, name: organisational };
  return { key: `ip:${address}`, name: address };
};

/** The rows grouped by source, most messages first, with the totals. */
export async function sendersOf(rows: readonly StoredRow[], names: SourceNames): Promise<SendersSummary> {
  const byAddress = new Map<string, StoredRow[]>();
  for (const row of rows) {
    const seen = byAddress.get(row.sourceIp);
    if (seen) seen.push(row);
    else byAddress.set(row.sourceIp, [row]);
  }
  const groups = new Map<string, SourceGroup>();
  await Promise.all(
    [...byAddress.keys()].map(async (address) => {
      const passedFor = byAddress.get(address)!.flatMap((row) => row.passedFor ?? []);
      const shown = sourceOf(address, await names.nameOf(address), passedFor);
      const group = groups.get(shown.key) ?? { ...shown, messages: 0, passed: 0, dkimAligned: 0, spfAligned: 0 };
      groups.set(shown.key, group);
      for (const row of byAddress.get(address)!) {
        const dkim = row.dkim === 'pass';
        const spf = row.spf === 'pass';
        group.messages += row.count;
        group.passed += dkim || spf ? row.count : 0;
        group.dkimAligned += dkim ? row.count : 0;
        group.spfAligned += spf ? row.count : 0;
      }
    }),
  );
  const sources = [...groups.values()].sort((a, b) => b.messages - a.messages || a.name.localeCompare(b.name));
  return {
    messages: sources.reduce((sum, source) => sum + source.messages, 0),
    passed: sources.reduce((sum, source) => sum + source.passed, 0),
    sources,
  };
}

/** What a source whose mail fails needs: the service's SPF include and its DKIM step, where it documents them. */
export function fixFor(source: SourceGroup): { spf?: string; dkim?: string } | undefined {
  if (source.passed === source.messages) return undefined;
  const sender = source.sender;
  return {
    ...(sender?.spf && source.spfAligned < source.messages ? { spf: sender.spf } : {}),
    ...(sender?.dkim && source.dkimAligned < source.messages ? { dkim: sender.dkim } : {}),
  };
}

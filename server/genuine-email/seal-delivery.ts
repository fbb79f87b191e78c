/**
 * Whose delivery a provider's seal was made for (docs/decisions/036): a seal is one hop's view, of
 * the recipient it names, and carried into another delivery it proves the old one. And Microsoft's
 * whole verdict at that hop: its sealed results carry no compauth, which the Authentication-Results
 * it wrote at the same hop do.
 */
import { resultOf, type AuthResults } from './auth-results';
import type { Header } from './header';
import { registrable } from './domain-names';

/** The Received lines above the ARC set `i`, and the Delivered-To nearest above it; null where the set is not in the header block. */
function above(headers: readonly Header[], i: number) {
  const instance = new RegExp(`(?:^|;)\\s*i\\s*=\\s*${i}\\s*(?:;|$)`);
  const at = headers.findIndex((header) => header.key === 'arc-seal' && instance.test(header.value));
  if (at < 0) return null;
  const lines = headers.slice(0, at);
  const deliveredTo = lines.findLast((header) => header.key === 'delivered-to')?.value;
  return { hops: lines.filter((header) => header.key === 'received'), deliveredTo };
}

/**
 * Whose delivery the seal of set `i` was made for: `other` where it is not the last hop (a
 * Received line above it that is not the provider's own), or names another recipient than the
 * clerk's domain (Microsoft's `smtp.rcpttodomain` in its sealed results, the Delivered-To Gmail
 * writes above its seal); `clerk` where it names the clerk's; else `unnamed`.
 */
export function deliveryOf(
  headers: readonly Header[],
  i: number,
  provider: { by: 'google' | 'microsoft'; ownHop: (received: string) => boolean },
  sealed: AuthResults,
  clerk: string | null,
): 'clerk' | 'unnamed' | 'other' {
  const hop = above(headers, i);
  if (!hop || !hop.hops.every((line) => provider.ownHop(line.value))) return 'other';
  const named =
    provider.by === 'microsoft'
      ? sealed.results.find((result) => result.props['smtp.rcpttodomain'])?.props['smtp.rcpttodomain']
      : /@([^\s<>@]+)>?\s*$/.exec(hop.deliveredTo ?? '')?.[1];
  if (!named) return 'unnamed';
  return clerk && registrable(named.toLowerCase()) === registrable(clerk) ? 'clerk' : 'other';
}

/** The sealed results with Exchange's compauth from the results it wrote at the same hop, where both say the same of DMARC. */
export function withCompauth(sealed: AuthResults, placed: AuthResults): AuthResults | null {
  const compauth = resultOf(placed, 'compauth');
  const dmarc = (read: AuthResults) => {
    const result = resultOf(read, 'dmarc');
    return `${result?.result} ${result?.props['header.from']?.toLowerCase()}`;
  };
  return compauth && !resultOf(sealed, 'compauth') && dmarc(sealed) === dmarc(placed)
    ? { ...sealed, results: [...sealed.results, compauth] }
    : null;
}

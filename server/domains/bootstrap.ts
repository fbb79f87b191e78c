/**
 * The IANA RDAP bootstrap file for domain names (RFC 9224, `dns.json`): which RDAP servers answer
 * for which top-level labels. Read once at boot; a file that is not one is refused there, naming
 * the setting, so the site never starts asking hosts nobody named.
 */
import { readFileSync } from 'node:fs';

export interface RdapBootstrap {
  /** When IANA published this copy (the file's own `publication`). */
  publication: string;
  /** Each registered suffix (lower case, A-labels, no dots at either end) and its base URLs. */
  services: ReadonlyMap<string, readonly string[]>;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const isBaseUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A parsed bootstrap file, or the reason it is not one. */
export function parseBootstrap(text: string): RdapBootstrap | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  const { version, publication, services } = (data ?? {}) as Record<string, unknown>;
  if (version !== '1.0') return 'is not an RFC 9224 bootstrap file (no "version": "1.0")';
  if (typeof publication !== 'string' || Number.isNaN(Date.parse(publication))) return 'has no "publication" date';
  if (!Array.isArray(services)) return 'has no "services" list';
  const map = new Map<string, readonly string[]>();
  for (const service of services as unknown[]) {
    if (!Array.isArray(service) || !isStrings(service[0]) || !isStrings(service[1]))
      return 'has a service that is not [[labels], [urls]]';
    const urls = service[1].filter(isBaseUrl).map((url) => (url.endsWith('/') ? url : `${url}/`));
    for (const label of service[0]) map.set(label.toLowerCase().replace(/^\.+|\.+$/g, ''), urls);
  }
  return { publication, services: map };
}

/** Reads and parses the file, or says why it cannot. */
export function loadBootstrap(file: string): RdapBootstrap | string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  return parseBootstrap(text);
}

/**
 * The base URL for a name by the longest matching suffix (RFC 9224 §4): 'example.co.za' is
 * looked up as 'example.co.za', then 'co.za', then 'za'. An https server is preferred where the
 * entry lists both (§3); undefined where no entry matches.
 */
export function rdapBaseFor(bootstrap: RdapBootstrap, ascii: string): string | undefined {
  const labels = ascii.toLowerCase().split('.');
  for (let start = 0; start < labels.length; start += 1) {
    const urls = bootstrap.services.get(labels.slice(start).join('.'));
    if (urls && urls.length > 0) return urls.find((url) => url.startsWith('https:')) ?? urls[0];
  }
  return undefined;
}

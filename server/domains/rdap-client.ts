/**
 * One RDAP domain query (RFC 7480, RFC 9082, RFC 9083) over the platform's fetch: 404 means no
 * such registration, an RDAP domain object means registered, anything else (a timeout, 429, 5xx,
 * a redirect, HTML, JSON that is not a domain object) means we cannot tell. Redirects are not
 * followed: only hosts the bootstrap file names are ever asked.
 */
import type { RegistryAnswer } from './domain-status';

/** A registry's domain object is a few KB; a larger answer is not one we want to read. */
const MAX_BODY_BYTES = 256 * 1024;

const isRdapJson = (type: string | null): boolean => /^application\/(rdap\+)?json\b/i.test(type ?? '');

async function readCapped(response: Response): Promise<string | null> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return null;
  const text = await response.text();
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? null : text;
}

function isDomainObject(text: string, ascii: string): boolean {
  try {
    const body = JSON.parse(text) as { objectClassName?: unknown; ldhName?: unknown };
    if (body?.objectClassName !== 'domain') return false;
    // ldhName is optional in RFC 9083; where given it must be the name asked.
    return typeof body.ldhName !== 'string' || body.ldhName.toLowerCase().replace(/\.$/, '') === ascii;
  } catch {
    return false;
  }
}

export async function askRdap(baseUrl: string, ascii: string, timeoutMs: number): Promise<RegistryAnswer> {
  try {
    const response = await fetch(new URL(`domain/${ascii}`, baseUrl), {
      headers: { Accept: 'application/rdap+json, application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'available' };
    }
    if (response.status !== 200 || !isRdapJson(response.headers.get('content-type'))) {
      await response.body?.cancel();
      return { status: 'unknown', reason: `status ${response.status}` };
    }
    const text = await readCapped(response);
    if (text !== null && isDomainObject(text, ascii)) return { status: 'registered' };
    return { status: 'unknown', reason: 'not an RDAP domain object' };
  } catch (error) {
    return { status: 'unknown', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
}

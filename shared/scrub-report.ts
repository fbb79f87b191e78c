/**
 * What an error report may carry to a Sentry-compatible service (Sentry, GlitchTip): no e-mail
 * address, IP address, query string or fragment, form field, cookie or header but the browser's
 * name. Both SDKs pass every event, transaction and breadcrumb through here before sending it.
 */

// The query string and fragment of an address or an absolute path (`/contact?email=…`).
const QUERY = /((?:https?:\/\/|(?<![\w.])\/)[^\s?#"'<>()]*)[?#][^\s"'<>()]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
// Hex groups between colons; an address has `::` or eight groups, a time of day (`12:30:45`) neither.
const IPV6 = /\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b/gi;
const isIpv6 = (text: string) => text.includes('::') || text.split(':').length === 8;

export const scrubText = (text: string): string =>
  text
    .replace(QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(IPV4, '[ip]')
    .replace(IPV6, (found) => (isIpv6(found) ? '[ip]' : found));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Every text in plain data, copied. The SDK's own working state on an event (its scopes and
 * spans, under `sdkProcessingMetadata`) is never sent, so it stays as it is.
 */
function scrubValue(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  // Only a value inside itself is a cycle; the same value twice side by side is copied twice.
  if (seen.has(value)) return undefined;
  seen.add(value);
  const copy = Array.isArray(value)
    ? value.map((inner) => scrubValue(inner, seen))
    : Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, key === 'sdkProcessingMetadata' ? inner : scrubValue(inner, seen)]),
      );
  seen.delete(value);
  return copy;
}

interface ReportRequest {
  url?: string;
  method?: string;
  headers?: Record<string, string>;
}

/** The shape both SDKs' events share, as far as scrubbing needs it. */
interface ReportEvent {
  user?: unknown;
  request?: ReportRequest;
}

/**
 * The event with no user (the SDKs put the IP address there), its request reduced to the method,
 * the address without its query, and the browser's name, and every text scrubbed.
 */
export function scrubEvent<E extends ReportEvent>(event: E): E {
  const { user: _user, request, ...rest } = event;
  const kept: ReportRequest | undefined = request && {
    ...(request.method ? { method: request.method } : {}),
    ...(request.url ? { url: request.url } : {}),
    ...(request.headers?.['User-Agent'] ? { headers: { 'User-Agent': request.headers['User-Agent'] } } : {}),
  };
  return scrubValue({ ...rest, ...(kept ? { request: kept } : {}) }) as E;
}

/**
 * The SDKs' own setting for the same: no user (and so no IP address inferred), cookies, bodies,
 * query parameters, or headers but the browser's name. `scrubEvent` still checks every event.
 */
export const COLLECT_NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: { allow: ['User-Agent'] },
  httpBodies: [],
  urlQueryParams: false,
};

/** A breadcrumb's message and data scrubbed like an event's (console lines, fetches, navigations). */
export const scrubBreadcrumb = <B extends object>(breadcrumb: B): B => scrubValue(breadcrumb) as B;

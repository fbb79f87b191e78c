import { request } from './http';
import type { ServerProcess } from './site';

/** What each response header protects against (or why it is there). */
const HEADER_PURPOSE: Record<string, string> = {
  'content-security-policy':
    "Cross-site scripting and injected content: only same-origin scripts and styles, and the page's own inline ones by their sha256 hashes, run; no plugins, no <base> hijack, no framing, forms post only to this site",
  'strict-transport-security': 'SSL stripping: browsers use HTTPS only for a year (sent only when PUBLIC_URL is https)',
  'x-frame-options': 'Clickjacking in browsers that predate CSP frame-ancestors',
  'x-content-type-options': 'MIME sniffing: a file is run or styled only as the type the server declared',
  'referrer-policy': 'Leaking full URLs (paths, query strings) to other sites: they see the origin only',
  'cross-origin-opener-policy':
    'Cross-window attacks (XS-Leaks, tabnabbing via window.opener): the page gets its own browsing context group',
  'cross-origin-resource-policy': 'Other sites embedding these responses (Spectre-style data reads)',
  'origin-agent-cluster': 'Same-site pages sharing a process: isolates this origin',
  'x-dns-prefetch-control': 'DNS prefetching leaking which links a visitor sees',
  'x-download-options': "Old Internet Explorer opening downloads in the site's context",
  'x-permitted-cross-domain-policies': 'Flash and PDF readers loading cross-domain policy files',
  'x-xss-protection': 'Disables the old, exploitable XSS auditor of legacy browsers (0 is the safe value)',
  'cache-control':
    "no-cache on pages: kept, but checked again by ETag on each visit (a 304 when unchanged); no-store on the form's answers",
  etag: 'Not a protection: lets a revisit on a slow connection get a 304 instead of the page again',
  'x-request-id': "Not a protection: ties a visitor's report to the server's log line",
  'ratelimit-policy': 'Abuse of the form endpoint: the per-client quota',
  ratelimit: 'Abuse of the form endpoint: what is left of the quota',
  'retry-after': 'Abuse of the form endpoint: when the client may try again',
};

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
];

interface HeaderRow {
  name: string;
  value: string;
  purpose?: string;
}

export interface ResponseHeaders {
  request: string;
  status: number;
  body?: string;
  headers: HeaderRow[];
  /** Common protections this response does not carry. */
  absent: string[];
}

export interface HeaderFigures {
  page: ResponseHeaders;
  endpoint: ResponseHeaders;
}

const IGNORED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function describe(requestLine: string, status: number, headers: Record<string, unknown>, body?: string): ResponseHeaders {
  const rows = Object.entries(headers)
    .filter(([name]) => !IGNORED.has(name))
    .map(([name, value]) => ({ name, value: String(value), ...(HEADER_PURPOSE[name] ? { purpose: HEADER_PURPOSE[name] } : {}) }));
  return {
    request: requestLine,
    status,
    ...(body === undefined ? {} : { body }),
    headers: rows,
    absent: SECURITY_HEADERS.filter((h) => !(h in headers)),
  };
}

/** The headers of a page and of the form endpoint, as a browser on the site would receive them. */
export async function inspectHeaders(site: ServerProcess): Promise<HeaderFigures> {
  const page = await request(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } });
  const body = JSON.stringify({
    name: 'Bench',
    email: 'bench@example.com',
    company: '',
    phone: '',
    message: 'Header check',
    captcha: 'invalid',
  });
  const endpoint = await request(`${site.url}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, 'accept-encoding': 'identity' },
    body,
  });
  return {
    page: describe('GET /', page.status, page.headers),
    endpoint: describe(
      'POST /functions/v1/send-contact-email (a well-formed body with an invalid captcha token)',
      endpoint.status,
      endpoint.headers,
      endpoint.body.toString('utf8').slice(0, 300),
    ),
  };
}

/**
 * One RDAP domain query (RFC 7480, RFC 9082, RFC 9083): 404 means no such registration, an RDAP
 * domain object means registered, anything else (a timeout, 429, 5xx, a redirect, HTML, JSON that
 * is not a domain object, an answer too large) means we cannot tell. Redirects are not followed:
 * only hosts the bootstrap file names are ever asked.
 *
 * Why node:http and zlib rather than the platform's fetch: fetch inflates a compressed body as its
 * bytes arrive, whether or not they are read, so what it inflates is bounded by what was sent, not
 * by what is read. Measured on the built site (test/processes/registry-answer-size.test.ts): a
 * 51 KB gzip body that inflates to 50 MB grew the process's peak memory by 188 MB read whole with
 * fetch, and still by 19–21 MB with fetch read only to 256 KB; here, where the body is inflated
 * only as it is read and reading stops past 256 KB decoded, by 0.2 MB.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { RegistryAnswer } from './domain-status';

/** A registry's domain object is a few KB; a larger answer is not one we want to read. */
const MAX_BODY_BYTES = 256 * 1024;

const isRdapJson = (type: string | undefined): boolean => /^application\/(rdap\+)?json\b/i.test(type ?? '');

/** The answer's head; its body is read (or not) by the caller. Fails on a timeout or no connection. */
function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      headers: { Accept: 'application/rdap+json, application/json', 'Accept-Encoding': 'gzip, deflate, br' },
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The body as it is decoded; null for a coding we do not read. */
function decoded(response: IncomingMessage): Readable | null {
  const coding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (coding === 'identity' || coding === '') return response;
  const decoder =
    coding === 'gzip' || coding === 'x-gzip'
      ? createGunzip()
      : coding === 'deflate'
        ? createInflate()
        : coding === 'br'
          ? createBrotliDecompress()
          : null;
  return decoder && pipeline(response, decoder, () => undefined);
}

/**
 * The body's text, counted as it is decoded and read: past the cap reading stops, which destroys
 * the streams, so nothing more is inflated or received. A body with no length is read only until
 * the query's timeout (the request's signal destroys the response too).
 */
async function readCapped(response: IncomingMessage, body: Readable): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) {
      response.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface DomainObject {
  objectClassName?: unknown;
  ldhName?: unknown;
  events?: unknown;
  entities?: unknown;
}

/** A registrar's name as shown: a registry's few words, never a page of them. */
const REGISTRAR_CHARS = 120;

/** The domain object for `ascii`, or null where the text is not one. */
function domainObject(text: string, ascii: string): DomainObject | null {
  try {
    const body = JSON.parse(text) as DomainObject;
    if (body?.objectClassName !== 'domain') return null;
    // ldhName is optional in RFC 9083; where given it must be the name asked.
    return typeof body.ldhName !== 'string' || body.ldhName.toLowerCase().replace(/\.$/, '') === ascii ? body : null;
  } catch {
    return null;
  }
}

/** The `registration` event's date (RFC 9083 §4.5), where it is one. */
function registeredOn({ events }: DomainObject): string | undefined {
  const found = Array.isArray(events)
    ? (events as { eventAction?: unknown; eventDate?: unknown }[]).find((event) => event?.eventAction === 'registration')
    : undefined;
  const date = typeof found?.eventDate === 'string' ? Date.parse(found.eventDate) : NaN;
  return Number.isNaN(date) ? undefined : new Date(date).toISOString();
}

/** The registrar's name: the full name (fn) in the vCard of the entity whose roles hold 'registrar' (RFC 9083 §5.1, RFC 7095). */
function registrarOf({ entities }: DomainObject): string | undefined {
  const entity = Array.isArray(entities)
    ? (entities as { roles?: unknown; vcardArray?: unknown }[]).find(
        (one) => Array.isArray(one?.roles) && one.roles.includes('registrar'),
      )
    : undefined;
  const card = Array.isArray(entity?.vcardArray) ? (entity.vcardArray as unknown[])[1] : undefined;
  const fn = Array.isArray(card)
    ? (card as unknown[][]).find((property) => Array.isArray(property) && property[0] === 'fn')
    : undefined;
  const name = typeof fn?.[3] === 'string' ? fn[3].trim() : '';
  return name ? name.slice(0, REGISTRAR_CHARS) : undefined;
}

export async function askRdap(baseUrl: string, ascii: string, timeoutMs: number): Promise<RegistryAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await get(new URL(`domain/${ascii}`, baseUrl), signal);
    if (response.statusCode === 404) {
      response.destroy();
      return { status: 'available' };
    }
    if (response.statusCode !== 200 || !isRdapJson(response.headers['content-type'])) {
      response.destroy();
      return { status: 'unknown', reason: `status ${response.statusCode}` };
    }
    const body = decoded(response);
    if (!body) {
      response.destroy();
      return { status: 'unknown', reason: `content coding ${response.headers['content-encoding']}` };
    }
    const text = await readCapped(response, body);
    if (text === null) return { status: 'unknown', reason: 'answer too large' };
    const domain = domainObject(text, ascii);
    if (domain) {
      const registrar = registrarOf(domain);
      return { status: 'registered', registeredOn: registeredOn(domain), ...(registrar && { registrar }) };
    }
    return { status: 'unknown', reason: 'not an RDAP domain object' };
  } catch {
    return { status: 'unknown', reason: signal.aborted ? 'timeout' : 'unreachable' };
  }
}

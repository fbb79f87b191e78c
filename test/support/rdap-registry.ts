/**
 * A registry's RDAP service on loopback (RFC 7480, RFC 9083), for the domain check's tests: names
 * it holds are answered with an RDAP domain object, others with 404, and a name may be given a
 * misbehaviour (429, 5xx, a slow answer, HTML, a redirect, a gzip body that inflates to 50 MB). Every request's path is kept, so a
 * test can count what the site asked.
 */
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { forTests, tempFolder } from './for-tests';
import { startWhoisRegistry } from './whois-registry';

type RdapBehaviour = 'registered' | 'limited' | 'failing' | 'slow' | 'html' | 'redirect' | 'not-a-domain' | 'inflating';

export interface RdapRegistry {
  /** http://127.0.0.1:port/rdap/: the base URL a bootstrap file names. */
  readonly baseUrl: string;
  /** Each request's path ('/rdap/domain/example.africa'), in order. */
  readonly requests: string[];
  /** How a name is answered; unlisted names are not registered (404). A registered name may be given its registration date. */
  set(name: string, behaviour: RdapBehaviour, registeredOn?: Date): void;
  /** Holds a 'slow' answer this long. */
  slowMs: number;
  close(): Promise<void>;
}

/** The registrar every registered name's domain object names. */
export const RDAP_REGISTRAR = 'Africa Example Registrar Ltd';

const rdapDomain = (name: string, registeredOn = '2019-03-14T09:21:07Z') => ({
  rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_1', 'icann_rdap_technical_implementation_guide_1'],
  objectClassName: 'domain',
  handle: `${name.replace(/\W/g, '_').toUpperCase()}-ZACR`,
  ldhName: name,
  status: ['active'],
  events: [
    { eventAction: 'registration', eventDate: registeredOn },
    { eventAction: 'expiration', eventDate: '2027-03-14T09:21:07Z' },
  ],
  nameservers: [{ objectClassName: 'nameserver', ldhName: 'ns1.example.net' }],
  // The registrar, as RFC 9083 §5.1 gives it: an entity with its role, named in its vCard (jCard, RFC 7095).
  entities: [
    {
      objectClassName: 'entity',
      handle: '9999',
      roles: ['registrar'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', RDAP_REGISTRAR],
        ],
      ],
    },
  ],
});

/** A domain object padded to 50 MB, gzipped to about 50 KB: its content-length is the small figure. */
let inflating: Buffer | undefined;
const inflatingBody = (name: string) =>
  (inflating ??= gzipSync(
    Buffer.concat([
      Buffer.from(`{"objectClassName":"domain","ldhName":"${name}","remarks":[{"description":["`),
      Buffer.alloc(50 * 1024 * 1024, 'a'),
      Buffer.from('"]}]}'),
    ]),
    { level: 9 },
  ));

const rdapError = (errorCode: number, title: string) => ({ rdapConformance: ['rdap_level_0'], errorCode, title });

export async function startRdapRegistry(): Promise<RdapRegistry> {
  const behaviours = new Map<string, RdapBehaviour>();
  const registeredOn = new Map<string, string>();
  const requests: string[] = [];
  const registry = { slowMs: 10_000 };
  const send = (res: import('node:http').ServerResponse, status: number, body: unknown, type = 'application/rdap+json') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const match = /^\/rdap\/domain\/([^/?]+)$/.exec(path);
    if (!match) return send(res, 400, rdapError(400, 'Bad request'));
    const name = decodeURIComponent(match[1]!).toLowerCase();
    switch (behaviours.get(name)) {
      case 'registered':
        // As registries do: compressed for a client that takes gzip (fetch always does).
        if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          res.writeHead(200, { 'Content-Type': 'application/rdap+json', 'Content-Encoding': 'gzip' });
          return res.end(gzipSync(JSON.stringify(rdapDomain(name, registeredOn.get(name)))));
        }
        return send(res, 200, rdapDomain(name, registeredOn.get(name)));
      case 'limited':
        res.setHeader('Retry-After', '60');
        return send(res, 429, rdapError(429, 'Too many requests'));
      case 'failing':
        return send(res, 503, rdapError(503, 'Service unavailable'));
      case 'html':
        return send(res, 200, '<!doctype html><title>Domain search</title><p>Search our domains</p>', 'text/html');
      case 'not-a-domain':
        return send(res, 200, { rdapConformance: ['rdap_level_0'], objectClassName: 'entity', handle: 'X' });
      case 'inflating': {
        const body = inflatingBody(name);
        res.writeHead(200, {
          'Content-Type': 'application/rdap+json',
          'Content-Encoding': 'gzip',
          'Content-Length': body.byteLength,
        });
        return res.end(body);
      }
      case 'redirect':
        res.writeHead(302, { Location: `/rdap/moved/${name}` });
        return res.end();
      case 'slow': {
        const timer = setTimeout(() => send(res, 200, rdapDomain(name)), registry.slowMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        return send(res, 404, rdapError(404, 'Not found'));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(registry, {
    baseUrl: `http://127.0.0.1:${port}/rdap/`,
    requests,
    set: (name: string, behaviour: RdapBehaviour, on?: Date) => {
      behaviours.set(name, behaviour);
      if (on) registeredOn.set(name, on.toISOString());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The text of a bootstrap file (RFC 9224) naming, for each list of suffixes, its base URL. */
export function bootstrapFileText(services: Array<[string[], string]>): string {
  return JSON.stringify({
    description: 'RDAP bootstrap file for Domain Name System registrations',
    publication: '2026-11-24T00:00:00Z',
    services: services.map(([labels, url]) => [labels, [url]]),
    version: '1.0',
  });
}

/**
 * An RDAP registry for `suffixes` and ZACR's WHOIS for `whoisSuffixes`, both on loopback, and the
 * settings that point the site at them: a bootstrap file naming the RDAP one, and the WHOIS table.
 */
export async function startRegistries(suffixes = ['africa'], whoisSuffixes = ['co.za']) {
  const [rdap, whois] = await Promise.all([startRdapRegistry(), startWhoisRegistry()]);
  const bootstrapFile = path.join(tempFolder('rdap'), 'dns.json');
  writeFileSync(bootstrapFile, bootstrapFileText([[suffixes, rdap.baseUrl]]));
  const env = {
    DOMAIN_CHECK_BOOTSTRAP_FILE: bootstrapFile,
    DOMAIN_CHECK_WHOIS: whoisSuffixes.map((suffix) => `${suffix}=127.0.0.1:${whois.port}`).join(','),
  };
  return { rdap, whois, env, close: () => Promise.all([rdap.close(), whois.close()]) };
}

export const registriesForTests = (...args: Parameters<typeof startRegistries>) =>
  forTests(
    () => startRegistries(...args),
    (registries) => registries.close(),
  );

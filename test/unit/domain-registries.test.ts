import { readFileSync } from 'node:fs';
import { parseBootstrap, rdapBaseFor, type RdapBootstrap } from '../../server/domains/bootstrap';
import { registrableName } from '../../server/domains/domain-checker';
import { parseWhoisServers, whoisServerFor, ZACR_WHOIS } from '../../server/domains/whois-servers';
import { domainCheckNote } from '../../shared/catalogue/domain-check-copy';

/** Which registry answers for a name: the bootstrap file's longest suffix, the WHOIS table, the Public Suffix List. */
const bootstrap = (services: unknown[], extra: Record<string, unknown> = {}) =>
  parseBootstrap(JSON.stringify({ version: '1.0', publication: '2026-11-24T00:00:00Z', services, ...extra }));

describe('the RDAP bootstrap file (RFC 9224)', () => {
  const file = bootstrap([
    [['za'], ['https://rdap.za.example/']],
    [['co.za'], ['http://rdap.coza.example/base', 'https://rdap.coza.example/base/']],
    [['AFRICA'], ['https://rdap.nic.africa/rdap/']],
    [['shop'], ['ftp://nowhere.example/']],
  ]) as RdapBootstrap;

  it('when a name is looked up, then the longest matching suffix wins, case aside', () => {
    expect(rdapBaseFor(file, 'example.co.za')).toBe('https://rdap.coza.example/base/');
    expect(rdapBaseFor(file, 'example.org.za')).toBe('https://rdap.za.example/');
    expect(rdapBaseFor(file, 'Example.Africa')).toBe('https://rdap.nic.africa/rdap/');
    expect(rdapBaseFor(file, 'example.com')).toBeUndefined();
  });

  it('when an entry names an https and an http server, then https is asked; a URL that is not http(s) is never used', () => {
    expect(rdapBaseFor(file, 'x.co.za')?.startsWith('https://')).toBe(true);
    expect(rdapBaseFor(file, 'x.shop')).toBeUndefined();
  });

  it('when a base URL lacks its closing slash, then one is added, so the query path is appended, not swapped', () => {
    const plain = bootstrap([[['test'], ['https://rdap.example/path']]]) as RdapBootstrap;
    expect(rdapBaseFor(plain, 'a.test')).toBe('https://rdap.example/path/');
  });

  it.each([
    ['not JSON', '<html>', 'is not JSON'],
    ['no version', JSON.stringify({ publication: '2026-01-01T00:00:00Z', services: [] }), 'is not an RFC 9224 bootstrap file'],
    ['no date', JSON.stringify({ version: '1.0', services: [] }), 'has no "publication" date'],
    [
      'a bad service',
      JSON.stringify({ version: '1.0', publication: '2026-01-01T00:00:00Z', services: [['x']] }),
      'has a service',
    ],
  ])('when the file is %s, then it is refused with the reason', (_what, text, reason) => {
    expect(parseBootstrap(text)).toEqual(expect.stringContaining(reason));
  });

  it("when the shipped copy is read, then it is IANA's registry as published on 2026-06-26, with every suffix it lists, and no za entry", () => {
    const shipped = parseBootstrap(readFileSync('static/rdap/dns.json', 'utf8')) as RdapBootstrap;
    expect(typeof shipped).toBe('object');
    expect(shipped.publication).toBe('2026-06-26T18:00:02Z');
    expect(shipped.services.size).toBe(1199);
    for (const name of ['example.com', 'example.africa', 'example.joburg', 'example.capetown', 'example.durban'])
      expect(rdapBaseFor(shipped, name)).toMatch(/^https:\/\/[^/]+\//);
    expect(rdapBaseFor(shipped, 'example.joburg')).toBe('https://rdap.nic.joburg/rdap/');
    expect(rdapBaseFor(shipped, 'example.co.za')).toBeUndefined();
  });
});

describe('the WHOIS table', () => {
  it("when it is not set, then ZACR's four servers answer for their suffixes on port 43", () => {
    const servers = parseWhoisServers(ZACR_WHOIS);
    if (typeof servers === 'string') throw new Error(servers);
    expect(whoisServerFor(servers, 'shop.co.za')).toEqual({ suffix: 'co.za', host: 'coza-whois.registry.net.za', port: 43 });
    expect(whoisServerFor(servers, 'school.web.za')?.host).toBe('web-whois.registry.net.za');
    expect(whoisServerFor(servers, 'co.za')).toBeUndefined();
    expect(whoisServerFor(servers, 'example.za')).toBeUndefined();
  });

  it('when a pair names a port or an IPv6 address, then it is read; a pair without a host is refused', () => {
    expect(parseWhoisServers('co.za=127.0.0.1:4343, org.za=[::1]:43')).toEqual([
      { suffix: 'co.za', host: '127.0.0.1', port: 4343 },
      { suffix: 'org.za', host: '::1', port: 43 },
    ]);
    expect(parseWhoisServers('co.za=')).toEqual(expect.stringContaining('suffix=host[:port]'));
    expect(parseWhoisServers('co.za=host:99999')).toEqual(expect.stringContaining('suffix=host[:port]'));
  });
});

describe('the registrable name (Public Suffix List)', () => {
  it.each([
    ['www.shop.co.za', 'shop.co.za'],
    ['a.b.shop.africa', 'shop.africa'],
    ['xn--mnchen-3ya.co.za', 'xn--mnchen-3ya.co.za'],
    ['co.za', null],
  ])('when %s is typed, then %s is asked', (typed, asked) => {
    expect(registrableName(typed)).toBe(asked);
  });
});

describe("the dialog's words for each step", () => {
  it('when each answer meets each step, then the words fit the step, and a taken name to transfer or use needs none', () => {
    const words = (['register', 'transfer', 'existing'] as const).map((step) =>
      (['available', 'registered', 'unknown'] as const).map((status) => domainCheckNote(step, status)),
    );
    expect(words).toEqual([
      [
        'Available to register.',
        'Already registered: transfer it if it is yours, or choose another name.',
        "Couldn't check just now: we'll confirm.",
      ],
      ['Not registered yet: did you mean to register it?', null, "Couldn't check just now: we'll confirm."],
      ['Not registered yet: did you mean to register it?', null, "Couldn't check just now: we'll confirm."],
    ]);
  });
});

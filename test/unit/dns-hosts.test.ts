import { dnsHost, dnsHostOfNameServers, dnsHosts } from '../../shared/catalogue/dns-hosts';
import { recordAtHost } from '../../shared/email-security/record-at-host';

const dmarc = { name: '_dmarc.acme.co.za', type: 'TXT' as const, value: 'v=DMARC1; p=none; rua=mailto:"d"@acme.co.za' };
const spf = { name: 'acme.co.za', type: 'TXT' as const, value: 'v=spf1 mx -all' };

it('each host says where its facts come from and steps through the name and the value', () => {
  for (const host of dnsHosts) {
    expect(host.source).toMatch(/^https:\/\//);
    expect(host.steps.join(' ')).toContain('{name}');
    expect(host.steps.join(' ')).toContain('{value}');
  }
  // No name server is claimed by two hosts.
  const claimed = dnsHosts.flatMap((host) => host.ns);
  expect(new Set(claimed).size).toBe(claimed.length);
});

it('a host is known by any of its name servers, in any case and with a final dot; others by none', () => {
  for (const host of dnsHosts.filter((row) => row.ns.length))
    expect(dnsHostOfNameServers(['ns1.elsewhere.net', `NS2.${host.ns[0]!.toUpperCase()}.`])).toBe(host.id);
  expect(dnsHostOfNameServers(['ns1.elsewhere.net'])).toBeUndefined();
  // A name that merely ends the same way is not under it.
  expect(dnsHostOfNameServers([`not${dnsHosts.find((row) => row.ns.length)!.ns[0]}`])).toBeUndefined();
});

it.each(dnsHosts.map((host) => [host.id, host] as const))('%s: a record as its form takes it', (_id, host) => {
  const name = recordAtHost(dmarc, 'acme.co.za', host).name;
  expect(name).toBe(host.names === 'full' ? '_dmarc.acme.co.za' : '_dmarc');
  expect(recordAtHost(spf, 'acme.co.za', host).name).toBe(
    host.names === 'full' || host.apex === 'full' ? 'acme.co.za' : host.apex,
  );
  // Quoted where the form wants quotes, the value's own quotes escaped.
  expect(recordAtHost(dmarc, 'acme.co.za', host).value).toBe(
    host.txtQuotes === 'with' ? '"v=DMARC1; p=none; rua=mailto:\\"d\\"@acme.co.za"' : dmarc.value,
  );
});

it('a quoted value past 255 characters, a DKIM key say, is given as quoted strings of at most 255 each', () => {
  const key = { name: 'k1._domainkey.acme.co.za', type: 'TXT' as const, value: `v=DKIM1; k=rsa; p=${'A'.repeat(380)}"` };
  const quoted = recordAtHost(key, 'acme.co.za', dnsHost('google')).value;
  const strings = quoted.match(/"(?:[^"\\]|\\.)*"/g)!;
  expect(strings.join(' ')).toBe(quoted);
  expect(strings.map((string) => string.slice(1, -1).replace(/\\(.)/g, '$1').length)).toEqual([255, key.value.length - 255]);
  expect(strings.map((string) => string.slice(1, -1).replace(/\\(.)/g, '$1')).join('')).toBe(key.value);
});

it('without a known host: the part before the zone, @ for the zone itself, a CNAME as it is', () => {
  expect(recordAtHost(dmarc, 'acme.co.za').name).toBe('_dmarc');
  expect(recordAtHost(spf, 'acme.co.za').name).toBe('@');
  const cname = { name: 'selector1._domainkey.mail.acme.co.za', type: 'CNAME' as const, value: 'x.example.net' };
  expect(recordAtHost(cname, 'acme.co.za', dnsHost('cloudflare'))).toEqual({ ...cname, name: 'selector1._domainkey.mail' });
  // Where the form adds the domain to a target without a final dot, the target comes with one.
  expect(recordAtHost(cname, 'acme.co.za', dnsHost('hetzner')).value).toBe('x.example.net.');
});

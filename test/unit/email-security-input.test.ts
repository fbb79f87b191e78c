import { readDomainInput } from '../../server/email-security/domain-input';
import { mayConnect, parseNetworks } from '../../server/email-security/public-address';
import { domainInputProblems as words } from '../../shared/catalogue/email-security-copy';

// A web or e-mail address means its registrable domain, by the Public Suffix List.
test.each([
  ['example.co.za', 'example.co.za'],
  ['  WWW.Example.CO.ZA.  ', 'example.co.za'],
  ['https://www.example.co.za/about?x=1', 'example.co.za'],
  ['someone@mail.example.co.za', 'example.co.za'],
  ['mail.example.co.za', 'mail.example.co.za'],
  ['example.co.za/contact', 'example.co.za'],
  ['münchen.de', 'xn--mnchen-3ya.de'],
  // The other IDNA full stops end a name as a dot does (an ideographic one from a CJK keyboard).
  ['example.co.za\u3002', 'example.co.za'],
  ['someone@example.co.za\uff0e', 'example.co.za'],
  ['https://www.example.co.za\uff61/about', 'example.co.za'],
])('%j is checked as %s', (typed, domain) => {
  expect(readDomainInput(typed)).toMatchObject({ ok: true, domain });
});

test.each([
  ['münchen.de', 'münchen.de'],
  ['пример.рф', 'пример.рф'],
  ['ελλάδα.gr', 'ελλάδα.gr'],
  // Japanese and Chinese names mix Han, kana and Latin as they are written.
  ['ドメイン名例.jp', 'ドメイン名例.jp'],
  ['sony日本.jp', 'sony日本.jp'],
  // A Latin name with one Cyrillic а, or a Greek π: a look-alike, shown as browsers show it.
  ['exаmple.co.za', 'xn--exmple-4nf.co.za'],
  ['payπal.co.za', 'xn--payal-zce.co.za'],
  ['😀.co.za', 'xn--e28h.co.za'],
])('%s is shown as %s', (typed, shown) => {
  expect(readDomainInput(typed)).toMatchObject({ ok: true, shown });
});

test.each([
  ['', words.empty],
  ['192.0.2.1', words.ipAddress],
  ['https://[2001:db8::1]/', words.ipAddress],
  ['example.co.za:8080', words.port],
  ['https://example.co.za:8443/', words.port],
  ['localhost', words.localhost],
  ['co.za', words.publicSuffix('co.za')],
  ['intranet', words.noSuffix],
  ['example..co.za', words.emptyLabel],
  ['-bad.co.za', words.malformed],
  ['<script>.co.za', words.malformed],
  [`${'a'.repeat(60)}.`.repeat(5) + 'co.za', words.tooLong],
  ['x'.repeat(5000), words.tooLong],
])('input %# is refused, naming what is wrong', (typed, problem) => {
  expect(readDomainInput(typed)).toEqual({ ok: false, problem });
});

test('the check connects to public unicast addresses and allowed networks only', () => {
  const allowed = parseNetworks('127.0.0.16/28, 2001:db8:1::/48');
  const may = ['8.8.8.8', '2001:4860::8888', '127.0.0.17', '2001:db8:1::5', '64:ff9b::808:808'];
  const mayNot = [
    ['127.0.0.1', 'loopback outside the allowed network'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.0.1', 'RFC 1918'],
    ['192.168.1.1', 'RFC 1918'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['100.64.0.1', 'CGNAT'],
    ['fc00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['::1', 'loopback'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.1', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:10.0.0.1', 'RFC 1918 inside IPv4-mapped'],
    ['64:ff9b::a9fe:a9fe', 'metadata inside NAT64'],
    ['0.0.0.0', 'unspecified'],
    ['127.1', 'a short form, looked up again as a name'],
    ['2130706433', 'a number, looked up again as a name'],
    ['::7f00:1', 'loopback inside IPv4-compatible'],
  ];
  expect(may.filter((ip) => !mayConnect(ip, allowed))).toEqual([]);
  expect(mayNot.filter(([ip]) => mayConnect(ip, allowed))).toEqual([]);
  expect(() => parseNetworks('10.0.0.0/33')).toThrow('10.0.0.0/33');
});

import type { DnsAnswer } from '../../server/email-security/dns-client';
import { heldUntil, sameData } from '../../server/email-security/live-records';
import { sastClock } from '../../shared/format-date';

const cname = (value: string) => ({ name: 'selector1._domainkey.acme.co.za', type: 'CNAME' as const, value });

it('a TXT record published with a space more or less is the record suggested; another value is not', () => {
  const spf = { name: 'acme.co.za', type: 'TXT' as const, value: 'v=spf1 mx -all' };
  expect(sameData(spf, ' v=spf1  mx -all')).toBe(true);
  expect(sameData(spf, 'v=spf1 mx ~all')).toBe(false);
});

it('a part the owner fills in matches one label of what they published, nothing more', () => {
  const suggested = cname('selector1-acme-co-za._domainkey.<your tenant>.n-v1.dkim.mail.microsoft');
  expect(sameData(suggested, 'selector1-acme-co-za._domainkey.contoso.n-v1.dkim.mail.microsoft')).toBe(true);
  expect(sameData(suggested, 'selector1-acme-co-za._domainkey.a.b.n-v1.dkim.mail.microsoft')).toBe(false);
  expect(sameData(suggested, 'selector1-acme-co-za._domainkey.contoso.n-v1.dkim.mail.microsoft.evil')).toBe(false);
});

it('a resolver still holding the old answer holds it for its TTL; one that failed to answer holds nothing we know of', () => {
  const spf = { name: 'acme.co.za', type: 'TXT' as const, value: 'v=spf1 mx -all' };
  const now = Date.parse('2026-03-03T10:00:00Z');
  const answer = (rcode: string, value?: string): DnsAnswer => ({
    rcode,
    secure: false,
    authoritative: false,
    answers: value ? [{ type: 'TXT', name: 'acme.co.za', ttl: 3600, data: [Buffer.from(value)] }] : [],
    authorities: [],
  });
  expect(heldUntil(answer('NOERROR', 'v=spf1 a -all'), spf, now)).toBe('2026-03-03T11:00:00.000Z');
  expect(heldUntil(answer('NOERROR', 'v=spf1 mx -all'), spf, now)).toBeUndefined();
  for (const rcode of ['SERVFAIL', 'REFUSED']) expect(heldUntil(answer(rcode), spf, now)).toBeUndefined();
  // A negative answer without the SOA that says for how long: nothing to tell either.
  expect(heldUntil(answer('NXDOMAIN'), spf, now)).toBeUndefined();
});

it('a moment is told as a clock on the day it is compared with, and with its day on another', () => {
  expect(sastClock('2026-03-03T10:00:05Z', '2026-03-03T09:59:00Z')).toBe('12:00:05 SAST');
  expect(sastClock('2026-03-04T10:00:05Z', '2026-03-03T09:59:00Z')).toBe('2026-03-04 12:00:05 SAST');
});

import { sameData } from '../../server/email-security/live-records';

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

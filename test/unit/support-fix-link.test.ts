import { supportFixQuery } from '../../shared/catalogue/support-request-copy';

/** "Ask us to fix this" opens the form for a plain ASCII domain (known checks: the processes test). */
it.each([
  // A result gives an internationalised domain in its ASCII form, its top level one too.
  ['domain=xn--e1afmkfd.xn--p1ai&fix=spf', 'domain=xn--e1afmkfd.xn--p1ai&fix=spf'],
  ['domain=пример.рф&fix=spf', ''],
  ['domain=example&fix=spf', ''],
])('the query %p opens the form as %p', (query, opened) => {
  expect(supportFixQuery(query)).toBe(opened);
});

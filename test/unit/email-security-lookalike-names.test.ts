import { LOOKALIKE_NAMES_MAX, lookalikeNames } from '../../server/email-security/lookalike-names';
import { createOutsideBudget, type OutsideBudget } from '../../server/email-security/outside-budget';
import { memoryCounter } from '../support/memory-counter';

const namesOf = (domain: string) => lookalikeNames(domain).names;

test.each([
  ['mail.kopano.co.za', 'kopan0.co.za', '0 for o, of the registrable domain alone'],
  ['rnvv10.co.za', 'rnvv1o.co.za', 'o for 0'],
  ['sell-more.co.za', 'se1l-more.co.za', '1 for l'],
  ['rnvv10.co.za', 'rnvvl0.co.za', 'l for 1'],
  ['sell-more.co.za', 'sell-rnore.co.za', 'rn for m'],
  ['rnvv10.co.za', 'mvv10.co.za', 'm for rn'],
  ['swell.co.za', 'svvell.co.za', 'vv for w'],
  ['rnvv10.co.za', 'rnw10.co.za', 'w for vv'],
  ['kopano.co.za', 'kpano.co.za', 'a letter left out'],
  ['kopano.co.za', 'koppano.co.za', 'a letter doubled'],
  ['kopano.co.za', 'kopnao.co.za', 'two letters swapped'],
  ['kopano.co.za', 'lopano.co.za', 'a neighbouring key'],
  ['kopano.co.za', 'kop-ano.co.za', 'a hyphen added'],
  ['sell-more.co.za', 'sellmore.co.za', 'a hyphen left out'],
  ...['com', 'africa', 'za.com', 'org.za', 'net.za'].map((suffix) => ['kopano.co.za', `kopano.${suffix}`, 'another ending']),
  ['kopano.com', 'kopano.co.za', 'another ending'],
  ['kopano.za.com', 'kopan0.za.com', 'a private suffix kept as the ending'],
])('%s has the look-alike %s (%s)', (domain, lookalike) => {
  expect(namesOf(domain)).toContain(lookalike);
});

test('each look-alike is a valid domain name other than the checked one, at most 200 of them, closest first', () => {
  const names = namesOf('kopano.co.za');
  expect(names).not.toContain('kopano.co.za');
  const order = ['kopan0.co.za', 'kopano.com', 'kopnao.co.za', 'kpano.co.za', 'kop-ano.co.za', 'lopano.co.za'];
  const at = order.map((name) => names.indexOf(name));
  // Every one is there (a missing one's -1 would sort first), and in this order.
  expect(at.every((index) => index >= 0)).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
  // Hyphens only inside a label, and never two at its third and fourth characters (reserved, as in xn--).
  expect(namesOf('ab-cd.co.za').filter((name) => /^-|-\.|^..--/.test(name))).toEqual([]);
  expect(namesOf('x.co.za')).not.toContain('.co.za');
  expect(namesOf(`${'invoices'.repeat(7)}.co.za`)).toHaveLength(LOOKALIKE_NAMES_MAX);
  // An IDN's A-label is not permuted: its slips would be of punycode, not of what a reader sees.
  expect(namesOf('xn--gne-example-rnj.co.za')).toEqual(
    ['com', 'africa', 'za.com', 'org.za', 'net.za'].map((suffix) => `xn--gne-example-rnj.${suffix}`),
  );
});

test('strangers spend the visitors’ share of the day’s look-alike runs, never the watch’s fifth', async () => {
  const day = { counter: memoryCounter(), blocklistPerDay: 1, lookalikesPerDay: 10 };
  const [visitors, watch] = [createOutsideBudget(day), createOutsideBudget({ ...day, watch: true })];
  const taken = async (budget: OutsideBudget, times: number) => {
    const said = [];
    for (let n = 0; n < times; n++) said.push(await budget.take({ kind: 'lookalikes' }));
    return said.filter(Boolean).length;
  };
  expect([await taken(visitors, 20), await taken(watch, 3)]).toEqual([8, 2]);
});

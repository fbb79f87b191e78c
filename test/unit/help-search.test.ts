import { searchHelp } from '../../shared/help/search';
import { HELP_QUERY_MAX, normaliseHelpQuery } from '../../shared/help/paths';

const firstFor = (query: string) => searchHelp(query)[0]?.slug;

describe('searching the help centre', () => {
  it.each([
    ['tranfer', 'transfer-a-domain'],
    ['transfer co.za', 'transfer-a-domain'],
    ['ssh key', 'make-an-ssh-key'],
    ['ssh-keygen windows', 'make-an-ssh-key'],
    ['nameservers', 'point-a-domain-at-us'],
    ['load-shedding', 'uptime-and-load-shedding'],
    ['cancel', 'billing-and-cancelling'],
    ['outlok', 'set-up-email-in-outlook'],
    ['POPIA', 'how-we-handle-your-data'],
    ['anydesk', 'remote-support-session'],
  ])('when a visitor searches for "%s", then the first result is %s', (query, slug) => {
    expect(firstFor(query)).toBe(slug);
  });

  it('when the words match nothing, then there are no results', () => {
    expect(searchHelp('qwxzv plmkj')).toEqual([]);
  });

  it('when the query is empty or only spaces, then nothing is searched', () => {
    expect(searchHelp('')).toEqual([]);
    expect(searchHelp('   ')).toEqual([]);
  });

  it('when a query is very long, then only its first characters are searched, spaces collapsed', () => {
    expect(normaliseHelpQuery(`  ssh   key ${'x'.repeat(500)}`)).toHaveLength(HELP_QUERY_MAX);
    expect(normaliseHelpQuery('  ssh   key ')).toBe('ssh key');
  });
});

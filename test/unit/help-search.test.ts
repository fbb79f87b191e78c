import { HELP_WORDS_MAX, helpQueryWords, searchHelp } from '../../shared/help/search';
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
    ['phishing', 'check-an-email-before-you-pay'],
    ['invoice fraud', 'check-an-email-before-you-pay'],
    ['banking details', 'check-an-email-before-you-pay'],
  ])('when a visitor searches for "%s", then the first result is %s', (query, slug) => {
    expect(firstFor(query)).toBe(slug);
  });

  it.each(['qwxzv plmkj', '', '   '])('when the query is %j, then there are no results', (query) => {
    expect(searchHelp(query)).toEqual([]);
  });

  it('when a query is very long, then only its first characters are searched, spaces collapsed', () => {
    expect(normaliseHelpQuery(`  ssh   key ${'x'.repeat(500)}`)).toHaveLength(HELP_QUERY_MAX);
    expect(normaliseHelpQuery('  ssh   key ')).toBe('ssh key');
  });

  it('when a word is repeated, in any case, then it is searched once, in its first place', () => {
    expect(helpQueryWords('SSH key ssh Key ssh windows')).toEqual(['ssh', 'key', 'windows']);
    expect(searchHelp('ssh ssh ssh ssh key')).toEqual(searchHelp('ssh key'));
  });

  it('when a query has many words, then only its first 8 different words are searched', () => {
    expect(HELP_WORDS_MAX).toBe(8);
    const many = 'transfer a domain to us from another registrar with its epp code and the nameservers of the zone';
    expect(helpQueryWords(many)).toEqual(['transfer', 'a', 'domain', 'to', 'us', 'from', 'another', 'registrar']);
    expect(searchHelp(many).map((a) => a.slug)).toEqual(
      searchHelp('transfer a domain to us from another registrar').map((a) => a.slug),
    );
  });

  it('when a word is shorter than 3 letters, then it matches only as it is: no prefix, no typo forgiven', () => {
    expect(searchHelp('ssh')[0]?.slug).toBe('make-an-ssh-key');
    expect(searchHelp('ss')).toEqual([]);
    expect(searchHelp('sx')).toEqual([]);
  });
});

import { mailProvider, providerSpf } from '../../shared/catalogue/mail-providers';

describe('a gateway’s SPF include follows the region its inbound hosts name', () => {
  it.each(['eu', 'de', 'us', 'au'])(
    'when the MX is Mimecast’s %s host, then its own region’s include, not the global one',
    (region) => {
      const { term, every } = providerSpf('mimecast', [`${region}-smtp-inbound-1.mimecast.com`]);
      expect(term).toMatch(new RegExp(`^include:${region}\\._netblocks\\.`));
      expect(every).toContain(term);
    },
  );

  it('when the MX is a Mimecast host of no known region, then the global include', () => {
    const global = mailProvider('mimecast')?.mx.at(-1)?.spf;
    expect(providerSpf('mimecast', ['smtp-inbound-1.mimecast.com']).term).toBe(global);
  });
});

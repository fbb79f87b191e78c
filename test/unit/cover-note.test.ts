import { supplierInCover } from '../../server/message-check-mail/cover-note';

/** The forwarder's domain, as DMARC passed it, and the check address's: never the supplier. */
const OWN = ['kopano.co.za', 'kopano-it.test'];
/** Thandi's signature: her address, her company's site, a colleague's address on a subdomain. */
const SIGNATURE = '--\nThandi Nkosi, Accounts\naccounts@kopano.co.za\nwww.kopano.co.za\n<creditors@mail.kopano.co.za>';

describe('the supplier named in the cover of a forward', () => {
  test('when the cover names none, then the forwarder’s own address, site and subdomains in her signature are not taken for one', () => {
    expect(supplierInCover(`Is this real?\n\n${SIGNATURE}`, OWN)).toBeNull();
  });

  test('when she labels her own domain or the check address’s as the supplier, then neither is taken', () => {
    expect(supplierInCover('Supplier: billing@kopano.co.za\n', OWN)).toBeNull();
    expect(supplierInCover('Supplier: check@kopano-it.test\n', OWN)).toBeNull();
  });

  test('when she names the supplier above her signature, then the supplier is taken, not her domain', () => {
    expect(supplierInCover(`Is this real?\nproteaoffice.co.za\n\n${SIGNATURE}`, OWN)).toBe('proteaoffice.co.za');
    expect(supplierInCover(`${SIGNATURE}\nSupplier: billing@proteaoffice.co.za`, OWN)).toBe('billing@proteaoffice.co.za');
  });
});

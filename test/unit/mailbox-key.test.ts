import { mailboxKey } from '../../server/email-address';

describe('the mailbox an address reaches', () => {
  it('when a Gmail address is written with capitals, dots, a +tag or googlemail.com, then it is the one mailbox', () => {
    const spellings = ['Lerato.Mokoena@gmail.com', 'leratomokoena+quotes@GoogleMail.com', 'l.e.r.a.t.o.mokoena+a.b@GMAIL.COM'];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['leratomokoena@gmail.com']));
  });

  it('when another provider’s address has dots, then they are kept: there they name another mailbox', () => {
    expect(mailboxKey('Lerato.Mokoena+Orders@Example.co.za')).toBe('lerato.mokoena@example.co.za');
    expect(mailboxKey('leratomokoena@example.co.za')).not.toBe(mailboxKey('lerato.mokoena@example.co.za'));
  });
});

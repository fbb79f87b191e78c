import { replyProof } from '../../server/support/reply-proof';

const TOKEN = 'Qm9vdHN0cmFwIHRva2VuIG9mIGEgcmVxdWVzdCBsaW5r';
const OTHER = 'T3RoZXIgdG9rZW4gb2YgYW5vdGhlciByZXF1ZXN0IGxp';

describe('the reply proof of a status link (only the receipt e-mail’s link may reply)', () => {
  const proof = replyProof('a key of the site, long enough');

  it('when the proof is the receipt’s, then it holds, is 22 characters of base64url and is the same each time', () => {
    const given = proof.of(TOKEN);
    expect(given).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(proof.of(TOKEN)).toBe(given);
    expect(proof.holds(TOKEN, given)).toBe(true);
  });

  it('when the proof is missing, altered, of another token or made with another key, then it does not hold', () => {
    const given = proof.of(TOKEN);
    const altered = `${given.slice(0, -2)}${given.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const wrong of [undefined, null, '', altered, given.slice(1), `${given}A`, `${given}=`, proof.of(OTHER)])
      expect(proof.holds(TOKEN, wrong)).toBe(false);
    expect(replyProof('another key of another site').holds(TOKEN, given)).toBe(false);
  });
});

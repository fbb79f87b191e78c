import { randomBytes } from 'node:crypto';
import { company } from '../shared/catalogue/company';

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/**
 * A request's reference: the company's prefix and 8 random characters, 40 bits from the
 * operating system's generator. Not guessable, so it proves nothing and reveals nothing; unique in
 * practice (a 1 in 10,000 chance of any repeat only after about 15,000 requests).
 */
export function newReference(prefix: string = company.referencePrefix): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `${prefix}-${code}`;
}

/**
 * The institutions a display name may claim and the platforms anyone can send through, from the
 * catalogue (shared/catalogue/claimed-senders.ts), matched against a message's sender; and the
 * domains every clerk here knows, which a look-alike imitates: theirs and the company's own.
 */
import { INSTITUTIONS, PLATFORMS, type Institution, type Platform } from '../../shared/catalogue/claimed-senders';
import { company } from '../../shared/catalogue/company';

/** Whether `domain` is `of` or a name under it (`x.gov.za` under gov.za). */
const under = (domain: string, of: string) => domain === of || domain.endsWith(`.${of}`);

/** The platform a registrable domain sends for. */
export const platformOf = (domain: string): Platform | undefined =>
  PLATFORMS.find((platform) => platform.domains.some((own) => under(domain, own)));

/** The institution a display name's words claim, each of its claims matched as whole words. */
export function claimedInstitution(words: readonly string[]): Institution | undefined {
  const text = ` ${words.join(' ')} `;
  return INSTITUTIONS.find((institution) => institution.claims.some((claim) => text.includes(` ${claim} `)));
}

/** The institution whose own domain `domain` is, where one is. */
export const institutionOf = (domain: string): Institution | undefined =>
  INSTITUTIONS.find((institution) => institution.domains.some((own) => under(domain, own)));

export const isInstitutions = (institution: Institution, domain: string): boolean =>
  institution.domains.some((own) => under(domain, own));

/** The domains a look-alike is compared with beside those the clerk named: the institutions', the platforms', the company's. */
export const KNOWN_DOMAINS: readonly string[] = [
  ...INSTITUTIONS.flatMap((institution) => institution.domains).filter((domain) => domain !== 'gov.za'),
  ...PLATFORMS.flatMap((platform) => platform.domains),
  company.email.display.slice(company.email.display.indexOf('@') + 1),
];

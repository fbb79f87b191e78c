import type { EmailSecurityChecker } from '../../server/email-security/checker-types';
import type { EmailSecurityResult } from '../../shared/email-security/result';

/**
 * A checker whose every result is given (by domain, or the one result): for tests of what the site
 * does with a result, not of the check. "Is it live?" is not theirs to ask: it fails if asked.
 */
export function fixedChecker(resultOf: EmailSecurityResult | ((domain: string) => EmailSecurityResult)): EmailSecurityChecker {
  const of = typeof resultOf === 'function' ? resultOf : () => resultOf;
  return {
    kept: of,
    check: async (domain) => of(domain),
    live: () => Promise.reject(new Error('"Is it live?" is asked of the lab, not of a fixed result')),
  };
}

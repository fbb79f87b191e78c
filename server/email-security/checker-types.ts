import type { EmailSecurityResult, Finding } from '../../shared/email-security/result';

/** Runs "Is my e-mail safe?" for a domain, keeping each domain's result about 10 minutes, shared by every visitor. */
export interface EmailSecurityChecker {
  /**
   * The result for a domain (its ASCII form, from readDomainInput): the kept one when there is,
   * else a new check, each finding handed to `onFinding` as it arrives. Rejects with BusyError
   * when as many checks as the site allows are running.
   */
  check(domain: string, options?: { selector?: string; onFinding?: (finding: Finding) => void }): Promise<EmailSecurityResult>;
  /** The kept result for a domain, if a check of it finished within the last 10 minutes. */
  kept(domain: string): EmailSecurityResult | undefined;
}

/** Every check slot site-wide is taken: answered 503 with Retry-After. */
export class BusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('email security checks busy');
  }
}

import type { LiveCheck, EmailSecurityResult, Finding } from '../../shared/email-security/result';
import { HttpError } from '../errors';

/** Who asks for a check: the client as the rate limits count it, and a signal that aborts when they go. */
export interface Asker {
  client?: string;
  gone?: AbortSignal;
}

/** Runs "Is my e-mail safe?" for a domain, keeping each domain's result about 10 minutes, shared by every visitor. */
export interface EmailSecurityChecker {
  /**
   * The result for a domain (its ASCII form, from readDomainInput): the kept one when there is,
   * else a new check, each finding handed to `onFinding` as it arrives. Rejects with BusyError
   * when as many checks as the site allows are running, or as the client may await; with
   * VisitorGone when `gone` aborts first.
   */
  check(
    domain: string,
    options?: { selector?: string; onFinding?: (finding: Finding) => void } & Asker,
  ): Promise<EmailSecurityResult>;
  /**
   * "Is it live?" for a result (asked with `selector`): each record it asks to publish, asked of the
   * domain's own name servers now, and the findings those live change read again. The answer is
   * never kept, the findings are; within a few seconds (LIVE_TIMES), and counted as a check is but
   * in a pool of its own (BusyError past the site's live runs or the client's share).
   */
  live(result: EmailSecurityResult, options?: Asker & { selector?: string }): Promise<EmailSecurityResult & { live: LiveCheck }>;
  /** The kept result for a domain, if a check of it finished within the last 10 minutes. */
  kept(domain: string): EmailSecurityResult | undefined;
}

/** Every check slot site-wide is taken, or the client's share: answered 503 with Retry-After. */
export class BusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('email security checks busy');
  }
}

/**
 * The visitor went before their answer (nginx's 499, "client closed request"): nobody reads what
 * is sent, and nothing is logged but the request's own line.
 */
export class VisitorGone extends HttpError {
  constructor() {
    super(499, 'The visitor went before the answer.', undefined, { quiet: true });
  }
}

/**
 * What became of a message to the check address, as counted in
 * `message_check_forwards_total{outcome}`, and the SMTP reply each gets: 250 only once the reply
 * to its forwarder is in the outbox (or was already), a 5xx where no answer will ever go, a 4xx
 * where one may later (a DNS failure now, a budget spent for the hour or the day).
 */
export type ForwardOutcome =
  'answered' | 'inline' | 'duplicate' | 'unauthenticated' | 'automatic' | 'malformed' | 'too_large' | 'over_budget' | 'deferred';

/** The budgets of answers (check-mail-settings.ts): one forwarder's hour, one domain's day, the site's day. */
export type Budget = 'sender' | 'domain' | 'site';

export interface ForwardResult {
  outcome: ForwardOutcome;
  budget?: Budget;
  /** Why it was not answered, for the log: never an address. */
  detail?: string;
}

export const FORWARD_REPLIES: Record<ForwardOutcome, { code: number; text: string }> = {
  answered: { code: 250, text: '2.0.0 Checked: the answer is on its way to your address' },
  inline: { code: 250, text: '2.0.0 Nothing attached: how to forward it as an attachment is on its way to your address' },
  duplicate: { code: 250, text: '2.0.0 Answered already' },
  unauthenticated: { code: 550, text: '5.7.1 Only mail whose From passes DMARC is answered here' },
  automatic: { code: 550, text: '5.7.1 Automatic mail is not answered here' },
  malformed: { code: 554, text: '5.6.0 The message cannot be read' },
  too_large: { code: 552, text: '5.3.4 Message too big to check' },
  over_budget: { code: 452, text: '4.5.3 Too many messages checked, try again later' },
  deferred: { code: 451, text: '4.3.0 Cannot check the message now, try again later' },
};

/** The refusal of a budget spent, at RCPT or after DATA: which one, so the forwarder knows when to try again. */
export const BUDGET_REPLIES: Record<Budget, string> = {
  sender: '4.5.3 Too many messages checked for this address this hour, try again in an hour',
  domain: '4.5.3 Too many messages checked for this domain today, try again tomorrow',
  site: '4.5.3 Too many messages checked today, try again tomorrow',
};

/** Mail for the check address with no sender to answer (a bounce: MAIL FROM:<>), refused at RCPT. */
export const BOUNCE_REPLY = { code: 550, text: '5.7.1 Bounces are not taken at this address' };
/** A transaction for both addresses: the report intake and the check read a message differently. */
export const ONE_ADDRESS_REPLY = { code: 452, text: '4.5.3 One of these addresses per message, send the other again' };

/**
 * The receivers whose DMARC aggregate reports tell an owner what their mail does: the mailbox
 * providers that report at scale, each with the domains whose DKIM signature its reports carry
 * (the organisational domain report-signature.ts proves for a report's From). Only their reports
 * decide the digest's verdict, its counts and the senders it names; a report signed by any other
 * domain is a stranger's (anyone with a domain can sign one), kept and shown apart.
 *
 * Only a domain no stranger can have a mailbox at is listed: a provider's consumer domain
 * (gmail.com, outlook.com, yahoo.com, comcast.net, mail.ru, yandex.ru, gmx.net, zoho.com,
 * fastmail.com) signs every user's mail as itself, so a report a user sends from it would prove
 * nothing; those providers' reports count once they sign them with a corporate domain of their own.
 *
 * Source: the From address and DKIM signing domain of each receiver's own aggregate reports, as
 * they arrive (Google's from noreply-dmarc-support@google.com, Microsoft's for Outlook.com and
 * Microsoft 365 from dmarcreport@microsoft.com). Yahoo's come from noreply@dmarc.yahoo.com, whose
 * organisational domain yahoo.com signs every Yahoo user's mail too, so they are not listed: they
 * are shown apart until the list can name a receiver by its reports' exact From domain.
 * This file is the list that is kept: a receiver is added once its reports are seen signed with a
 * domain that gives no mailbox to the public, and a stranger's reports from it show the owner whom
 * to add (the digest's "Reports we do not count").
 */
export interface DmarcReporter {
  id: string;
  name: string;
  /** The organisational domains its reports are DKIM-signed with, lower case. */
  signs: readonly string[];
}

export const DMARC_REPORTERS: readonly DmarcReporter[] = [
  { id: 'google', name: 'Google', signs: ['google.com'] },
  { id: 'microsoft', name: 'Microsoft', signs: ['microsoft.com'] },
];

/** Every domain a known receiver signs its reports with. */
export const knownReportSigners: readonly string[] = DMARC_REPORTERS.flatMap((reporter) => reporter.signs);

/** Whether a report signed for `signedBy` (an organisational domain) is a known receiver's. */
export const isKnownReporter = (signedBy: string): boolean => knownReportSigners.includes(signedBy.toLowerCase());

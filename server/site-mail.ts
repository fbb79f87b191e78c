import { reviewMail } from './assessment/review-mail';
import { callbackMail } from './callback/callback-mail';
import { contactMail } from './contact/contact-mail';
import { orderMail } from './contact/order-mail';
import { supportMail } from './support/support-mail';
import { supportReceiptMail } from './support/support-receipt';
import { checkReplyMail } from './message-check-mail/check-reply-mail';
import { dmarcAlertMail } from './dmarc-reports/alert-mail';
import { dmarcDigestMail } from './dmarc-reports/digest-mail';
import { emailSecurityReviewMail } from './email-security/review-mail';
import { watchAlertMail, watchConfirmMail, watchNewMail } from './email-watch/watch-mail';
import { mailKinds, type RequestOf } from './mail/mail-kind';
import { createMailServiceFor, type MailService, type MailServiceOptions } from './mail/mail-service';

/**
 * Every kind of mail the site sends, each registered in its feature's folder (mail-kind.ts says
 * what a registration holds). The outbox knows none of them: this is where they are put together,
 * for the site (server/index.ts) and the operator's `outbox` command alike, as site-tables.ts puts
 * the database's tables together.
 */
const SITE_MAIL = [
  contactMail,
  orderMail,
  callbackMail,
  reviewMail,
  emailSecurityReviewMail,
  watchConfirmMail,
  watchAlertMail,
  watchNewMail,
  dmarcDigestMail,
  dmarcAlertMail,
  supportMail,
  supportReceiptMail,
  checkReplyMail,
] as const;

export const siteMailKinds = mailKinds(SITE_MAIL);

/** A request of one of the site's kinds, as the endpoint queues it. */
export type SiteRequest = RequestOf<(typeof SITE_MAIL)[number]>;

/** The site's mail service: the outbox with the site's kinds. */
export const createMailService = (o: MailServiceOptions): MailService => createMailServiceFor(siteMailKinds, o);

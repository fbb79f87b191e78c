/**
 * "E-mail me if this gets worse": the words of the form under an e-mail check's result and of its
 * answer, apart from the pages' (email-watch-copy.ts), so that the form carries only its own.
 */
import { EMAIL_WATCH_CONFIRM_HOURS, EMAIL_WATCH_LIMITS } from '../email-security/watch';
import { company } from './company';

export const hours = `${EMAIL_WATCH_CONFIRM_HOURS} hours`;
const { perAddress, perDomain } = EMAIL_WATCH_LIMITS;

/** What a watch looks for and sends, said once for the form and the confirmed page. */
export const whatIsSent =
  'an e-mail only when something gets worse: a record removed or weakened, a mail server on a blocklist, a certificate about to expire, or a new look-alike domain that can receive mail. Each one says what changed and how to fix it.';

export const emailWatchFormCopy = {
  form: {
    heading: 'E-mail me if this gets worse',
    intro: (shown: string) => `We keep checking ${shown} and send you ${whatIsSent} Free, and you can stop at any time.`,
    email: 'Your e-mail address *',
    emailHint: (shown: string) =>
      `It must be at ${shown} or a name under it (you@${shown}), so that no one can sign up someone else.`,
    /** The tick box, off unless ticked: a request to be contacted, apart from the alerts. */
    contact: 'Also contact me about fixing what the check finds',
    send: 'Watch this domain',
    sending: 'Sending…',
    /** On the button while a press waits for the robot check, still starting, to finish. */
    waiting: 'Checking you are not a robot…',
    captchaRequired: 'Please tick the verification box above the button first.',
    failure: 'Your request could not be sent. Please try again in a minute.',
    /** The POPIA notice, before the link to the privacy policy. */
    privacy: `We keep your e-mail address, this domain and the findings we last saw, only to e-mail you when they get worse; we contact you about anything else only if you tick the box above (POPIA). We keep them until you stop the watch with the link in any of its e-mails; a request you do not confirm within ${hours} is deleted. Our Information Officer is ${company.informationOfficer} (${company.email.display}). See our `,
  },
  /**
   * The one answer to a request that passed the form's checks, whether a link went or not, so that
   * no one learns from it which addresses watch a domain; `noLink` says honestly when none goes.
   */
  asked: {
    heading: 'Check your inbox',
    text: (email: string, shown: string) =>
      `If ${email} can watch ${shown}, we have sent it a link. Open it within ${hours} and press its button to start watching; until then nothing is watched, and if you do not, we delete the request.`,
    noLink: `No link is sent if the address watches the domain already or has a link waiting, if the address or the domain has as many watches as we allow (${perAddress} domains per address, ${perDomain} addresses per domain), or if we have sent it or its domain as many links as we can for now.`,
    notReceived: 'Nothing arrived? Look in your junk folder, or ask again from the check tomorrow.',
  },
} as const;

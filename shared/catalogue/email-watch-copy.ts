/**
 * "E-mail me if this gets worse": the words of the form under an e-mail check's result and of the
 * pages that answer it, confirm a watch and stop one. Their titles are in page-meta-copy.ts.
 */
import { EMAIL_WATCH_LIMITS } from '../email-security/watch';
import { emailWatchFormCopy, hours, whatIsSent } from './email-watch-form-copy';

const { perAddress, perDomain } = EMAIL_WATCH_LIMITS;

export const emailWatchCopy = {
  ...emailWatchFormCopy,
  refused: {
    heading: 'Your domain is not watched yet',
    /** The link back to the domain's result, where the form is. */
    back: 'Back to the check, to try again',
    /** Over the form sent without JavaScript, filled in again with its problem. */
    again: 'Your request was not sent. The form below is as you filled it in: put right what it says, and send it again.',
    /** Under that form: the domain's result, where the form was. */
    result: 'Back to the domain’s result',
  },
  /** The confirmation link opened: nothing happens until its one button is pressed (a mail scanner opens links too). */
  confirm: {
    heading: (shown: string) => `Start watching ${shown}?`,
    text: `Press the button to start. Until you do, nothing is watched, and a request not confirmed within ${hours} is deleted.`,
    button: (shown: string) => `Start watching ${shown}`,
  },
  confirmed: {
    heading: (shown: string) => `You are watching ${shown}`,
    sent: `We will send you ${whatIsSent}`,
    stop: 'Every e-mail we send has a link that stops the watch at once.',
    findings: 'What we saw when you confirmed',
  },
  /** The confirmation link opened or pressed again while it lasts (a mail scanner, a second click). */
  alreadyConfirmed: {
    heading: (shown: string) => `You are already watching ${shown}`,
    text: 'This link has started the watch already, and it is on. Every e-mail we send has a link that stops it at once.',
    link: 'Check a domain',
  },
  unknown: {
    heading: 'This link no longer works',
    text: `It has expired (a confirmation link lasts ${hours}), its watch was stopped, or it was never valid. Check your domain again and ask for a watch anew.`,
    link: 'Check a domain',
  },
  stop: {
    heading: (shown: string) => `Stop watching ${shown}?`,
    text: 'We delete your address, the domain and the findings we kept at once, and send nothing more.',
    button: (shown: string) => `Stop watching ${shown}`,
  },
  stopped: {
    heading: (shown: string) => `You no longer watch ${shown}`,
    text: 'We have deleted your address, the domain and the findings we kept. You can watch it again at any time from the check.',
    link: 'Check a domain',
  },
  /** The stop link opened or pressed again once its watch is gone (a mail scanner, a second click). */
  alreadyStopped: {
    heading: 'This watch is stopped already',
    text: 'We deleted the address, the domain and the findings we kept when it was stopped, and send nothing more. You can watch a domain again at any time from the check.',
    link: 'Check a domain',
  },
  /** Why a request for a watch, or its confirmation, is refused (the server's answer; nothing is stored or started). */
  problems: {
    address: 'Please enter one e-mail address, like you@example.co.za.',
    routed: 'The address may not hold % or ! before the @: a mail server could pass it on to another domain.',
    otherDomain: (domain: string) =>
      `The address must be at ${domain} or a name under it, so that no one can sign up someone else.`,
    noDomain: 'This domain does not exist, so there is nothing to watch.',
    /** A null MX (`MX 0 .`): no address at the domain can receive the link, so no watch can start. */
    noMail: (shown: string) =>
      `${shown} takes no e-mail (its null MX record says so), so no address there can receive the link that starts a watch. Nothing can be watched here.`,
    captcha: 'The captcha was not accepted. Please solve it again.',
    unavailable: 'Your request could not be received just now. Please try again in a moment.',
    /**
     * The form sent without JavaScript (no captcha) has a budget of its own: what is used up, said
     * as it is, with the way on (JavaScript, or later). Never the address's fault.
     */
    noScriptClient: (perHour: number) =>
      `This form, sent without JavaScript, takes ${perHour === 1 ? 'one request' : `${perHour} requests`} an hour from one connection, and yours has sent them. Please try again in an hour, or turn JavaScript on and send it now.`,
    noScriptDomain: (shown: string, perDay: number) =>
      `This form, sent without JavaScript, asks for at most ${perDay === 1 ? 'one link' : `${perDay} links`} a day for ${shown} from one connection, and this connection has asked for today’s. Please try again tomorrow, or turn JavaScript on and send it now.`,
    noScriptDay: (perDay: number) =>
      `This form, sent without JavaScript, sends at most ${perDay === 1 ? 'one link' : `${perDay} links`} a day for the whole site, and today’s are used up. Please try again tomorrow, or turn JavaScript on and send it now.`,
    /** Told to whoever holds the confirmation link, when its button is pressed. */
    addressLimit: `This address already watches as many domains as we allow (${perAddress}). Stop one with the link in its e-mails, then press the button again.`,
    domainLimit: `This domain is already watched by as many addresses as we allow (${perDomain}), so this watch cannot start.`,
  },
  /** The watch page asked for by itself, with nothing to answer. */
  none: {
    heading: 'Watch your domain',
    text: 'Check your domain first: under its result you can ask us to e-mail you when something gets worse.',
    link: 'Check my domain',
  },
} as const;

/**
 * The words of "Is this e-mail genuine?"'s answer: the three outcomes, each reason as one sentence,
 * the evidence, and what to do next (the steps before paying follow SABRIC's advice and the banks'
 * account verification). A chunk of their own on the page: they load with an answer.
 */
import type { AttachmentSeen, CheckedBy, FromUnclear, Outcome, Reason, Stake } from '../genuine-email/answer';

const provider: Record<CheckedBy, string> = {
  microsoft: 'Microsoft 365',
  google: 'Google',
  site: 'We',
};

/** Who wrote a results header that was ignored: a host name where it gives one. */
const writer = (name: string | null) => (name && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(name) ? name : 'a server before yours');

/** Why a From line names no one sender, said plainly. */
const fromUnclear: Record<FromUnclear, string> = {
  none: 'it has no From address',
  several: 'its From line names more than one sender',
  disagree: 'its From line is written so that mail programs read different addresses in it',
  'not-a-domain': 'its From address is at no domain that can exist',
};

/** "a.co", "a.co and b.co", "a.co, b.co, c.co and 12,345 other domains". */
const domainList = (domains: readonly string[], more: number) => {
  const count = String(more).replace(/\B(?=(\d{3})+$)/g, ',');
  const named = more > 0 ? [...domains, `${count} other domain${more === 1 ? '' : 's'}`] : domains;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
};

export const genuineEmailAnswerCopy = {
  /** Asked under an answer whose sender is proven and nobody named: the same message checked again with the sender named. */
  ask: {
    label: 'Who should it be from? Their e-mail address or domain, from your own records',
    submit: 'Check again',
    withoutScript: {
      before: 'Type their e-mail address or domain in',
      field: '“Who should it be from?”',
      after: 'above, choose the e-mail’s file again (or paste its headers) and check again.',
    },
  },
  /** The answer's heading: a proven sender nobody named is asked about; a free mailbox named by its address is said by it. */
  headline: (result: { outcome: Outcome; domain: string | null; reasons: readonly Reason[] }): string => {
    const domain = result.domain ?? '';
    const mailbox = result.reasons.find((reason) => reason.id === 'named-mailbox');
    if (result.outcome === 'genuine' && mailbox) return genuineEmailAnswerCopy.outcomes.genuine(mailbox.address);
    if (result.outcome === 'cant-tell' && result.reasons.some((reason) => reason.id === 'nobody-named'))
      return `Sent by ${domain}: is that who you deal with?`;
    return genuineEmailAnswerCopy.outcomes[result.outcome](domain);
  },
  outcomes: {
    genuine: (domain: string) => `Really from ${domain}`,
    'not-from': () => 'Not from who it claims',
    'cant-tell': () => 'Can’t tell',
  } satisfies Record<Outcome, (domain: string) => string>,
  checkedBy: {
    microsoft: 'Microsoft 365 checked this when it arrived.',
    google: 'Google checked this when it arrived.',
    site: 'Your mail service left no check we can trust, so we checked what we could ourselves.',
  } satisfies Record<CheckedBy, string>,
  /** Always beside a genuine verdict. */
  caveat:
    'A genuine sender is not a safe request: criminals take over real mailboxes and send fake invoices from them. Confirm any payment or change of banking details by phone first.',
  reasonsTitle: 'Why',
  reason: (reason: Reason): string => {
    switch (reason.id) {
      case 'provider-pass':
        return reason.by === 'site'
          ? `Its signature and sending server check out for ${reason.domain}, and line up with its From address.`
          : `${provider[reason.by]} confirmed it was sent by ${reason.domain}’s own mail servers.`;
      case 'arc-forward':
        return `It was forwarded on its way to you${reason.forwarder ? ` by ${reason.forwarder}` : ''}, and ${provider[reason.by]} confirmed through the forwarder’s seal (ARC) that ${reason.domain} sent it.`;
      case 'policy-none':
        return `${provider[reason.by]} found it was not sent by ${reason.domain}’s own mail servers, but ${reason.domain} asks receivers to do nothing when that happens (its DMARC policy is “none”): services that send for it, such as invoicing platforms, fail this way too, so this proves neither way.`;
      case 'dkim-no-key':
        return `The key its signature names is not published in ${reason.domain ? `${reason.domain}’s` : 'the sender’s'} DNS, so the signature could not be checked: the key may have been removed since, or the signature made up.`;
      case 'provider-fail':
        return `${provider[reason.by]} found it was not sent by ${reason.domain}’s mail servers, though its From address says ${reason.domain}.`;
      case 'not-protected':
        return `${reason.domain} does not publish the record (DMARC) that lets a receiver prove mail is really from it, so anyone can send as it.`;
      case 'weak-pass':
        return `Microsoft 365 found only weak signs that ${reason.domain} sent it.`;
      case 'own-domain-spoof':
        return `It claims to come from your own domain, ${reason.domain}, but Microsoft 365 found it came from outside.`;
      case 'site-spf-fail':
        return `The server that handed it to your mail service is one ${reason.domain} says may not send its mail.`;
      case 'site-spf-only':
        return `Only the server that handed it in is one ${reason.domain} allows; without ${reason.domain}’s signature on it, that alone does not prove ${reason.domain} sent it.`;
      case 'site-dkim-fail':
        return 'Its signature no longer matches, which on its own proves little: mail services often change a message on the way.';
      case 'no-check':
        return `We could not prove either way whether ${reason.domain} sent it from the headers we were given.`;
      case 'ignored-pass':
        return `A “pass” written by ${writer(reason.writtenBy)} was ignored: anyone can write one before a message reaches you.`;
      case 'provider-placed':
        return `${provider[reason.by]} did not seal its results, so they are read from where it writes them in the file: a weaker proof, since a forger can write the whole file.`;
      case 'body-changed':
        return `The text has changed since ${provider[reason.by]} checked it, as your organisation’s own rules do when they add a banner or footer, but that may not be all: do not trust any bank details in it without a call to the sender on a number you already had.`;
      case 'uncovered-text':
        return `${reason.domain}’s signature covers only the start of the text: what follows was added after it was signed, by anyone, and is not proven.`;
      case 'lookalike':
        return {
          supplier: `It comes from ${reason.domain}, a look-alike of ${reason.of}, the supplier’s real domain.`,
          yours: `It comes from ${reason.domain}, a look-alike of your own domain, ${reason.of}.`,
          'shown-name': `It comes from ${reason.domain}, a look-alike of “${reason.of}”, the name it shows.`,
          'given-name': `It comes from ${reason.domain}, a look-alike of “${reason.of}”, the supplier you named.`,
          known: `It comes from ${reason.domain}, a look-alike of ${reason.of}.`,
        }[reason.whose];
      case 'free-mail-name':
        return `It comes from a free ${reason.domain} mailbox under ${reason.given ? 'the name of the supplier you named' : 'a business’s name'}, “${reason.name}”: anyone can open one under any name, and businesses do not send their invoices from one.`;
      case 'free-mail':
        return `It comes from a free ${reason.domain} mailbox: that proves which mailbox sent it, not who opened it, as anyone can open one under any name. If your own records give this very address, type it in “Who should it be from?” and check again.`;
      case 'colleague-outside':
        return `It shows ${reason.name}, someone at your own ${reason.yours}, but it was sent from ${reason.domain}, outside your organisation.`;
      case 'name-unmatched':
        return `Its domain, ${reason.domain}, does not carry the name you gave, “${reason.name}”, so nothing shows it is theirs. Compare it with the domain of earlier mail from them.`;
      case 'supplier-unusable':
        return `We could not read “${reason.given}” as a domain, an e-mail or web address, or a company name, so the sender was not compared with it.`;
      case 'other-domain':
        return `It comes from ${reason.domain}, not from ${reason.supplier}, the supplier’s domain you gave.`;
      case 'reply-elsewhere':
        return reason.header === 'Reply-To'
          ? `Your reply would go to ${domainList(reason.domains, reason.more)}${reason.free ? (reason.domains.length + reason.more > 1 ? ', free webmail among them' : ', a free webmail service') : ''}, not to the sender’s domain.`
          : `Bounces go to ${reason.domains.join(', ')}, a free webmail service, not to the sender’s domain.`;
      case 'display-address':
        return `Its name shows ${reason.shown}, but it was really sent from ${reason.domain}.`;
      case 'free-mail-invoice':
        return `It asks for money from a free ${reason.domain} mailbox, which businesses rarely send invoices from.`;
      case 'new-domain':
        return `${reason.domain} was registered ${reason.days === 0 ? 'today' : `${reason.days} day${reason.days === 1 ? '' : 's'} ago`}: fraudsters use new look-alike domains within days, so confirm by phone before trusting it.`;
      case 'platform':
        return `It was sent through ${reason.platform}${reason.account ? ` by an account named “${reason.account}”` : ''}: anyone can open an account there under any name, so this proves only that ${reason.platform} sent it, not who opened the account.`;
      case 'institution':
        return `The name on it says ${reason.name}, but it comes from ${reason.domain}; ${reason.name}’s mail comes from ${reason.domains.join(' or ')}.`;
      case 'foreign-letters':
        return reason.domain === reason.ascii
          ? `Its domain, ${reason.ascii}, is written with letters from beyond the usual alphabet: it is not the domain it may look like.`
          : `Its domain is written with letters from another alphabet: it shows as ${reason.domain}, but is really ${reason.ascii}, not the domain it looks like.`;
      case 'nobody-named':
        return reason.spells
          ? `${reason.domain} spells “${reason.spells}”, the name you gave, but anyone can register a domain spelled like a business’s name: that alone does not show ${reason.domain} is who you deal with.`
          : `Only that ${reason.domain}’s own servers sent it is proven: anyone can register a domain and name it after a business, so nothing shows ${reason.domain} is who you deal with.`;
      case 'near-miss':
        return `${reason.domain} is one slip from ${reason.of}, an older domain with mail of its own: if ${reason.of} is who you deal with, this is not from them.`;
      case 'under-another':
        return `Its address is at ${reason.domain}: the “${reason.shows}” written in front of it is only a name ${reason.domain} gave itself, not ${reason.shows}’s address.`;
      case 'reply-lookalike':
        return `Your reply would go to ${reason.domain}, a look-alike of the sender’s own ${reason.of}${reason.days === undefined ? '' : `, registered ${reason.days === 0 ? 'today' : `${reason.days} day${reason.days === 1 ? '' : 's'} ago`}`}: the sender’s mailbox may have been taken over, and whoever did it is waiting for your answer there.`;
      case 'named-mailbox':
        return `You named this very mailbox, ${reason.address}: a free mailbox proves only which mailbox sent it, and that is the one you named.`;
      case 'provider-skipped':
        return reason.gateway
          ? `It came through ${reason.gateway}, which checks your mail before ${provider[reason.by]} does, and ${provider[reason.by]} let it through without checking who sent it.`
          : `${provider[reason.by]} let it through without checking who sent it (a rule of your organisation’s tells it to).`;
      case 'internal':
        return `${provider[reason.by]} says it was sent from inside your own organisation, by someone signed in to an account at ${reason.domain}.`;
      case 'attached-forward':
        return reason.inside
          ? `${reason.cover} forwarded it to you as an attachment, from inside your organisation: this answer is about the attached message.`
          : `It came attached to a message from ${reason.cover || 'an unknown sender'}, which we could not prove came from inside your organisation, so what the attached message’s headers say cannot be relied on. This answer is about the attached message.`;
      case 'from-unclear':
        return `Who sent it cannot be checked: ${fromUnclear[reason.why]}. A message made so is suspicious in itself.`;
      case 'results-elsewhere':
        return `The results your mail service wrote speak of ${reason.about}, not of ${reason.domain}, the sender it shows, so they prove nothing about it.`;
      case 'impersonation':
        return 'Microsoft 365 flagged it as pretending to be a person or domain you deal with.';
      case 'first-contact':
        return 'Microsoft 365 noted this is the first message from this sender to you.';
      case 'inline-forward':
        return 'This is a forward: the original sender’s headers were lost. Ask for it as an attachment, or get the original from the first mailbox.';
      case 'no-headers':
        return 'The message has no delivery headers: it was saved or pasted without them, so who sent it cannot be checked.';
      case 'msg-no-headers':
        return 'This Outlook .msg file was saved without its internet headers (as a message from Sent Items, or sent inside your company, is), so who sent it cannot be checked. Open the message as it arrived, choose File, then Properties, and paste its Internet headers here.';
      case 'text-changed':
        return `The text has changed since ${provider[reason.by]} checked it when it arrived, and ${provider[reason.by]} changes nothing after that: someone else changed it, so what it says now is not proven. Do not trust any bank details in it without a call to the sender on a number you already had.`;
      case 'gateway-checked':
        return reason.passed
          ? `It came through ${reason.gateway}, which checks your mail before Microsoft 365 does: ${reason.gateway} confirmed it was sent by ${reason.domain}’s own mail servers, and Microsoft 365 confirmed ${reason.gateway}’s seal (ARC) on that result.`
          : `It came through ${reason.gateway}, which checks your mail before Microsoft 365 does: ${reason.gateway} found it was not sent by ${reason.domain}’s mail servers, though its From address says ${reason.domain}, and Microsoft 365 confirmed ${reason.gateway}’s seal (ARC) on that result.`;
      case 'via-list':
        return reason.author && reason.by
          ? `It reached you through ${reason.list}, a group or mailing list that passes on mail from anyone: it is judged for who wrote it, ${reason.author}, from what ${provider[reason.by]} sealed when the group received it.`
          : `It reached you through ${reason.list}, a group or mailing list that passes on mail from anyone, under ${reason.author ? `${reason.author}’s name` : 'someone else’s name'}: who wrote it cannot be proven from what the group passed on, and the group’s own address proves nothing about it.`;
    }
  },
  /** The evidence section, collapsed under the answer, for whoever reads e-mail headers. */
  evidence: {
    title: 'The evidence, for whoever reads e-mail headers',
    trusted: {
      microsoft: (server: string) => `Microsoft 365’s results, written by ${server} when the message arrived, were trusted:`,
      google: (server: string) => `Google’s results, written by ${server} when the message arrived, were trusted:`,
      site: () => 'No result from your mail service could be trusted, so these are our own check’s:',
    } satisfies Record<CheckedBy, (server: string) => string>,
    none: 'Nothing in the message could be trusted to say who sent it, so no check was made.',
    ignoredTitle: 'Not believed',
    ignored: (name: string | null) =>
      `A “pass” written by ${writer(name)}: it was written before the message reached your mail service, where anyone can write one.`,
    noneIgnored: 'Nothing was set aside.',
  },
  sender: 'Sender',
  sent: 'Sent',
  subject: 'Subject',
  attachmentsTitle: 'Attachments (not opened)',
  noAttachments: 'No attachments.',
  danger: {
    runs: 'Dangerous: this kind of file can run a program or open a fake sign-in page. Do not open it.',
    'hidden-ending': 'Dangerous: its name hides its real kind behind a familiar one. Do not open it.',
    locked: 'Dangerous: it is an archive locked with a password, so no virus scanner could look inside it. Do not open it.',
    'locked-password-given':
      'Dangerous: it is an archive locked with a password, and the password is in the e-mail: a trick to get a program past virus scanners. Do not open it, and call the sender on a number you already had to ask whether they sent it.',
  } satisfies Record<NonNullable<AttachmentSeen['danger']>, string>,
  nextTitle: 'What to do next',
  /** The steps, each once; nextSteps picks and orders them for the answer. */
  step: {
    doNotPay:
      'Do not pay it, do not reply to it, and do not click its links or open its attachments: it is not from who it says.',
    phoneColleague: (name: string) =>
      `Ask ${name} in person, or phone them on the number you already have for them (never one in this e-mail), whether they sent it.`,
    phoneBank: (name: string) =>
      `Phone ${name} on the number on the back of your bank card or on its own website, never one in this e-mail, and ask about it.`,
    signInYourself: (name: string) =>
      `Do not use its links: open ${name === 'SARS' ? 'sars.gov.za' : `${name}’s website`} yourself, by typing the address, and sign in there to see any notice.`,
    comparePlatform: (name: string) =>
      `Anyone can send through ${name} under any name: compare the bank details on it with those in your own records for the supplier.`,
    neverPassword:
      'Never enter a password or sign in after clicking a link in an e-mail: open the service yourself, from its app or by typing its address.',
    phoneSupplier:
      'Call the supplier on a number you already had, never one in this e-mail or its letterhead, and ask the person you usually deal with.',
    confirmBanking:
      'If it gives new or changed banking details, confirm them by phone on a number you already had before paying, and check the account with your bank’s account verification (AVS).',
    secondPerson: 'Have a second person approve any change of banking details before it is used.',
    nameFirst:
      'First name the sender: check it again with the supplier’s or colleague’s e-mail address or domain from your own records (an earlier invoice, your supplier list), never one from this e-mail.',
    unproven:
      'Treat it as unproven: do not pay or act on it, and do not click its links or open its attachments, until you have confirmed it by phone.',
    report: 'Tell your IT support, and report it with your mail program’s “Report phishing” button.',
    askIt: 'If you are unsure, ask your IT support before acting on it.',
    moneyGone:
      'If money has already gone: call your bank’s fraud line at once, as a payment can sometimes be stopped within hours; then open a case at your nearest SAPS station.',
    dangerousAttachment:
      'Do not open the attachment marked dangerous, whoever sent it: ask the sender, on a number you already had, to send it another way.',
    usualCare: 'Nothing here says it is fake: answer it as you usually would, with the usual care for links and attachments.',
  },
  /**
   * What to do, for the answer given: not from who it claims, "do not pay it, do not reply" first,
   * and the person it pretends to be phoned; genuine, the banking check and nothing of phishing;
   * can't tell, unproven until confirmed. A request to pay puts the checks before paying first.
   */
  nextSteps: (result: {
    outcome: Outcome;
    reasons: readonly Reason[];
    asksForMoney: boolean;
    asksToSignIn: boolean;
    stake: Stake;
    attachments?: readonly { danger?: string }[];
  }): string[] => {
    const { step } = genuineEmailAnswerCopy;
    const colleague = result.reasons.find((reason) => reason.id === 'colleague-outside');
    const { stake } = result;
    const person = colleague
      ? step.phoneColleague(colleague.name)
      : stake.kind === 'colleague'
        ? step.phoneColleague(stake.name)
        : stake.kind === 'institution'
          ? stake.institution === 'bank'
            ? step.phoneBank(stake.name)
            : step.signInYourself(stake.name)
          : stake.kind === 'platform' && result.asksForMoney
            ? step.comparePlatform(stake.name)
            : step.phoneSupplier;
    const money = result.asksForMoney ? [step.confirmBanking, step.secondPerson] : [];
    const link = result.asksToSignIn ? [step.neverPassword] : [];
    if (result.outcome === 'not-from') return [step.doNotPay, person, ...link, step.report, step.moneyGone];
    // A proven sender's attachment can still be a danger (a taken-over mailbox): said where nothing else says "do not open".
    const opened = result.attachments?.some((attachment) => attachment.danger) ? [step.dangerousAttachment] : [];
    if (result.outcome === 'genuine') {
      const steps = [...money, ...link, ...opened];
      return steps.length ? steps : [step.usualCare];
    }
    if (result.reasons.some((reason) => reason.id === 'nobody-named'))
      return [step.nameFirst, person, ...money, ...link, ...opened];
    return [step.unproven, person, ...money, ...link, step.askIt, ...(result.asksForMoney ? [step.moneyGone] : [])];
  },
  help: 'We help businesses stop invoice fraud: mailbox protection, training for your team, and a check of your own domain.',
  helpLink: 'Ask us to call you back',
  /** The printable summary: the answer without the message. */
  summaryLink: 'Printable summary (PDF)',
  /** The summary's file name, saying its outcome: a forgery's is never named "genuine". */
  summaryFile: (outcome: Outcome, domain: string | null, isoDay: string) =>
    `email-${{ genuine: 'genuine', 'not-from': 'not-from-who-it-claims', 'cant-tell': 'cant-tell' }[outcome]}-${domain ?? 'check'}-${isoDay}.pdf`,
  summaryChecked: 'Checked',
  summaryAbout:
    'Only the answer is printed: the message itself was read in memory for it and forgotten, as it was for the answer on the page.',
};

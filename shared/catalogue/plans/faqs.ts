/** The questions each hosting page answers on the page (and in its FAQPage structured data); each answer is a short summary of the help article it links to. */
import { company } from '../company';
import { COOLING_OFF_DAYS, kindTerms } from './order-terms';
import { pastelPlans } from './pastel';
import type { PlanKind } from './types';
import { endedReleases } from './vps';

/** The list's releases past their end of life, as one sentence, from their dates in the catalogue. */
const endedSentence = (ended: readonly string[]): string => {
  if (ended.length === 0) return 'Every release on our list still gets security updates.';
  const names = ended.length === 1 ? ended[0] : `${ended.slice(0, -1).join(', ')} and ${ended[ended.length - 1]}`;
  return `${names} ${ended.length === 1 ? 'is' : 'are'} past ${ended.length === 1 ? 'its' : 'their'} end of life and get${ended.length === 1 ? 's' : ''} no security updates.`;
};

export interface HostingFaq {
  question: string;
  /** Plain text, one to three sentences; company facts from `company`, never typed. */
  answer: string;
  /** The help article (static/help/<slug>.md) that answers it in full. */
  article: string;
}

/** '2 users on Start-up, 5 users on SME Standard, ...', from the plans themselves. */
const pastelUsers = pastelPlans.map((plan) => `${plan.users} users on ${plan.name}`).join(', ');

/** '15 days on Start-up, 30 days on SME Standard, ...'. */
const pastelRetention = pastelPlans.map((plan) => `${plan.backupRetention} on ${plan.name}`).join(', ');

/** How a kind is billed and cancelled, in the words of its contract terms. */
const billing = (kind: PlanKind): string =>
  `Plans are billed monthly in advance, or yearly where a plan shows a yearly price, with a minimum term of ${kindTerms[kind].minimumTerm.monthly}. ` +
  `To cancel, give ${kindTerms[kind].notice.monthly} to ${company.email.display}; consumers may also cancel within ${COOLING_OFF_DAYS} days of ordering online, unless they asked for the service to start sooner.`;

const transferAnswer =
  'For a .co.za domain, the registrant approves the move in an e-mail from ZACR, the .co.za registry, within five days. ' +
  'Other endings such as .com and .africa need a transfer code from the current registrar, which we ask you for separately: never type it into the order form.';

const backupRequest = `To ask for a restore, e-mail ${company.supportEmail.display} with what to restore and from when, or call ${company.phone.display} if a service is down.`;

export const hostingFaqs: Readonly<Record<PlanKind, readonly HostingFaq[]>> = {
  vps: [
    {
      question: 'How do I make an SSH key for my server?',
      answer:
        'On Windows 10 or 11, macOS or Linux, run ssh-keygen -t ed25519 in PowerShell or Terminal, then paste the one line of the .pub file into the order form. Never send anyone the private key.',
      article: 'make-an-ssh-key',
    },
    {
      question: 'Which operating system should I choose?',
      answer:
        'Ubuntu Server 24.04 LTS suits most websites and applications; choose Debian or AlmaLinux when your software asks for them, and Windows Server, licensed through us, for Windows-only software. ' +
        endedSentence(endedReleases()),
      article: 'choose-an-operating-system',
    },
    {
      question: 'How do I log in to my new VPS?',
      answer:
        'Connect with ssh as root, or as the user named in your welcome e-mail, to the IP address in that e-mail. Then install updates, create your own user, switch on a firewall and keep logins key-only.',
      article: 'log-in-to-a-new-vps',
    },
    {
      question: 'Are backups included with a VPS?',
      answer:
        'VPS plans are self-managed, so backups are not included unless your order confirmation says so. Keep your own copies off the server, or ask us to add backups or manage the server for you.',
      article: 'backups-and-restores',
    },
    {
      question: 'Does load-shedding affect my server?',
      answer:
        'No: our data centres run on UPS and standby generators, so load-shedding does not stop your server. Availability is guaranteed in our Service Level Agreement, with service credits if we fall short.',
      article: 'uptime-and-load-shedding',
    },
    {
      question: 'How is a VPS billed, and how do I cancel?',
      answer: billing('vps'),
      article: 'billing-and-cancelling',
    },
  ],
  shared: [
    {
      question: 'Can you move my existing website for me?',
      answer:
        'Yes: tick the box for moving a website when you order, and we copy your site, databases and e-mail, test them on our servers and then switch your domain over. Free website migration is included on the plans that list it.',
      article: 'move-a-website-to-us',
    },
    {
      question: 'How do I point my domain at my hosting?',
      answer:
        "Set your domain's nameservers to the ones in your welcome e-mail, or keep your DNS where it is and point its A and MX records at the addresses in that e-mail. Changes usually show within a few hours, and within 48 at most.",
      article: 'point-a-domain-at-us',
    },
    {
      question: 'How do I transfer my domain to you?',
      answer: transferAnswer,
      article: 'transfer-a-domain',
    },
    {
      question: 'How do I set up my e-mail on my phone?',
      answer:
        'Add an IMAP account with your full e-mail address and the server names from your welcome e-mail: port 993 with SSL for incoming mail, and port 465 with SSL (or 587 with STARTTLS) for outgoing mail.',
      article: 'set-up-email-on-a-phone',
    },
    {
      question: 'Are my website and e-mail backed up?',
      answer: `Yes, every day. ${backupRequest}`,
      article: 'backups-and-restores',
    },
  ],
  reseller: [
    {
      question: 'How do I create hosting accounts for my clients?',
      answer:
        "In WHM, create a package for each product you sell, then use Create a New Account with the client's domain and package. Each client gets their own cPanel.",
      article: 'create-client-accounts-in-whm',
    },
    {
      question: 'Will my clients see your name?',
      answer:
        "No: your clients' domains use your own white-label nameservers, which we set up with you, and each client logs in to their own cPanel. Only your brand appears.",
      article: 'create-client-accounts-in-whm',
    },
    {
      question: "Can you move my clients' websites from another host?",
      answer:
        'Yes. Give us a login for the old host or a full cPanel backup, and we copy the sites, databases and e-mail, test them and then switch each domain over.',
      article: 'move-a-website-to-us',
    },
    {
      question: "How do I transfer a client's domain to you?",
      answer: transferAnswer,
      article: 'transfer-a-domain',
    },
    {
      question: 'How do my clients and I get support?',
      answer: `Your clients come to you, and you come to us: call ${company.phone.display} or e-mail ${company.supportEmail.display}, ${company.hours}. For a critical problem, phone at any hour.`,
      article: 'support-hours-and-contact',
    },
  ],
  cpanel: [
    {
      question: 'How do I get started in cPanel?',
      answer:
        'Log in with the address and user name in your welcome e-mail, then create your e-mail addresses, install WordPress with Softaculous and check that your free SSL certificate is active.',
      article: 'cpanel-first-steps',
    },
    {
      question: 'How do I point my domain at my hosting?',
      answer:
        "Set your domain's nameservers to the ones in your welcome e-mail, or keep your DNS where it is and point its A and MX records at the addresses in that e-mail. Changes usually show within a few hours, and within 48 at most.",
      article: 'point-a-domain-at-us',
    },
    {
      question: 'Can you move my site from another cPanel host?',
      answer:
        'Yes: a full cPanel backup from your old host is the quickest route. We copy your site, databases and e-mail, test them on our servers and then switch your domain over.',
      article: 'move-a-website-to-us',
    },
    {
      question: 'How do I set up my e-mail in Outlook?',
      answer:
        'Add the mailbox as an IMAP account with your full e-mail address and the server names from your welcome e-mail: port 993 with SSL/TLS for incoming mail and port 465 with SSL/TLS for outgoing mail.',
      article: 'set-up-email-in-outlook',
    },
    {
      question: 'How do I get a backup restored?',
      answer: `Your hosting is backed up every day. ${backupRequest}`,
      article: 'backups-and-restores',
    },
  ],
  pastel: [
    {
      question: 'How do we connect to Pastel in the cloud?',
      answer:
        "With Remote Desktop: on Windows, open Remote Desktop Connection and enter the server address and user name from your welcome e-mail; on a Mac or tablet, use Microsoft's free Windows App. Each person has their own login.",
      article: 'pastel-in-the-cloud',
    },
    {
      question: 'Can we print to our own office printer?',
      answer:
        'Yes. Tick Printers on the Local Resources tab of Remote Desktop Connection before you connect, and your own printer appears in Pastel.',
      article: 'pastel-in-the-cloud',
    },
    {
      question: 'How many people can work in Pastel at the same time?',
      answer: `It depends on the plan: ${pastelUsers}. Each person also needs a Pastel user licence, which we can supply.`,
      article: 'pastel-in-the-cloud',
    },
    {
      question: 'How long are backups kept?',
      answer: `The server is backed up every day, and backups are kept for ${pastelRetention}. ${backupRequest}`,
      article: 'backups-and-restores',
    },
    {
      question: 'What happens during load-shedding?',
      answer:
        'Your Pastel server keeps running in our data centre on UPS and generator power. If your office loses internet, reconnect from any device with a connection, even a phone hotspot.',
      article: 'uptime-and-load-shedding',
    },
  ],
  'microsoft-365': [
    {
      question: 'Can you move our existing mailboxes to Microsoft 365?',
      answer:
        'Yes. We verify your domain, create your users, copy the existing mail while you keep working, then switch your MX record on an agreed date and copy anything that arrived during the switch.',
      article: 'move-mailboxes-to-microsoft-365',
    },
    {
      question: 'Will our e-mail stop during the move?',
      answer:
        'No: the old mailboxes stay in use until the switch-over, and mail that reaches them during it is copied across afterwards. Staff sign in with their new Microsoft 365 password and add the account again in Outlook and on their phones.',
      article: 'move-mailboxes-to-microsoft-365',
    },
    {
      question: 'How do we set up Outlook for Microsoft 365?',
      answer:
        'Add the account with your work e-mail address and sign in with your Microsoft 365 password; Outlook finds the settings by itself. On phones, use the free Outlook app.',
      article: 'set-up-email-in-outlook',
    },
    {
      question: 'Can we keep our own domain?',
      answer:
        'Yes: your mailboxes use your own domain, wherever it is registered. Keep it where it is and add the DNS records we send you, or transfer it to us: a .co.za domain moves once the registrant approves an e-mail from ZACR, and other endings need a transfer code.',
      article: 'transfer-a-domain',
    },
    {
      question: 'How is Microsoft 365 billed?',
      answer: `Per user. ${billing('microsoft-365')}`,
      article: 'billing-and-cancelling',
    },
  ],
};

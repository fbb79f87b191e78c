/**
 * Mailboxes anyone can open in a minute: over 75 % of business e-mail compromise comes from them
 * (Agari, as KnowBe4's blog reports it). The world's largest and South Africa's ISP mail.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'yandex.com',
  'webmail.co.za',
  'mweb.co.za',
  'telkomsa.net',
  'vodamail.co.za',
  'iafrica.com',
  'absamail.co.za',
  'lantic.net',
]);

/** Whether a registrable domain is free webmail; Outlook's and Yahoo's country domains (hotmail.co.za, yahoo.co.uk) too. */
export const isFreeMail = (domain: string): boolean =>
  FREE_MAIL_DOMAINS.has(domain) || /^(hotmail|outlook|live|yahoo)\.(co\.[a-z]{2}|com?\.[a-z]{2}|[a-z]{2})$/.test(domain);

/**
 * What the recipient's side wrote about a message's delivery, each read where only it writes it:
 * the clerk's own address (Delivered-To, the recipient fields a provider or MTA adds, and only then
 * To, which a Bcc'd clerk is not in), mail Exchange Online marks as sent inside the organisation
 * (its own `X-MS-Exchange-Organization-AuthAs: Internal`, which its header firewall lets no
 * outsider write), and the mail gateway in front of the provider, by the headers it writes.
 */
import { GATEWAYS } from '../../shared/catalogue/claimed-senders';
import type { Header } from './header';

/** The recipient's own address, in the order the recipient's side writes it: the topmost of each. */
const RECIPIENT_FIELDS = [
  'delivered-to',
  'x-original-to',
  'x-ms-exchange-organization-originalenveloperecipients',
  'envelope-to',
];

/** The first address a recipient field names: `a@b.co.za`, `<a@b.co.za>`, or the first of a list. */
const firstAddress = (value: string) => /[^\s<>,;"]+@[^\s<>,;"]+/.exec(value)?.[0]?.toLowerCase() ?? null;

export function recipientOf(headers: readonly Header[], to: string | undefined): string | null {
  for (const key of RECIPIENT_FIELDS) {
    const field = headers.find((header) => header.key === key);
    const address = field && firstAddress(field.value);
    if (address) return address;
  }
  return to?.toLowerCase() ?? null;
}

/** Whether Exchange Online, whose results are believed, says the sender signed in to the organisation. */
export const sentInside = (headers: readonly Header[], microsoftTrusted: boolean): boolean =>
  microsoftTrusted &&
  headers
    .find((header) => header.key === 'x-ms-exchange-organization-authas')
    ?.value.trim()
    .toLowerCase() === 'internal';

/** The gateway whose headers the message carries, where one does. */
export const gatewayOf = (headers: readonly Header[]): string | null =>
  GATEWAYS.find((gateway) => headers.some((header) => gateway.headers.includes(header.key)))?.name ?? null;

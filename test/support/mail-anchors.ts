/** The links of an e-mail's HTML part, as a mail program reads them: each <a>'s address, inline style and words. */
export interface MailAnchor {
  href: string;
  style: string;
  text: string;
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (attributes: string, name: string) =>
  unescape(new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1] ?? '');

export const anchorsIn = (html: string | undefined): MailAnchor[] =>
  [...(html ?? '').matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map(([, attributes, inner]) => ({
    href: attribute(attributes!, 'href'),
    style: attribute(attributes!, 'style'),
    text: unescape(inner!.replace(/<[^>]*>/g, '')).trim(),
  }));

/** The HTML part with every link taken out: what is left must name no address a reader would want to open. */
export const withoutAnchors = (html: string | undefined): string => (html ?? '').replace(/<a\b[^>]*>[\s\S]*?<\/a>/gi, '');

/** Every http(s) address in a text part. */
export const addressesIn = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map(([url]) => url);

/** A link's inline style lets a long address break anywhere, so it wraps on a 375 px screen. */
const wraps = (style: string): boolean => /overflow-wrap:\s*anywhere/.test(style) && /word-break:\s*break-all/.test(style);

/** The links that show a web address but would not wrap it (a phone number or mailbox shown by name is short). */
export const unwrappedAddresses = (anchors: MailAnchor[]): MailAnchor[] =>
  anchors.filter((anchor) => /^https?:/.test(anchor.text) && !wraps(anchor.style));

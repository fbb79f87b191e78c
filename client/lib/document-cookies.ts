/**
 * The browser's cookies by name. `document.cookie` is always `name=value` pairs joined by '; '
 * (RFC 6265 §5.4), so it is split here rather than by the server's Cookie parser, which would
 * ride in the page's script (docs/decisions/021).
 */
export function cookiesOf(documentCookie: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of documentCookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && !Object.hasOwn(cookies, pair.slice(0, at))) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return cookies;
}

export const documentCookies = (): Record<string, string> => cookiesOf(document.cookie);

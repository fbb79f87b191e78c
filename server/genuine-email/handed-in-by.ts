/**
 * The address that handed a message to the recipient's mail server, as that server wrote it: only
 * the topmost Received line with a `from` clause is the recipient's own border server's (every line
 * below it was written before the message reached the recipient, by anyone: RFC 5321 §4.4), and in
 * it only the connecting address the server put in its own parentheses, never the client's HELO
 * text after `from`. Postfix and sendmail write `from HELO (rdns [ip])`, Exim `from name ([ip]:port
 * helo=…)` or `from [ip] (port=… helo=…)`, read by mailauth's own Received parser; Exchange
 * `from HOST (ip)`. Where that line gives no public address, there is none to check SPF against.
 */
import ipaddr from 'ipaddr.js';
import { getClientAddress, parseReceived } from 'mailauth/lib/parse-received';
import type { Header } from './header';

/** A real Received line is a few hundred characters, its from clause at its start; mailauth's parser is quadratic in a line's words. */
const LINE_READ = 2000;

/** Exchange writes the bare address as the whole comment. */
const exchangeAddress = (comment = '') => (ipaddr.isValid(comment.trim()) ? comment.trim() : false);

export function handedInBy(headers: readonly Header[]): string | undefined {
  for (const header of headers) {
    if (header.key !== 'received') continue;
    const parsed = parseReceived(`Received: ${header.value.slice(0, LINE_READ)}`);
    if (!parsed || !parsed.from?.value) continue;
    const text = getClientAddress(parsed.from) || exchangeAddress(parsed.from.comment);
    if (!text || !ipaddr.isValid(text)) return undefined;
    const address = ipaddr.process(text);
    return address.range() === 'unicast' ? address.toString() : undefined;
  }
  return undefined;
}

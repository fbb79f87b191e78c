/**
 * Gmail's "Show original" page, selected whole and pasted: above the message it shows a summary
 * table ("Original Message", "Message ID", "Created at:", From, To, Subject, SPF, DKIM, DMARC, then
 * "Download Original" and "Copy to clipboard"), written by the page, not by any mail server. The
 * page's own hint sends Gmail users there, so the table is taken off and the message under it read;
 * nothing in the table is believed (its SPF, DKIM and DMARC lines say what Gmail's own results
 * header says, and that header is in the message below it).
 */

/** The table is a dozen lines: its end is looked for only this far in. */
const SUMMARY_BYTES_MAX = 16 * 1024;

const SUMMARY_START = /^\s*original message[ \t]*\r?\n/i;
/** The table's last row: its two buttons. */
const SUMMARY_END = /^(?:download original|copy to clipboard)\b.*$/im;
/** Where no button row was copied: the first line of the message itself. */
const MESSAGE_START = /^(?:delivered-to|received|return-path|arc-seal|authentication-results|dkim-signature|x-[a-z0-9-]+):/im;

/** The message under a pasted "Show original" summary; anything else as given. */
export function withoutGmailSummary(raw: Buffer): Buffer {
  const head = raw.subarray(0, SUMMARY_BYTES_MAX).toString('latin1');
  if (!SUMMARY_START.test(head)) return raw;
  const end = SUMMARY_END.exec(head);
  const after = end ? head.indexOf('\n', end.index) + 1 : (MESSAGE_START.exec(head)?.index ?? 0);
  // The blank lines a copy keeps under the buttons: left there, they would end the headers before the first.
  const from = after + (/^\s*/.exec(head.slice(after))?.[0].length ?? 0);
  return after > 0 ? raw.subarray(from) : raw;
}

/**
 * mailauth's reading of a header block into its fields (`parseHeaders`), in one pass, put in its
 * place before any of its verifiers loads: they take it once, when they load. mailauth's own joins
 * each line that opens no field onto the one above it, from the end, copying the field each time,
 * so a field folded over many lines costs their square (decision 042). This reads the same fields
 * by the same rule (mailauth's FIELD_START, with the same look at the one line after), so every
 * verifier reads what it read before.
 */
import tools, { type HeaderBlock } from 'mailauth/lib/tools';

const NON_ASCII = /[^\x00-\x7f]/;
/** RFC 6376 §3.4.2's lower case, as mailauth makes it: ASCII letters only. */
const lowerCaseAscii = (text: string) =>
  NON_ASCII.test(text) ? text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()) : text.toLowerCase();
/** RFC 5322 §3.6.8's field name, a fold or obsolete space allowed before its colon, as mailauth tests it. */
const FIELD_START = /^[\x21-\x39\x3b-\x7e]+[ \t\r\n]*:/;

/** mailauth's shape, made here: a verifier's `headers` of this class were read by this module. */
export class HeaderFields implements HeaderBlock {
  constructor(
    readonly parsed: HeaderBlock['parsed'],
    readonly original: Buffer,
  ) {}
}

export function parseHeaderFields(block: Buffer): HeaderFields {
  const lines = block
    .toString('binary')
    .replace(/[\r\n]+$/, '')
    .split(/\r?\n/);
  if (lines.length === 1 && !lines[0]) return new HeaderFields([], block);
  // From the end, as mailauth decides: a line opens a field when it, with the line after where
  // that one opens none (and so was joined to it), looks like a field's start. The first always does.
  const opens = new Array<boolean>(lines.length).fill(true);
  for (let at = lines.length - 1; at > 0; at -= 1) {
    const joined = at + 1 < lines.length && !opens[at + 1];
    opens[at] = FIELD_START.test(joined ? `${lines[at]}\r\n${lines[at + 1]}` : lines[at]!);
  }
  const parsed: HeaderBlock['parsed'] = [];
  for (let start = 0; start < lines.length;) {
    let end = start + 1;
    while (end < lines.length && !opens[end]) end += 1;
    const row = lines.slice(start, end).join('\r\n');
    const name = /^[^:]+/.exec(row);
    const casedKey = name ? name[0].replace(/\r?\n/g, '').replace(/^[ \t]+|[ \t]+$/g, '') : undefined;
    parsed.push({ key: casedKey === undefined ? null : lowerCaseAscii(casedKey), casedKey, line: Buffer.from(row, 'binary') });
    start = end;
  }
  return new HeaderFields(parsed, block);
}

/** Puts it in mailauth's place: imported before anything that loads mailauth's verifiers. */
tools.parseHeaders = parseHeaderFields;

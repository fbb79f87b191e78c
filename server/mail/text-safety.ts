import escapeHtml from 'escape-html';

// C0 and C1 controls, DEL, Unicode line/paragraph separators and every bidi control (the marks
// U+061C, U+200E and U+200F, the embeddings, overrides and isolates): none of them belongs in a
// header, and the separators and bidi controls can fake a line break or reorder text.
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The body keeps tabs and line feeds; every other control goes.
const BODY_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text with every bidi control taken out: what a stranger's DNS record says cannot reorder an e-mail. */
export const withoutBidi = (value: string): string => value.replace(BIDI, '');

/** Cuts by code points, so a surrogate pair is never split into a lone half. */
const capLength = (text: string, max: number): string => {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
};

/** One line of text that is safe to put in a header value, at most `max` characters. */
export const cleanHeaderText = (value: string, max: number): string =>
  capLength(value.replace(HEADER_UNSAFE, ' ').replace(/\s+/g, ' ').trim(), max);

/** Body text with normalised line ends and no controls other than tab and line feed. */
export const cleanBodyText = (value: string): string => value.replace(/\r\n?/g, '\n').replace(BODY_UNSAFE, '');

/** Escaped visitor text with its line breaks kept visible in HTML. */
export const htmlLines = (value: string): string => escapeHtml(cleanBodyText(value)).replace(/\n/g, '<br>\n');

/**
 * A header value that mail clients show exactly as written. Text that looks like an RFC 2047
 * encoded word (`=?utf-8?q?…?=`) would be decoded by the client into something else (a bidi
 * override, say), so such a value goes out as encoded words of itself: decoded once, it reads
 * as the visitor typed it. Anything else is left for the mailer to encode as usual.
 */
export const literalHeaderText = (value: string): string => {
  if (!value.includes('=?')) return value;
  const words: string[] = [];
  let chunk = '';
  for (const ch of value) {
    // 45 bytes of UTF-8 make 60 base64 characters: each word stays under RFC 2047's 75.
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(' ');
};

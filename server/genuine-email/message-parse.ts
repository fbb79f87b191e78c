/**
 * A message parsed by postal-mime for what the answer reads: its headers, its attachments, and
 * the first TEXT_READ characters of its text (an HTML part's as written). A message that is one
 * text part (plain or HTML, no attachment) is parsed from its headers and the first CUT_BYTES of
 * its body: postal-mime keeps a body of 7- or 8-bit text as one piece per line and joins them
 * through a Blob, 0.7 to 1 s for 8.4 MB of 76-character lines, all of it text the answer never
 * shows. The cut copy is used only where it still gives more than TEXT_READ characters; anything
 * else is parsed whole. Signatures and seals are checked on the whole message elsewhere
 * (own-check.ts, provider-seal.ts). */
import PostalMime, { type Email } from 'postal-mime';
import type { Refusal } from '../../shared/genuine-email/answer';
import { HEADER_BYTES_MAX, MIME_DEPTH_MAX } from './message-bounds';

/** The words of the text read for money: its start is where a request to pay is made. */
export const TEXT_READ = 20_000;
/**
 * The body bytes a one-part message is cut to: a character as counted (a UTF-16 unit) takes at most
 * about 12.5 bytes (a UTF-32 one as quoted-printable, with its soft line breaks), so TEXT_READ of
 * them fit; where they do not, the cut gives too little text and the message is parsed whole.
 */
const CUT_BYTES = TEXT_READ * 16;
/** Characters past TEXT_READ the cut text must still have, so the cut's own edge (half a letter) is never read. */
const EDGE_CHARS = 1000;

const parse = (message: Buffer): Promise<Email | { refused: Refusal }> =>
  PostalMime.parse(message, {
    maxNestingDepth: MIME_DEPTH_MAX,
    maxHeadersSize: HEADER_BYTES_MAX,
    maxRfc822NestingDepth: 2,
    forceRfc822Attachments: true,
    attachmentEncoding: 'arraybuffer',
  }).catch((error: Error) => ({ refused: /depth|nest/i.test(error.message) ? 'too-deep' : 'too-many-headers' }));

/**
 * Where the body begins: after the first line that is empty or only carriage returns, as
 * postal-mime ends the headers; never before it (a message that begins with an empty line is
 * read from a later one, which only cuts less).
 */
function bodyStart(message: Buffer): number {
  for (let at = message.indexOf(0x0a); at >= 0; at = message.indexOf(0x0a, at + 1)) {
    let next = at + 1;
    while (message[next] === 0x0d) next += 1;
    if (message[next] === 0x0a) return next + 1;
  }
  return -1;
}

/** One inline text part at the top, by every Content-Type it names, whose text goes on past what is read. */
const oneTextPart = (email: Email) =>
  email.attachments.length === 0 &&
  email.headers.every(({ key, value }) =>
    key === 'content-disposition' ? false : key !== 'content-type' || /^\s*text\/(plain|html)\s*(;|$)/i.test(value),
  ) &&
  (email.text ?? email.html ?? '').length > TEXT_READ + EDGE_CHARS;

export async function parseMessage(message: Buffer): Promise<Email | { refused: Refusal }> {
  const start = bodyStart(message);
  if (start >= 0 && message.length - start > CUT_BYTES) {
    const cut = await parse(message.subarray(0, start + CUT_BYTES));
    if (!('refused' in cut) && oneTextPart(cut)) return cut;
  }
  return parse(message);
}

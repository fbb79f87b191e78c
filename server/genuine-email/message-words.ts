/**
 * What a message's words ask, in the catalogue's words (shared/catalogue/genuine-email-copy.ts):
 * to pay or change banking details (English, Afrikaans, and isiZulu's stems within words), or to
 * sign, log in or open a document through a link; a password written out (for a locked attachment);
 * and whether it is a forward written into the body, whose original headers are lost. Each pattern begins only where a word or a run begins,
 * so a stranger's text is searched in linear time.
 */
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';

const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const wholeWords = (words: readonly string[]) => `(?<![\\p{L}\\p{N}])(?:${words.map(literal).join('|')})(?![\\p{L}\\p{N}])`;

/** A request to pay or to change banking details. */
export const MONEY = (() => {
  const { en, af, zu } = copy.moneyWords;
  return new RegExp(`${wholeWords([...en, ...af])}|${zu.stems.map(literal).join('|')}`, 'iu');
})();

/** A request to sign, log in or open a document through a link. */
export const SIGN_IN = new RegExp(wholeWords(copy.signInWords), 'iu');

/** A password written out: its word, then `:`, `=` or "is" and what follows, or straight after it a word with a digit ("pw 4417"). */
export const PASSWORD_GIVEN = new RegExp(
  `${wholeWords(copy.passwordWords)}[^\\S\\r\\n]*(?:(?:[:=]|is(?![\\p{L}\\p{N}]))\\s*\\S{3}|[^\\s\\d]*\\d)`,
  'iu',
);

/** Gmail's and Apple Mail's words above a message forwarded in the body (begun where a run of dashes begins: linear). */
const FORWARDED = /(?<!-)-{5,}\s*Forwarded message\s*-{5,}|Begin forwarded message:/i;
/** Outlook's, which a reply quotes too: a forward only under a subject that says so. */
const QUOTED = /(?<!-)-{3,}\s*Original Message\s*-{3,}|^From:.*\r?\n\s*Sent:/im;
const FORWARD_SUBJECT = /^\s*(fwd?|fw)\s*:/i;

export const forwardedInline = (text: string, subject: string | undefined): boolean =>
  FORWARDED.test(text) || (FORWARD_SUBJECT.test(subject ?? '') && QUOTED.test(text));

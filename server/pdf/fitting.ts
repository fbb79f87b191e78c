/**
 * What a PDF draws of a text it did not write (a stranger's domain, a DNS record, a sender's name):
 * the characters the built-in fonts can draw, at most so many of them, and no run wider than its
 * line, so that pdfkit's layout stays linear in what it is given
 * (docs/decisions/014-bounded-once-drawn-in-linear-time.md). drawing.ts fits what it draws with it.
 */
/** pdfkit's document (drawing.ts names it Doc too). */
type Doc = PDFKit.PDFDocument;

/**
 * WinAnsi, the built-in fonts' encoding, beyond Latin-1: what pdfkit can draw of a text. DNS
 * records and an internationalised domain may hold anything; what it cannot draw shows as '?'.
 */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);
const drawable = (code: number) => (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
/** What the site's own words use that the fonts lack, written as the fonts can: a redirect's or a loop's arrow. */
const STAND_INS: Record<string, string> = { '→': '->', '\n': ' ', '\t': ' ' };
export const canDraw = (text: string) => [...text].every((char) => drawable(char.codePointAt(0)!));
export const printable = (text: string) =>
  [...text].map((char) => (drawable(char.codePointAt(0)!) ? char : (STAND_INS[char] ?? '?'))).join('');

/**
 * `text` (printable: its only blanks are spaces and line ends) with every run between them that
 * is wider than a line cut into pieces that fit, in the document's current font and size; a
 * no-break space joins a run, as it does for pdfkit. pdfkit breaks such a run itself by measuring
 * what is left of it again for every line it takes, so its time grows with the square of the
 * run's length (the outside review's 60 KB record took 21 to 32 s, an 80 KB From domain in the
 * message check's summary 52 s); here each glyph is measured once, and pdfkit only meets words
 * that fit.
 */
export function fitted(doc: Doc, text: string, lineWidth: number): string {
  const widths = new Map<string, number>();
  const advance = (char: string) => widths.get(char) ?? widths.set(char, doc.widthOfString(char)).get(char)!;
  return text.replace(/[^ \n]+/g, (run) => {
    const pieces: string[] = [];
    let start = 0;
    let used = 0;
    for (let at = 0; at < run.length; at += 1) {
      const glyph = advance(run[at]!);
      if (used + glyph > lineWidth && at > start) {
        pieces.push(run.slice(start, at));
        [start, used] = [at, 0];
      }
      used += glyph;
    }
    return start === 0 ? run : [...pieces, run.slice(start)].join('\n');
  });
}

/** A text drawn at most this long: a sentence that names four domains of 253 characters fits. */
const TEXT_CHARS_MAX = 1200;

/** `text` at most `charsMax` characters, ending in "…" where it was longer. */
export const clipped = (text: string, charsMax: number) => (text.length > charsMax ? `${text.slice(0, charsMax - 1)}…` : text);

/**
 * The one fitting of a text to be drawn in the document's current font and size: clipped to
 * `charsMax` characters, written as the fonts can (its own line ends kept), and broken where a run
 * is wider than `lineWidth`.
 */
export function fit(doc: Doc, text: string, lineWidth: number, charsMax = TEXT_CHARS_MAX): string {
  return fitted(doc, clipped(text, charsMax).split('\n').map(printable).join('\n'), lineWidth);
}

import { fillPlaceholders, type PlaceholderValues } from './placeholders';

export type LegalBlock =
  { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface LegalContent {
  title: string;
  blocks: LegalBlock[];
}

/**
 * The built-in Helvetica speaks WinAnsi only: anything else would print as a wrong glyph without
 * complaint, so the parser refuses it and names the line instead.
 */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d,
  0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const printable = (code: number): boolean =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

const checkCharacters = (line: string, where: string): void => {
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    if (!printable(code)) {
      const hex = code.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(`${where}: character U+${hex} cannot be printed with the PDF fonts`);
    }
  }
};

/**
 * Reads the legal markup: `# Title` first, `## ` and `### ` headings, `- ` bullets (an indented
 * line continues the bullet above) and blank-line separated paragraphs.
 */
export const parseLegalMarkup = (source: string, values: PlaceholderValues, sourceName = 'legal markup'): LegalContent => {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: LegalBlock[] = [];
  let title: string | undefined;
  let paragraph: string[] = [];
  let list: string[] | undefined;

  const closeParagraph = (): void => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const closeList = (): void => {
    if (list) blocks.push({ kind: 'list', items: list });
    list = undefined;
  };

  lines.forEach((raw, index) => {
    const where = `${sourceName}:${index + 1}`;
    checkCharacters(raw, where);
    const line = fillPlaceholders(raw, values, where).trimEnd();
    const text = line.trim();

    if (title === undefined) {
      if (text === '') return;
      if (!line.startsWith('# ') || text.length < 3) throw new Error(`${where}: expected "# Title" first`);
      title = text.slice(2).trim();
      return;
    }
    if (text === '') {
      closeParagraph();
      closeList();
      return;
    }
    const heading = /^(#+)\s+(.*)$/.exec(text);
    if (heading) {
      const level = heading[1].length;
      if (level !== 2 && level !== 3) throw new Error(`${where}: only ## and ### headings may follow the title`);
      closeParagraph();
      closeList();
      blocks.push({ kind: 'heading', level, text: heading[2].trim() });
      return;
    }
    if (text.startsWith('- ')) {
      closeParagraph();
      list ??= [];
      list.push(text.slice(2).trim());
      return;
    }
    if (list && /^\s/.test(line)) {
      list[list.length - 1] += ` ${text}`;
      return;
    }
    closeList();
    paragraph.push(text);
  });

  if (title === undefined) throw new Error(`${sourceName}: the document is empty`);
  closeParagraph();
  closeList();
  return { title, blocks };
};

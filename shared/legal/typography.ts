const OPENS_QUOTE = /(^|[\s([{\u2014\u2013])(["'])/g;

/** The sources are typed with straight quotes for easy editing; print deserves curly ones. */
export const smartQuotes = (text: string): string =>
  text
    .replace(OPENS_QUOTE, (_match, before: string, quote: string) => before + (quote === '"' ? '\u201c' : '\u2018'))
    .replace(/"/g, '\u201d')
    .replace(/'/g, '\u2019');

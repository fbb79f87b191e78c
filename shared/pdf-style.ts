/** One place for the look of the PDFs the company issues (the legal documents, quotations), so each renderer holds only layout decisions. */
export const page = {
  size: 'A4',
  margins: { top: 62, bottom: 74, left: 68, right: 68 },
  /** The footer sits inside the bottom margin, below where body text may flow. */
  footerOffset: 46,
  headerOffset: 34,
} as const;

export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const colours = {
  text: '#1f2937',
  heading: '#0f172a',
  accent: '#1e3a8a',
  muted: '#6b7280',
  rule: '#cbd5e1',
} as const;

export const sizes = {
  eyebrow: 8.5,
  title: 24,
  meta: 9.5,
  h2: 13,
  h3: 10.75,
  body: 10,
  footer: 8,
} as const;

export const spacing = {
  lineGap: 2.6,
  afterParagraph: 7,
  beforeH2: 14,
  afterH2: 5,
  beforeH3: 8,
  afterH3: 3,
  betweenItems: 3,
  bulletIndent: 16,
  /** A heading needs this much room under it, or it moves to the next page with its text. */
  keepWithNext: 46,
} as const;

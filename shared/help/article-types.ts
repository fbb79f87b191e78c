/** A help article's front matter, as the help centre lists it. */
export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  category: string;
  /** Plan kinds, service ids, or 'support': the pages that list the article. */
  related: readonly string[];
  words: number;
}

/** An article's page: its HTML, company facts still placeholders, and its headings. */
export interface HelpArticleBody {
  html: string;
  headings: readonly { id: string; text: string; level: number }[];
}

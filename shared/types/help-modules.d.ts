/**
 * The help folder's modules, made at build from static/help/*.md (scripts/help-articles.cjs):
 * every article's front matter with a loader of its page, and the search index.
 */
declare module '*/help/articles.index' {
  export const helpArticles: ReadonlyArray<{
    slug: string;
    title: string;
    summary: string;
    category: string;
    /** Plan kinds, service ids, or 'support': the pages that list the article. */
    related: readonly string[];
    words: number;
  }>;
  export const helpArticleLoaders: Readonly<
    Record<
      string,
      () => Promise<{ default: { html: string; headings: ReadonlyArray<{ id: string; text: string; level: number }> } }>
    >
  >;
}

declare module '*/help/search.index' {
  /** MiniSearch's JSON of the index. */
  export const helpSearchIndex: string;
  export const helpSearchIndexOptions: { idField: string; fields: string[] };
}

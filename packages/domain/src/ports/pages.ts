/** An operator page as the reader sees it: its title and its body, already rendered and sanitised. */
export type OperatorPage = { slug: string; title: string; html: string };

/** The hub operator's pages (`/articles/…`, `/content/…`), kept outside the database (docs/pages.md). */
export interface Pages {
  /** The page with this valid slug (`pageSlugOf`), or null when the hub has none. */
  ofSlug(slug: string): Promise<OperatorPage | null>;
}

import type { Paged } from '../../lib/paging';

/** What the blogs page shows, already in the visitor's language (built by the loader). */

export interface QuoteView {
  id: number;
  image: string | null;
  featured: boolean;
  /** The published article the quote links to, or null (then it links to #quotes). */
  article: { id: number; name: string } | null;
}

/** The featured quote and one page of the others, as wide and as narrow screens page them. */
export interface QuotesView {
  featured: QuoteView | null;
  wide: Paged<QuoteView>;
  narrow: Paged<QuoteView>;
}

export interface VideoView {
  id: number;
  name: string;
  description: string;
  url: string;
}

export interface ArticleCardView {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** When it was published (ISO, for <time datetime>), and the same date written for the visitor. */
  published: string;
  date: string;
}

export const articlePath = (id: number) => `/articles/view/${id}`;

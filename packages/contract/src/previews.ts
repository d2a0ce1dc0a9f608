/**
 * Private previews (decision 0031): a link that shows an unpublished article, video or
 * press item on its page, as it will look, to whoever holds it, until it expires.
 */

/** The query parameter a preview link carries its token in (`…?preview=TOKEN`). */
export const PREVIEW_PARAM = 'preview';

/** How long a preview link opens its page. */
export const PREVIEW_DAYS = 7;

/** The coach's profile address when the site constants name none (/meet-mung). */
export const DEFAULT_COACH_SLUG = 'mung';

/** The resources a preview can be made of, and where on the site each is shown. */
export const PREVIEW_PAGES = {
  articles: (id: number) => `/articles/view/${id}`,
  blog_videos: () => '/blogs',
  press: (_id: number, coachSlug: string) => `/meet-${coachSlug}`,
} as const;
export type PreviewResource = keyof typeof PREVIEW_PAGES;

/**
 * Where on its page a preview opens: a list's preview at the notice the page puts right
 * above the list (id `preview`), an article's at the top.
 */
const PREVIEW_SECTIONS: Record<PreviewResource, string> = {
  articles: '',
  blog_videos: '#preview',
  press: '#preview',
};

export const isPreviewResource = (slug: string): slug is PreviewResource => slug in PREVIEW_PAGES;

/** The link that opens a record's preview. */
export function previewLink(
  origin: string,
  resource: PreviewResource,
  id: number,
  token: string,
  coachSlug = DEFAULT_COACH_SLUG,
): string {
  const url = new URL(PREVIEW_PAGES[resource](id, coachSlug), origin);
  url.searchParams.set(PREVIEW_PARAM, token);
  return `${url.toString()}${PREVIEW_SECTIONS[resource]}`;
}

import type { Language } from '@coach/contract';
import { type MetaDescriptor, isRouteErrorResponse } from 'react-router';
import { commonMessages } from '../i18n/common';
import { errorWording } from './error-wording';
import { type Message, translator } from '../i18n/messages';
import { imageAlt, mergeImageFacts } from './image-facts';
import { fileUrl } from './images';
import { cardAt } from './public-pages';
import { type RootLoaderData, coachPath } from './site';

/** What `meta` functions receive, reduced to what the helper reads. */
export interface MetaContext {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageSeo {
  /** The page's own title; the business name is appended (unless it is the title). */
  title: string;
  description: string;
  /** Uploaded file id for the Open Graph image. */
  image?: string | null;
  /** Open Graph type: "article" for articles. */
  type?: 'website' | 'article';
  /** Extra tags, e.g. JSON-LD: `{ 'script:ld+json': {...} }`. */
  extra?: MetaDescriptor[];
}

/** The root loader's data inside a `meta` function (language, site constants, origin). */
export function rootData(matches: MetaContext['matches']): RootLoaderData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootLoaderData | undefined;
}

/** The absolute address of a path in a language: English plain, Burmese with `?lang=mm`. */
export function pageUrl(publicUrl: string, pathname: string, language: Language): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${pathname}`;
  return language === 'mm' ? `${base}?lang=mm` : base;
}

/**
 * Title, description, canonical URL, hreflang alternates (en, my, x-default) and Open
 * Graph / Twitter tags for a page. Use in a route's `meta`:
 * `export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description })`.
 */
export function pageMeta({ matches, location }: MetaContext, seo: PageSeo): MetaDescriptor[] {
  const root = rootData(matches);
  const language = root?.language ?? 'en';
  const origin = root?.publicUrl ?? '';
  const business = root?.site.businessName ?? '';
  // The owner's card for this page, in this language: each field set there is shared as
  // written (a title without the business name added), the others as the page gives them.
  const cardKey = root && cardAt(location.pathname, coachPath(root.site));
  const card = cardKey ? root.cards?.[cardKey] : undefined;
  const title =
    card?.title ??
    (!business || seo.title === business ? seo.title || business : `${seo.title} | ${business}`);
  const canonical = pageUrl(origin, location.pathname, language);
  const description = (card?.description ?? seo.description)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  const image = card?.image ?? seo.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: pageUrl(origin, location.pathname, 'en'),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'my',
      href: pageUrl(origin, location.pathname, 'mm'),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: pageUrl(origin, location.pathname, 'en'),
    },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: language === 'mm' ? 'my_MM' : 'en_US' },
    { property: 'og:locale:alternate', content: language === 'mm' ? 'en_US' : 'my_MM' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (business) tags.push({ property: 'og:site_name', content: business });
  if (image) {
    const address = `${origin}${fileUrl(image, 1280)}`;
    tags.push(
      { property: 'og:image', content: address },
      { name: 'twitter:image', content: address },
    );
    // What the shared picture shows, from the media library, for readers of the card.
    const facts = mergeImageFacts(matches.map((match) => match?.data));
    const alt = imageAlt([facts[image]], language, '');
    if (alt)
      tags.push(
        { property: 'og:image:alt', content: alt },
        { name: 'twitter:image:alt', content: alt },
      );
  }
  return [...tags, ...(seo.extra ?? [])];
}

/**
 * The `meta` of a page whose catalogue has `metaTitle` and `metaDescription`, with its
 * banner (from the loader's `banner`) as the Open Graph image.
 */
export function bannerPageMeta(
  args: MetaContext & { data?: { banner?: string | null } },
  messages: Record<'metaTitle' | 'metaDescription', Message>,
): MetaDescriptor[] {
  const t = translator(messages, rootData(args.matches)?.language ?? 'en');
  return pageMeta(args, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: args.data?.banner,
  });
}

/**
 * The `meta` of a route with an `ErrorBoundary`: nothing of its own (its pages give their
 * meta), but the error page's title when the route caught an error.
 */
export function errorPageMeta({
  error,
  matches,
}: Pick<MetaContext, 'matches'> & { error?: unknown }): MetaDescriptor[] {
  if (!error) return [];
  const t = translator(commonMessages, rootData(matches)?.language ?? 'en');
  return [{ title: t(errorWording(isRouteErrorResponse(error) ? error.status : 500).title) }];
}

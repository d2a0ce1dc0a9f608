import { fileUrl } from '../../lib/images';
import type { ArticleView } from './article.server';

/** schema.org Article data for search engines, with absolute addresses. */
export function articleJsonLd(
  article: ArticleView,
  {
    origin,
    url,
    author,
    publisher,
    language,
  }: {
    origin: string;
    url: string;
    author: string;
    publisher: string;
    language: string;
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.name,
    description: article.description,
    ...(article.image && { image: [`${origin}${fileUrl(article.image, 1280)}`] }),
    datePublished: article.published,
    inLanguage: language,
    author: { '@type': 'Person', name: author },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

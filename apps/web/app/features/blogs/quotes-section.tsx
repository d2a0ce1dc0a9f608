import { useState } from 'react';
import { Pager } from '../../components/pager';
import { pageCount, pageSlice } from '../../components/pager-pages';
import { ResponsiveImage } from '../../components/picture';
import { Section } from '../../components/section';
import { useMediaQuery } from '../../components/use-media-query';
import { blogsMessages } from '../../i18n/blogs';
import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import { type QuoteView, articlePath } from './blog-views';
import { QUOTES_NARROW_QUERY, quotesPageSize } from './quotes-page-size';

/** A quote card: a link to its article in a new tab, or to #quotes when it has none. */
function QuoteLink({
  quote,
  children,
  className,
}: {
  quote: QuoteView;
  children: React.ReactNode;
  className?: string;
}) {
  const tc = useT(commonMessages);
  if (!quote.article) {
    return (
      <a href="#quotes" className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={articlePath(quote.article.id)} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="visually-hidden"> {tc('newTab')}</span>
    </a>
  );
}

/** #quotes: the featured quote shown large, the others in a paged gallery. */
export function QuotesSection({ quotes }: { quotes: QuoteView[] }) {
  const t = useT(blogsMessages);
  const narrow = useMediaQuery(QUOTES_NARROW_QUERY);
  const [page, setPage] = useState(1);
  const featured = quotes.find((q) => q.featured) ?? null;
  const gallery = quotes.filter((q) => q !== featured);
  const size = quotesPageSize({ narrow, hasFeatured: featured !== null });
  const total = pageCount(gallery.length, size);
  const current = Math.min(page, total);
  const alt = (quote: QuoteView) =>
    quote.article ? t('quoteFromArticle', { name: quote.article.name }) : t('quoteAlt');

  return (
    <Section
      id="quotes"
      eyebrow={t('quotesEyebrow')}
      title={t('quotesTitle')}
      intro={t('quotesIntro')}
      className="quotes-section"
    >
      {quotes.length === 0 && <p className="empty-note">{t('noQuotes')}</p>}
      {featured && (
        <figure className="quote-featured card">
          <QuoteLink quote={featured} className="quote-featured-image">
            <ResponsiveImage
              id={featured.image}
              alt={alt(featured)}
              width={588}
              height={392}
              maxWidth={1280}
              sizes="(max-width: 900px) 92vw, 640px"
              // The first band of /blogs: this picture is the page's largest paint.
              priority
            />
          </QuoteLink>
          <figcaption className="quote-featured-text">
            <p className="eyebrow">{t('featuredQuote')}</p>
            {featured.article && (
              <>
                <p className="quote-featured-name">{featured.article.name}</p>
                <QuoteLink quote={featured} className="button button-primary">
                  {t('readArticle')}
                </QuoteLink>
              </>
            )}
          </figcaption>
        </figure>
      )}
      {gallery.length > 0 && (
        <ul className="quote-grid" aria-live="polite">
          {pageSlice(gallery, current, size).map((quote) => (
            <li key={quote.id}>
              <QuoteLink quote={quote} className="quote-card">
                <ResponsiveImage
                  id={quote.image}
                  alt={alt(quote)}
                  width={588}
                  height={392}
                  maxWidth={960}
                  sizes="(max-width: 560px) 92vw, (max-width: 1000px) 45vw, 380px"
                />
              </QuoteLink>
            </li>
          ))}
        </ul>
      )}
      <Pager page={current} total={total} onChange={setPage} label={t('quotesPages')} />
    </Section>
  );
}

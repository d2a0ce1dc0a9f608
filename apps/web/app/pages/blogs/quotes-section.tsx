import { Pager } from '../../components/pager';
import { ResponsiveImage } from '../../components/picture';
import { Section, sectionTexts } from '../../components/section';
import { blogsMessages } from './blogs-messages';
import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import type { Paged } from '../../lib/paging';
import { usePageHref } from '../../lib/use-page-href';
import { type QuoteView, type QuotesView, articlePath } from './blog-views';

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

/** The gallery of one screen width: a page of quote cards and its pager. */
function QuoteGallery({
  quotes,
  className,
  alt,
}: {
  quotes: Paged<QuoteView>;
  className: string;
  alt: (quote: QuoteView) => string;
}) {
  const t = useT(blogsMessages);
  const href = usePageHref('quotes', 'quotes');
  if (!quotes.items.length) return null;
  return (
    <div className={className}>
      <ul className="quote-grid" aria-live="polite">
        {quotes.items.map((quote) => (
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
      <Pager page={quotes.page} total={quotes.pages} href={href} label={t('quotesPages')} />
    </div>
  );
}

/**
 * #quotes: the featured quote shown large, the others in a gallery paged by the server.
 * The page comes twice, as wide and as narrow screens page it; the stylesheet shows the
 * one that fits, so the right page is there at first paint and without JavaScript.
 */
export function QuotesSection({ quotes }: { quotes: QuotesView }) {
  const t = useT(blogsMessages);
  const { featured } = quotes;
  const alt = (quote: QuoteView) =>
    quote.article ? t('quoteFromArticle', { name: quote.article.name }) : t('quoteAlt');

  return (
    <Section id="quotes" {...sectionTexts(t, 'quotes')} className="quotes-section">
      {!featured && !quotes.wide.items.length && <p className="empty-note">{t('noQuotes')}</p>}
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
      <QuoteGallery quotes={quotes.wide} className="quote-gallery-wide" alt={alt} />
      <QuoteGallery quotes={quotes.narrow} className="quote-gallery-narrow" alt={alt} />
    </Section>
  );
}

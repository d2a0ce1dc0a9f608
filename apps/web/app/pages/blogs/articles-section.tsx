import { CalendarIcon } from '../../components/icons';
import { Pager } from '../../components/pager';
import { ResponsiveImage } from '../../components/picture';
import { Section, sectionTexts } from '../../components/section';
import { blogsMessages } from './blogs-messages';
import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import type { Paged } from '../../lib/paging';
import { usePageHref } from '../../lib/use-page-href';
import { type ArticleCardView, articlePath } from './blog-views';

/** #articles: published articles, 4 a page; each opens in a new tab. */
export function ArticlesSection({ articles }: { articles: Paged<ArticleCardView> }) {
  const t = useT(blogsMessages);
  const tc = useT(commonMessages);
  const href = usePageHref('articles', 'articles');
  const current = articles.page;
  return (
    <Section id="articles" {...sectionTexts(t, 'articles')}>
      {articles.items.length === 0 ? (
        <p className="empty-note">{t('noArticles')}</p>
      ) : (
        <ul className="article-grid" aria-live="polite">
          {articles.items.map((article) => (
            <li key={article.id}>
              <a
                href={articlePath(article.id)}
                target="_blank"
                rel="noopener"
                className="article-card card"
              >
                <div className="article-card-media">
                  <ResponsiveImage
                    id={article.image}
                    alt=""
                    width={640}
                    height={252}
                    maxWidth={1280}
                    sizes="(max-width: 760px) 92vw, 580px"
                  />
                </div>
                <div className="article-card-body">
                  <p className="meta-line">
                    <CalendarIcon size={16} />
                    <time dateTime={article.published}>{article.date}</time>
                  </p>
                  <h3 className="article-card-title">{article.name}</h3>
                  <p className="article-card-text line-clamp">{article.description}</p>
                  <span className="text-link">
                    {t('readArticle')}
                    <span className="visually-hidden"> {tc('newTab')}</span>
                  </span>
                </div>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pager page={current} total={articles.pages} href={href} label={t('articlesPages')} />
    </Section>
  );
}

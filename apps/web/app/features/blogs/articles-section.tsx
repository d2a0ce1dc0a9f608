import { PAGE_SIZES } from '@coach/contract/options';
import { useState } from 'react';
import { CalendarIcon } from '../../components/icons';
import { Pager } from '../../components/pager';
import { pageCount, pageSlice } from '../../components/pager-pages';
import { ResponsiveImage } from '../../components/picture';
import { Section } from '../../components/section';
import { blogsMessages } from '../../i18n/blogs';
import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import { type ArticleCardView, articlePath } from './blog-views';

/** #articles: published articles, 4 a page; each opens in a new tab. */
export function ArticlesSection({ articles }: { articles: ArticleCardView[] }) {
  const t = useT(blogsMessages);
  const tc = useT(commonMessages);
  const [page, setPage] = useState(1);
  const total = pageCount(articles.length, PAGE_SIZES.articles);
  const current = Math.min(page, total);
  return (
    <Section
      id="articles"
      eyebrow={t('articlesEyebrow')}
      title={t('articlesTitle')}
      intro={t('articlesIntro')}
    >
      {articles.length === 0 ? (
        <p className="empty-note">{t('noArticles')}</p>
      ) : (
        <ul className="article-grid" aria-live="polite">
          {pageSlice(articles, current, PAGE_SIZES.articles).map((article) => (
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
                    <time dateTime={article.created}>{article.date}</time>
                  </p>
                  <h3 className="article-card-title">{article.name}</h3>
                  <p className="article-card-text">{article.description}</p>
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
      <Pager page={current} total={total} onChange={setPage} label={t('articlesPages')} />
    </Section>
  );
}

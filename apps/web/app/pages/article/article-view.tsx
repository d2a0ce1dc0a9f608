import type { Route } from './+types/article-view';
import { ZoomableImage } from '../../components/image-overlay';
import { PreviewNotice } from '../../features/preview/preview-notice';
import { articleJsonLd } from './article-json-ld';
import { loadArticle } from './article.server';
import { articleMessages } from './article-messages';
import { commonMessages } from '../../i18n/common';
import { translator, useT } from '../../i18n/messages';
import { htmlLang, languageFromRequest } from '../../lib/language';
import { pageMeta, pageUrl, rootData } from '../../lib/seo';
import { useSite } from '../../lib/site';
import './article.css';
import { withImageFacts } from '../../lib/image-facts.server';
import { SubscribeForm } from '../../features/subscribe/subscribe-island';
import { BackLink } from '../../components/back-link';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return withImageFacts(
    context,
    await loadArticle(context, params.id, languageFromRequest(request), new URL(request.url)),
  );
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const language = root?.language ?? 'en';
  const article = args.data?.article;
  if (!article) return [{ title: translator(commonMessages, language)('notFoundTitle') }];
  const origin = root?.publicUrl ?? '';
  const site = root?.site;
  return pageMeta(args, {
    title: article.name,
    description: article.description,
    image: article.image,
    type: 'article',
    extra: [
      ...(args.data?.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'article:published_time', content: article.published },
      {
        'script:ld+json': articleJsonLd(article, {
          origin,
          url: pageUrl(origin, args.location.pathname, language),
          author: site?.coachName ?? '',
          publisher: site?.businessName ?? '',
          language: htmlLang(language),
        }),
      },
    ],
  });
};

/**
 * /articles/view/{id}: the title and its subtitle, the picture (opens full size) and the
 * article's HTML.
 */
export default function ArticleView({ loaderData }: Route.ComponentProps) {
  const t = useT(articleMessages);
  const site = useSite();
  const { article, preview } = loaderData;
  // The terms and privacy pages are articles too, but not blog posts with an author.
  const isPost = ![site.termsArticleId, site.privacyArticleId].includes(String(article.id));
  return (
    <>
      <PreviewNotice preview={preview} />
      <article className="article-page">
        <header className="article-header container">
          {isPost && (
            <BackLink to="/blogs#articles" label={t('backToBlogs')} className="article-back" />
          )}
          <h1 className="article-title">{article.name}</h1>
          {article.subtitle && <p className="article-subtitle">{article.subtitle}</p>}
          <p className="article-meta">
            {isPost && site.coachName && <span>{t('byAuthor', { name: site.coachName })}</span>}
            <time dateTime={article.published}>{t('publishedOn', { date: article.date })}</time>
          </p>
        </header>
        {article.image && (
          <div className="article-hero container">
            <ZoomableImage
              id={article.image}
              alt={article.name}
              width={1200}
              height={472}
              maxWidth={1920}
              sizes="(max-width: 1264px) 100vw, 1200px"
              priority
            />
          </div>
        )}
        <div className="container">
          {article.description && <p className="article-lead">{article.description}</p>}
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.content }} />
          {/* A reader who got to the end is the one to ask (issue 44). */}
          <aside className="article-subscribe">
            <SubscribeForm name="article-subscribe" />
          </aside>
        </div>
      </article>
    </>
  );
}

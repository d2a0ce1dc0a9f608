import type { Route } from './+types/blogs';
import { AppointmentSection } from '../../components/appointment/appointment-section';
import { PageBanner } from '../../components/page-banner';
import { ArticlesSection } from '../../features/blogs/articles-section';
import { loadBlogs } from '../../features/blogs/blogs.server';
import { QuotesSection } from '../../features/blogs/quotes-section';
import { VideosSection } from '../../features/blogs/videos-section';
import { blogsMessages } from '../../i18n/blogs';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { pageMeta, rootData } from '../../lib/seo';
import '../../features/blogs/blogs.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogs(context, new URL(request.url), languageFromRequest(request));
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(blogsMessages, rootData(args.matches)?.language ?? 'en');
  return pageMeta(args, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: args.data?.articles.items[0]?.image,
  });
};

/** /blogs: quotes with the featured one, videos, articles, then the contact form. */
export default function Blogs({ loaderData }: Route.ComponentProps) {
  const t = useT(blogsMessages);
  return (
    <>
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <QuotesSection quotes={loaderData.quotes} />
      <VideosSection videos={loaderData.videos} />
      <ArticlesSection articles={loaderData.articles} />
      <AppointmentSection />
    </>
  );
}

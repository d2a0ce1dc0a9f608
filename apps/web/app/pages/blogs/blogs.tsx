import type { QueryParams } from '@coach/contract/query-params';
import { FROM_PARAM } from '@coach/contract/booking';
import type { Route } from './+types/blogs';
import { AppointmentSection } from '../../features/appointment/appointment-section';
import { PageBanner } from '../../components/page-banner';
import { PreviewNotice } from '../../features/preview/preview-notice';
import { ArticlesSection } from './articles-section';
import { loadBlogs } from './blogs.server';
import { QuotesSection } from './quotes-section';
import { VideosSection } from './videos-section';
import { blogsMessages } from './blogs-messages';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { pageMeta, rootData } from '../../lib/seo';
import './blogs.css';
import { appointmentAction } from '../../features/appointment/appointment-action.server';
import { withImageFacts } from '../../lib/image-facts.server';
import { bookingOffer } from '../../features/appointment/booking-offer.server';

/** The appointment form at the foot of the page works without scripts: it posts here. */
export const action = appointmentAction;

/** The query parameters this page reads besides the language (docs/decisions/0041): the pages of its quotes, videos and articles, and the booking form's first day. */
export const queryParams = {
  quotes: 'page',
  videos: 'page',
  articles: 'page',
  [FROM_PARAM]: 'date',
} satisfies QueryParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [blogs, booking] = await Promise.all([
    loadBlogs(context, new URL(request.url), languageFromRequest(request)),
    bookingOffer(context, request),
  ]);
  return withImageFacts(context, { ...blogs, booking });
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
      <PreviewNotice preview={loaderData.preview} />
      <VideosSection videos={loaderData.videos} />
      <ArticlesSection articles={loaderData.articles} />
      <AppointmentSection offer={loaderData.booking} />
    </>
  );
}

import { Pager } from '../../components/pager';
import { Section, sectionTexts } from '../../components/section';
import { VideoFacade } from '../../components/video/video-facade';
import { blogsMessages } from './blogs-messages';
import { useT } from '../../i18n/messages';
import type { Paged } from '../../lib/paging';
import { usePageHref } from '../../lib/use-page-href';
import type { VideoView } from './blog-views';

/** #videos: published blog videos, 4 a page, each a click-to-play YouTube player. */
export function VideosSection({ videos }: { videos: Paged<VideoView> }) {
  const t = useT(blogsMessages);
  const href = usePageHref('videos', 'videos');
  const current = videos.page;
  return (
    <Section id="videos" {...sectionTexts(t, 'videos')} tone="tint">
      {videos.items.length === 0 ? (
        <p className="empty-note">{t('noVideos')}</p>
      ) : (
        <ul className="video-grid" aria-live="polite">
          {videos.items.map((video) => (
            // Keyed by page too: a player left running on one page is not carried to the next.
            <li key={`${current}-${video.id}`} className="video-card card">
              <VideoFacade
                url={video.url}
                title={video.name}
                playLabel={t('playVideo', { name: video.name })}
              />
              <div className="video-card-body">
                <h3>{video.name}</h3>
                {video.description && <p className="line-clamp">{video.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={current} total={videos.pages} href={href} label={t('videosPages')} />
    </Section>
  );
}

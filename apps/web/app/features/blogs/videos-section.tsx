import { PAGE_SIZES } from '@coach/contract/options';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { pageCount, pageSlice } from '../../components/pager-pages';
import { Section } from '../../components/section';
import { VideoFacade } from '../../components/video/video-facade';
import { blogsMessages } from '../../i18n/blogs';
import { useT } from '../../i18n/messages';
import type { VideoView } from './blog-views';

/** #videos: published blog videos, 4 a page, each a click-to-play YouTube player. */
export function VideosSection({ videos }: { videos: VideoView[] }) {
  const t = useT(blogsMessages);
  const [page, setPage] = useState(1);
  const total = pageCount(videos.length, PAGE_SIZES.videos);
  const current = Math.min(page, total);
  return (
    <Section
      id="videos"
      eyebrow={t('videosEyebrow')}
      title={t('videosTitle')}
      intro={t('videosIntro')}
      tone="tint"
    >
      {videos.length === 0 ? (
        <p className="empty-note">{t('noVideos')}</p>
      ) : (
        <ul className="video-grid" aria-live="polite">
          {pageSlice(videos, current, PAGE_SIZES.videos).map((video) => (
            // Keyed by page too: a player left running on one page is not carried to the next.
            <li key={`${current}-${video.id}`} className="video-card card">
              <VideoFacade
                url={video.url}
                title={video.name}
                playLabel={t('playVideo', { name: video.name })}
              />
              <div className="video-card-body">
                <h3>{video.name}</h3>
                {video.description && <p>{video.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={current} total={total} onChange={setPage} label={t('videosPages')} />
    </Section>
  );
}

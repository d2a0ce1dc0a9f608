import { ZoomableImage } from '../../components/image-overlay';
import { PlayIcon } from '../../components/icons';
import { Pager } from '../../components/pager';
import { ResponsiveImage } from '../../components/picture';
import { Section } from '../../components/section';
import { coachMessages } from './coach-profile-messages';
import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import type { Paged } from '../../lib/paging';
import { usePageHref } from '../../lib/use-page-href';

export interface PressView {
  id: number;
  name: string;
  description: string;
  type: 'image' | 'video';
  image: string | null;
  videoUrl: string;
}

/**
 * #press: published press and collaboration, 6 a page (`?press=2#press`); images open
 * full size, videos link out.
 */
export function PressSection({ items }: { items: Paged<PressView> }) {
  const t = useT(coachMessages);
  const tc = useT(commonMessages);
  const href = usePageHref('press', 'press');
  if (!items.items.length) return null;
  return (
    <Section id="press" eyebrow={t('pressEyebrow')} title={t('pressTitle')}>
      <ul className="press-grid">
        {items.items.map((item) => (
          <li key={item.id} className="press-card card">
            <div className="press-media">
              {item.type === 'video' && item.videoUrl ? (
                <a
                  href={item.videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="press-video"
                >
                  <ResponsiveImage
                    id={item.image}
                    alt=""
                    width={600}
                    height={400}
                    sizes="(max-width: 768px) 92vw, 380px"
                  />
                  <span className="play-badge" aria-hidden="true">
                    <PlayIcon size={26} />
                  </span>
                  <span className="visually-hidden">
                    {t('watchVideo')}: {item.name} {tc('newTab')}
                  </span>
                </a>
              ) : (
                <ZoomableImage
                  id={item.image}
                  alt={item.name}
                  width={600}
                  height={400}
                  sizes="(max-width: 768px) 92vw, 380px"
                />
              )}
            </div>
            <div className="press-body">
              <h3>{item.name}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={items.page} total={items.pages} href={href} label={t('pressPages')} />
    </Section>
  );
}

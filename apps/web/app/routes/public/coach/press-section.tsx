import { PAGE_SIZES } from '@coach/contract/options';
import { useState } from 'react';
import { ZoomableImage } from '../../../components/image-overlay';
import { PlayIcon } from '../../../components/icons';
import { Pager } from '../../../components/pager';
import { pageCount, pageSlice } from '../../../components/pager-pages';
import { ResponsiveImage } from '../../../components/picture';
import { Section } from '../../../components/section';
import { coachMessages } from '../../../i18n/coach-profile';
import { commonMessages } from '../../../i18n/common';
import { useT } from '../../../i18n/messages';

export interface PressView {
  id: number;
  name: string;
  description: string;
  type: 'image' | 'video';
  image: string | null;
  videoUrl: string;
}

/** #press: published press and collaboration, 6 a page; images open full size, videos link out. */
export function PressSection({ items }: { items: PressView[] }) {
  const t = useT(coachMessages);
  const tc = useT(commonMessages);
  const [page, setPage] = useState(1);
  if (!items.length) return null;
  const total = pageCount(items.length, PAGE_SIZES.press);
  const current = Math.min(page, total);
  return (
    <Section id="press" eyebrow={t('pressEyebrow')} title={t('pressTitle')}>
      <ul className="press-grid">
        {pageSlice(items, current, PAGE_SIZES.press).map((item) => (
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
      <Pager page={current} total={total} onChange={setPage} label={t('pressPages')} />
    </Section>
  );
}

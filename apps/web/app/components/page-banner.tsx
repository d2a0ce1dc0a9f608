import { ResponsiveImage } from './picture';
import { HydrateLater } from '../startup/hydrate-later';

export interface PageBannerProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's banner image (from the banners settings); a brand gradient without one. */
  image?: string | null;
  /** Extra content under the lead: buttons, stats. */
  children?: React.ReactNode;
}

/**
 * The banner picture's shown width, as sections.css draws it (`max-width: min(420px, 70vw)`):
 * 70vw on a phone, 420 px from 600 px up. Said wider, a 390 px phone fetched the 640 px
 * step for a picture it shows 273 px wide: the page's largest paint waited on the extra bytes.
 */
export const BANNER_SIZES = '(max-width: 600px) 70vw, 420px';

/** The top of an inner page: the page's h1 over the brand colour, with its banner image. */
export function PageBanner({ eyebrow, title, lead, image, children }: PageBannerProps) {
  return (
    <HydrateLater>
      <header className="page-banner">
        <div className="container page-banner-inner">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h1>{title}</h1>
            <p className="page-banner-lead">{lead}</p>
            {children}
          </div>
          {image && (
            <div className="page-banner-media">
              <ResponsiveImage
                id={image}
                alt=""
                width={386}
                height={400}
                maxWidth={960}
                sizes={BANNER_SIZES}
                priority
              />
            </div>
          )}
        </div>
      </header>
    </HydrateLater>
  );
}

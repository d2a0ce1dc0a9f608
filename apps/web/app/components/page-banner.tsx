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
                sizes="(max-width: 900px) 90vw, 420px"
                priority
              />
            </div>
          )}
        </div>
      </header>
    </HydrateLater>
  );
}

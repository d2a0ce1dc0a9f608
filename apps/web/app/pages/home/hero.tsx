import { Link } from 'react-router';
import { type ArtDirectedImageProps, Picture, picturePreloads } from '../../components/picture';
import { HydrateLater } from '../../startup/hydrate-later';
import { ArrowRightIcon } from '../../components/icons';
import { homeMessages } from './home-messages';
import { useT } from '../../i18n/messages';
import { coachPath, useSite } from '../../lib/site';

export interface HeroData {
  image: string | null;
  mobileImage: string | null;
  text: string;
  button: string;
  link: string;
}

/** The hero's picture: wide art on desktop, the tall mobile banner on phones. */
function heroPicture(hero: Pick<HeroData, 'image' | 'mobileImage'>): ArtDirectedImageProps {
  return {
    id: hero.image,
    mobileId: hero.mobileImage,
    mobileWidth: 750,
    mobileHeight: 1200,
    alt: '',
    width: 1920,
    height: 800,
    maxWidth: 1920,
    sizes: '100vw',
  };
}

/** Preload links for the hero, for the home page's `meta`. */
export const heroPreloads = (hero: Pick<HeroData, 'image' | 'mobileImage'>) =>
  picturePreloads(heroPicture(hero));

/** The home banner, preloaded through `heroPreloads` in the page's `meta`. */
export function Hero({ hero }: { hero: HeroData }) {
  const t = useT(homeMessages);
  const site = useSite();
  const external = /^https?:\/\//.test(hero.link);
  return (
    <HydrateLater>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-media">
          <Picture {...heroPicture(hero)} priority className="hero-img" />
        </div>
        <div className="container hero-content">
          <p className="eyebrow">{t('heroEyebrow')}</p>
          <h1 id="hero-title" className="hero-title">
            {hero.text || t('heroFallback')}
          </h1>
          <div className="button-row">
            {external ? (
              <a
                className="button button-accent"
                href={hero.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {hero.button || t('heroButtonFallback')}
                <ArrowRightIcon size={18} />
              </a>
            ) : (
              <Link className="button button-accent" to={hero.link}>
                {hero.button || t('heroButtonFallback')}
                <ArrowRightIcon size={18} />
              </Link>
            )}
            <Link className="button button-light" to={coachPath(site)}>
              {t('heroSecondary', { name: site.coachName })}
            </Link>
          </div>
        </div>
      </section>
    </HydrateLater>
  );
}

import { Link } from 'react-router';
import { Picture } from '../../../components/picture';
import { ArrowRightIcon } from '../../../components/icons';
import { homeMessages } from '../../../i18n/home';
import { useT } from '../../../i18n/messages';
import { coachPath, useSite } from '../../../lib/site';

export interface HeroData {
  image: string | null;
  mobileImage: string | null;
  text: string;
  button: string;
  link: string;
}

/** The home banner: wide art on desktop, the tall mobile banner on phones, both preloaded. */
export function Hero({ hero }: { hero: HeroData }) {
  const t = useT(homeMessages);
  const site = useSite();
  const external = /^https?:\/\//.test(hero.link);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-media">
        <Picture
          id={hero.image}
          mobileId={hero.mobileImage}
          mobileWidth={750}
          mobileHeight={1200}
          alt=""
          width={1920}
          height={800}
          maxWidth={1920}
          sizes="100vw"
          priority
          className="hero-img"
        />
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
  );
}

import { Link, useLocation } from 'react-router';
import { LIMITS } from '@coach/contract/options';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { localDigits } from '../lib/format';
import { keepAddressLanguage, useLanguage } from '../lib/language';
import { coachPath, useSite } from '../lib/site';
import { FacebookIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '../components/icons';
import { ContactList } from '../components/contact-list';
import { footerGroups } from './nav-links';
import { SubscribeForm } from '../features/subscribe/subscribe-island';

export interface ShopCategoryLink {
  id: number;
  label: string;
  /** The category's id on /shops (from its English name, so it is the same in both languages). */
  anchor: string;
}

/** The footer: anchor links to every page's sections, shop categories, social, legal, copyright. */
export function Footer({ shopCategories }: { shopCategories: ShopCategoryLink[] }) {
  const t = useT(commonMessages);
  const language = useLanguage();
  const site = useSite();
  const social = [
    { href: site.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: site.social.youtube, label: 'YouTube', Icon: YoutubeIcon },
    { href: site.social.twitter, label: 'Twitter', Icon: TwitterIcon },
    { href: site.social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
  ].filter((s) => s.href);
  const groups = footerGroups(coachPath(site));
  const { search } = useLocation();
  const to = (path: string) => keepAddressLanguage(path, search);

  return (
    <footer className="site-footer">
      <div className="container footer-subscribe">
        <SubscribeForm name="footer-subscribe" onDark />
      </div>
      <div className="container footer-top">
        <div className="footer-about">
          <p className="footer-brand">{site.businessName}</p>
          <p className="footer-tagline">{t('footerTagline')}</p>
          <ContactList className="footer-contact" iconSize={16} />
          {social.length > 0 && (
            <ul className="social-links" aria-label={t('followUs')}>
              {social.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} ${t('newTab')}`}
                  >
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="footer-nav" aria-label={t('footerNavigation')}>
          {groups.map((group) => (
            <div key={group.to} className="footer-group">
              <p className="footer-group-title">
                <Link to={to(group.to)}>{t(group.title, { name: site.coachName })}</Link>
              </p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={to(link.to)}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="footer-group">
            <p className="footer-group-title">
              <Link to={to('/shops')}>{t('shop')}</Link>
            </p>
            <ul>
              {shopCategories.map((category) => (
                <li key={category.id}>
                  <Link to={to(`/shops/#${category.anchor}`)}>{category.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-bar">
          <p>
            {t('copyright', {
              year: localDigits(LIMITS.copyrightYear, language),
              business: site.businessName,
            })}
          </p>
          <ul className="legal-links">
            {site.termsArticleId && (
              <li>
                <Link to={to(`/articles/view/${site.termsArticleId}`)}>{t('terms')}</Link>
              </li>
            )}
            {site.privacyArticleId && (
              <li>
                <Link to={to(`/articles/view/${site.privacyArticleId}`)}>{t('privacy')}</Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}

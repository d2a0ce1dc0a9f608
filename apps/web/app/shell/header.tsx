import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { keepAddressLanguage } from '../lib/language';
import { coachPath, useSite } from '../lib/site';
import { CloseIcon, MenuIcon, SearchIcon } from '../components/icons';
import { LanguageToggle } from '../components/language-toggle';
import { SearchForm } from '../components/search-form';
import { ACTIVE_MENU_KEY, activeMenuPath, menuLinks } from './nav-links';

/** The menu's id: the burger's target, so that it opens without scripts (CSS `:target`). */
const MENU_ID = 'site-menu';
/** The search box's id: its icon's target, so that it opens as the menu does. */
const SEARCH_ID = 'site-search';

/**
 * The site header: business name, the menu of every public route (the active page
 * highlighted and remembered), the search box behind its icon, the globe toggle, and a
 * burger menu on narrow screens.
 * The burger is a link to the menu: before the scripts arrive, or without them, a tap
 * opens it by the address's `#site-menu`; once they run, the tap toggles it in place.
 */
export function Header() {
  const t = useT(commonMessages);
  const site = useSite();
  const location = useLocation();
  const links = menuLinks(coachPath(site));
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const searchToggle = useRef<HTMLAnchorElement>(null);
  const [remembered, setRemembered] = useState<string | null>(null);
  const burger = useRef<HTMLAnchorElement>(null);
  const to = (path: string) => keepAddressLanguage(path, location.search);
  const active = activeMenuPath(location.pathname, links, remembered);

  useEffect(() => {
    try {
      setRemembered(localStorage.getItem(ACTIVE_MENU_KEY));
    } catch {
      // Storage may be refused; the highlight then follows the address only.
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    try {
      localStorage.setItem(ACTIVE_MENU_KEY, active);
    } catch {
      // as above
    }
  }, [active]);

  // A followed link closes the menu; a search made closes the box.
  useEffect(() => {
    setOpen(false);
    setSearching(false);
  }, [location.pathname, location.search, location.hash]);

  // A tap before the scripts arrived opened the menu by the address: keep it open, now as
  // state, and take the fragment off the address so the next tap can close it. (After the
  // effect above, which runs on arrival too.)
  useEffect(() => {
    const opened = window.location.hash;
    if (opened !== `#${MENU_ID}` && opened !== `#${SEARCH_ID}`) return;
    if (opened === `#${MENU_ID}`) setOpen(true);
    else setSearching(true);
    const { pathname, search } = window.location;
    history.replaceState(history.state, '', `${pathname}${search}`);
  }, []);

  // The box opened by its icon takes the typing at once.
  useEffect(() => {
    if (searching) document.getElementById(`${SEARCH_ID}-q`)?.focus();
  }, [searching]);

  // Escape closes what is open. Listened for as the open menu or box is drawn, not after
  // it: an Escape pressed the moment it shows would otherwise find no one listening.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        burger.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useLayoutEffect(() => {
    if (!searching) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setSearching(false);
        searchToggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searching]);

  return (
    <header
      className="site-header"
      data-menu-open={open || undefined}
      data-search-open={searching || undefined}
    >
      <div className="container header-bar">
        <Link to={to('/')} className="brand" aria-label={`${site.businessName} — ${t('home')}`}>
          {/* The initial is drawn by CSS so it is not part of the link's visible text: the
              accessible name then starts with exactly what is read on screen. */}
          <span
            className="brand-mark"
            aria-hidden="true"
            data-initial={site.coachName.slice(0, 1).toUpperCase()}
          />
          <span className="brand-name">{site.businessName}</span>
        </Link>
        <div id={SEARCH_ID} className="header-search">
          <SearchForm idPrefix={SEARCH_ID} landmark={t('siteSearch')} />
          {/* Shown only while the address opened the box (no scripts): its way back. */}
          <a href="#" className="header-search-close text-link">
            {t('closeSearch')}
          </a>
        </div>
        <div className="header-actions">
          {/* The box behind an icon (there is no room beside the menu), a link to it so it
              opens without scripts (CSS :target), toggled in place once they run, as the
              burger is. */}
          <a
            ref={searchToggle}
            href={`#${SEARCH_ID}`}
            role="button"
            className="search-toggle icon-button"
            aria-expanded={searching}
            aria-controls={SEARCH_ID}
            aria-label={searching ? t('closeSearch') : t('openSearch')}
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
              setSearching((s) => !s);
            }}
          >
            {searching ? <CloseIcon size={20} /> : <SearchIcon size={20} />}
          </a>
          <LanguageToggle className="language-toggle" />
          <a
            ref={burger}
            href={`#${MENU_ID}`}
            role="button"
            className="burger icon-button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? t('closeMenu') : t('openMenu')}
            onClick={(event) => {
              event.preventDefault();
              setSearching(false);
              setOpen((o) => !o);
            }}
          >
            {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </a>
        </div>
        <nav id={MENU_ID} className="site-menu" aria-label={t('mainMenu')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={to(link.to)}
                  className="menu-link"
                  aria-current={link.to === active ? 'page' : undefined}
                  onClick={() => {
                    setRemembered(link.to);
                    setOpen(false);
                  }}
                  prefetch="intent"
                >
                  {t(link.label, { name: site.coachName })}
                </Link>
              </li>
            ))}
            {/* Shown only while the address opened the menu (no scripts): its way back. */}
            <li className="menu-close">
              <a href="#" className="menu-link">
                {t('closeMenu')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

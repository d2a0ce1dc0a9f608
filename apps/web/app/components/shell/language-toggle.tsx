import { useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import { LANGUAGE_STORAGE_KEY, rememberLanguage, useLanguage } from '../../lib/language';
import { GlobeIcon } from '../icons';

/**
 * The globe toggle. It remembers the choice (localStorage and cookie) and reloads the
 * route data, so the server-rendered content follows; a `?lang=` in the address would
 * override the cookie, so it is dropped from the URL when switching.
 */
export function LanguageToggle() {
  const t = useT(commonMessages);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // A `?lang=` link also becomes the remembered choice, so the next page keeps it.
  useEffect(() => {
    if (new URLSearchParams(location.search).has('lang')) rememberLanguage(language);
  }, [language, location.search]);

  const toggle = () => {
    const next = language === 'en' ? 'mm' : 'en';
    rememberLanguage(next);
    const params = new URLSearchParams(location.search);
    if (params.has('lang')) {
      params.delete('lang');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    } else {
      void revalidator.revalidate();
    }
  };

  return (
    <button
      type="button"
      className="language-toggle"
      onClick={toggle}
      aria-label={t('switchLanguage')}
      lang={language === 'en' ? 'my' : 'en'}
      data-busy={revalidator.state === 'loading' || undefined}
    >
      <GlobeIcon size={18} />
      <span>{t('languageName')}</span>
    </button>
  );
}

/** Carries a choice kept only in localStorage (the cookie expired or was cleared) back to the server. */
export function useStoredLanguage() {
  const language = useLanguage();
  const revalidator = useRevalidator();
  useEffect(() => {
    let stored: string | null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    const hasCookie = /(?:^|;\s*)lang=/.test(document.cookie);
    if (!hasCookie && (stored === 'en' || stored === 'mm') && stored !== language) {
      rememberLanguage(stored);
      void revalidator.revalidate();
    }
    // Only once, on arrival: later changes come from the toggle itself.
  }, []);
}

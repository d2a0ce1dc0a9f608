import { type MouseEvent, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import {
  LANGUAGE_STORAGE_KEY,
  languageAddress,
  rememberLanguage,
  useLanguage,
} from '../lib/language';
import { GlobeIcon } from './icons';
import { ownQuery } from '../lib/own-query';

interface Props {
  /** Its look: `language-toggle` in the public header, `a-language-toggle` in the back office. */
  className: string;
  /**
   * The accessible name, written in the page's language (the back office's "Switch to
   * Burmese"). Without it the button is named in the language it switches to ("View in
   * English" on a Burmese page), for the visitor who reads only that one. Either way
   * `lang` marks the text that is in the other language, so it is pronounced right.
   */
  label?: string;
}

/**
 * The globe toggle of the public header and the back office: a link to the page's address
 * in the other language (`?lang=`), so a tap before the scripts arrive, or without them,
 * still switches. Once the scripts run, a tap stays on the page: it remembers the choice
 * (localStorage and cookie) and reloads the route data, so the server-rendered content
 * follows; a `?lang=` in the address would override the cookie, so it is dropped from
 * the URL when switching.
 */
export function LanguageToggle({ className, label }: Props) {
  const t = useT(commonMessages);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const other = language === 'en' ? 'my' : 'en';

  // A `?lang=` link also becomes the remembered choice, so the next page keeps it.
  useEffect(() => {
    if (new URLSearchParams(location.search).has('lang')) rememberLanguage(language);
  }, [language, location.search]);

  const next = language === 'en' ? 'mm' : 'en';
  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (Ctrl, ⌘, Shift, middle click) opens the other language's address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    rememberLanguage(next);
    const params = ownQuery(location.search);
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
    <a
      href={languageAddress(location, next)}
      className={className}
      onClick={toggle}
      aria-label={label ?? t('switchLanguage')}
      lang={label ? undefined : other}
      data-busy={revalidator.state === 'loading' || undefined}
    >
      <GlobeIcon size={18} />
      <span lang={label ? other : undefined}>{t('languageName')}</span>
    </a>
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

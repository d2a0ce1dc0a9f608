import { useRevalidator } from 'react-router';
import { rememberLanguage, useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** The globe toggle, as on the public site: remembers the choice and re-reads the root. */
export function LanguageToggle() {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  return (
    <button
      type="button"
      className="a-language-toggle"
      lang={language === 'en' ? 'my' : 'en'}
      aria-label={t(UI.switchLanguageLabel)}
      onClick={() => {
        rememberLanguage(language === 'en' ? 'mm' : 'en');
        void revalidator.revalidate();
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <span>{t(UI.switchLanguage)}</span>
    </button>
  );
}

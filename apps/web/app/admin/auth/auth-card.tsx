import type { ReactNode } from 'react';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** The centred card of the sign-in and registration screens. */
export function AuthCard({ title, children }: { title: Text; children: ReactNode }) {
  const t = useT();
  return (
    <div className="admin a-auth-page">
      <div className="a-auth-top">
        <a href="/" className="a-auth-home">
          ← {t(UI.viewSite)}
        </a>
        <LanguageToggle className="a-language-toggle" label={t(UI.switchLanguageLabel)} />
      </div>
      <main className="a-auth-card">
        <p className="a-auth-kicker">{t(UI.backOffice)}</p>
        <h1>{t(title)}</h1>
        {children}
      </main>
    </div>
  );
}

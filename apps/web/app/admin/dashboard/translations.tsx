import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { useLoad } from '../ui/use-load.ts';
import { getMissingTranslations } from './dashboard-api.ts';
import { L } from './texts.ts';

/** How much of the Burmese site is still to write, with the way to the list of it. */
export function Translations() {
  const t = useT();
  const language = useLanguage();
  const missing = useLoad(getMissingTranslations, []);
  const figures = missing.data;
  return (
    <section className="a-revenue" aria-labelledby="translations-title" data-testid="translations">
      <h2 id="translations-title">{t(L.translations)}</h2>
      {!figures ? (
        <LoadState error={missing.error} onRetry={() => void missing.reload()} />
      ) : figures.records === 0 ? (
        <p>{t(L.allTranslated)}</p>
      ) : (
        <>
          <p>
            <strong className="a-attention-number">{localDigits(figures.records, language)}</strong>{' '}
            {fillIn(t(L.untranslatedRecords), { fields: localDigits(figures.fields, language) })}
          </p>
          <Link to="/admin/translations">{t(L.completeThem)}</Link>
        </>
      )}
    </section>
  );
}

import type { Newsletter } from '@coach/contract/newsletters';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { listNewsletters } from './newsletters-api.ts';
import { ProgressBar } from './progress-bar.tsx';
import { L } from './texts.ts';

/** The subject in the screen's language, or the other one's when that is empty. */
export const subjectIn = (letter: Newsletter, language: 'en' | 'mm') =>
  (language === 'mm' ? letter.subject_mm || letter.subject : letter.subject || letter.subject_mm) ||
  '—';

/** /admin/newsletters: every letter, newest first, with its status and progress. */
export function NewsletterList() {
  const t = useT();
  const language = useLanguage();
  const loaded = useLoad(listNewsletters, []);
  const letters = loaded.data?.newsletters;
  return (
    <section className="screen a-newsletters">
      <ScreenHeader title={L.title} count={letters?.length}>
        <Link to="/admin/newsletters/new" className="a-button a-button-primary">
          {t(L.newLetter)}
        </Link>
      </ScreenHeader>
      {!letters ? (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      ) : letters.length === 0 ? (
        <p className="a-lead">{t(L.none)}</p>
      ) : (
        <ul className="a-letter-list">
          {letters.map((letter) => (
            <li key={letter.id} className="a-letter-card">
              <div className="a-letter-head">
                <Link to={`/admin/newsletters/${letter.id}`} className="a-letter-subject">
                  {subjectIn(letter, language)}
                </Link>
                <span className={`a-badge a-letter-${letter.status}`}>
                  {t(L.status[letter.status])}
                </span>
              </div>
              <p className="a-hint">
                {t(L.changedColumn)}: {formatDate(letter.changed_at, language, true)}
              </p>
              {(letter.status === 'sending' || letter.status === 'sent') && (
                <ProgressBar progress={letter} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

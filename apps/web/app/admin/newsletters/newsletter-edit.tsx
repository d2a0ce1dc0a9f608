import type { Newsletter } from '@coach/contract/newsletters';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, failure, problemNotice, success, useArrivalNotice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { usePending } from '../ui/use-pending.ts';
import { LetterFields } from './letter-fields.tsx';
import { LetterPreview } from './letter-preview.tsx';
import {
  type LetterFields as Fields,
  createNewsletter,
  getNewsletter,
  updateNewsletter,
} from './newsletters-api.ts';
import { SendPanel } from './send-panel.tsx';
import { L } from './texts.ts';

const EMPTY: Fields = { subject: '', subject_mm: '', body: '', body_mm: '' };
/** How often a letter that is going is read again for its progress bar. */
const PROGRESS_EVERY_MS = 2_000;

const fieldsOf = (letter: Newsletter): Fields => ({
  subject: letter.subject,
  subject_mm: letter.subject_mm,
  body: letter.body,
  body_mm: letter.body_mm,
});

/** /admin/newsletters/new and /admin/newsletters/{id}: write, preview, test and send. */
export function NewsletterEdit({ id }: { id: number | null }) {
  const loaded = useLoad(() => (id === null ? Promise.resolve(null) : getNewsletter(id)), [id]);
  if (loaded.data === undefined)
    return (
      <section className="screen">
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      </section>
    );
  return <LetterScreen key={id ?? 'new'} stored={loaded.data} />;
}

function LetterScreen({ stored }: { stored: Newsletter | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [letter, setLetter] = useState(stored);
  const [saved, setSaved] = useState<Fields>(stored ? fieldsOf(stored) : EMPTY);
  const [values, setValues] = useState<Fields>(saved);
  const [notice, setNotice] = useArrivalNotice();
  const { busy, pending } = usePending();
  const unsaved = JSON.stringify(values) !== JSON.stringify(saved);
  const locked = letter?.status === 'sending' || letter?.status === 'sent';

  // While it goes, the progress bar follows the outbox.
  useEffect(() => {
    if (letter?.status !== 'sending') return;
    const timer = setTimeout(() => {
      getNewsletter(letter.id).then(setLetter, () => undefined);
    }, PROGRESS_EVERY_MS);
    return () => clearTimeout(timer);
  }, [letter]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    try {
      await pending(async () => {
        if (!letter) {
          const made = await createNewsletter(values);
          navigate(`/admin/newsletters/${made.id}`, { state: { notice: success(L.saved) } });
          return;
        }
        const changed = await updateNewsletter(letter.id, values);
        setLetter(changed);
        setSaved(fieldsOf(changed));
        setValues(fieldsOf(changed));
        setNotice(success(L.saved));
      });
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }

  return (
    <section className="screen a-newsletter">
      <ScreenHeader title={letter ? L.title : L.newLetter}>
        <Link to="/admin/newsletters" className="a-button">
          ← {t(L.back)}
        </Link>
      </ScreenHeader>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {locked && <p className="a-lead">{t(L.sentLocked)}</p>}
      <div className="a-letter-layout">
        <form className="a-form" onSubmit={save} noValidate>
          <LetterFields
            values={values}
            onChange={setValues}
            onEditorError={(message) => setNotice(failure(message))}
            locked={locked}
          />
          {!locked && (
            <div className="a-row-actions">
              <button type="submit" className="a-button a-button-primary" disabled={busy}>
                {t(UI.save)}
              </button>
            </div>
          )}
        </form>
        {letter && (
          <div className="a-letter-side">
            <SendPanel letter={letter} unsaved={unsaved} onSent={setLetter} />
            <LetterPreview id={letter.id} version={letter.changed_at} />
          </div>
        )}
      </div>
    </section>
  );
}

import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { useLoad } from '../ui/use-load.ts';
import { previewNewsletter } from './newsletters-api.ts';
import { withSiteBurmeseFont } from './preview-font.ts';
import { L } from './texts.ts';

/**
 * The stored letter as a subscriber of each language gets it: the mail's own HTML, made
 * by the API as the worker makes it, in a frame that runs nothing (sandboxed), with the
 * site's Burmese font added (the owner's computer may have none).
 * `version` changes after each save, so the preview follows what was saved.
 */
export function LetterPreview({ id, version }: { id: number; version: string }) {
  const t = useT();
  const [language, setLanguage] = useState<'en' | 'mm'>('en');
  const preview = useLoad(() => previewNewsletter(id, language), [id, language, version]);
  const name = language === 'mm' ? L.burmese : L.english;
  return (
    <section className="a-letter-preview" aria-labelledby="letter-preview-title">
      <h2 id="letter-preview-title">{t(L.preview)}</h2>
      <div className="a-letter-languages" role="group" aria-label={t(L.preview)}>
        {(['en', 'mm'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="a-button a-button-small"
            aria-pressed={language === option}
            onClick={() => setLanguage(option)}
          >
            {t(option === 'mm' ? L.burmese : L.english)}
          </button>
        ))}
      </div>
      <p className="a-hint">{fillIn(t(L.previewIn), { language: t(name) })}</p>
      {preview.data ? (
        <>
          <p
            className="a-letter-preview-subject"
            lang={preview.data.language === 'mm' ? 'my' : 'en'}
          >
            {preview.data.subject}
          </p>
          <iframe
            className="a-letter-frame"
            title={t(L.previewFrame)}
            sandbox=""
            srcDoc={withSiteBurmeseFont(preview.data.html, window.location.href)}
          />
        </>
      ) : (
        <LoadState error={preview.error} onRetry={() => void preview.reload()} />
      )}
    </section>
  );
}

import { Suspense, lazy } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import type { LetterFields as Fields } from './newsletters-api.ts';
import { L } from './texts.ts';

const RichTextEditor = lazy(() => import('../editor/rich-text-editor.tsx'));

/**
 * The letter's subject and body in both languages, each body in the article editor.
 * `locked`: a letter that has gone shows its text without fields.
 */
export function LetterFields({
  values,
  onChange,
  onEditorError,
  locked,
}: {
  values: Fields;
  onChange: (values: Fields) => void;
  onEditorError: (message: Text | string) => void;
  locked: boolean;
}) {
  const t = useT();
  const set = (key: keyof Fields) => (value: string) => onChange({ ...values, [key]: value });
  const subject = (key: 'subject' | 'subject_mm', label: Text, lang: string) => (
    <div className="a-field">
      <label htmlFor={`letter-${key}`}>{t(label)}</label>
      <input
        id={`letter-${key}`}
        type="text"
        lang={lang}
        maxLength={300}
        readOnly={locked}
        value={values[key]}
        onChange={(event) => set(key)(event.target.value)}
      />
    </div>
  );
  const body = (key: 'body' | 'body_mm', label: Text, lang: string) => (
    <div className="a-field a-field-richtext">
      <span className="a-field-label" id={`letter-${key}-label`}>
        {t(label)}
      </span>
      {locked ? (
        <div
          className="a-letter-locked"
          lang={lang}
          aria-labelledby={`letter-${key}-label`}
          role="group"
          // Cleaned by the API with the articles' allow-list before it was stored.
          dangerouslySetInnerHTML={{ __html: values[key] }}
        />
      ) : (
        <Suspense fallback={<div className="a-editor-loading">{t(UI.loading)}</div>}>
          <RichTextEditor
            labelledBy={`letter-${key}-label`}
            value={values[key]}
            lang={lang}
            onChange={set(key)}
            onError={onEditorError}
          />
        </Suspense>
      )}
    </div>
  );
  return (
    <div className="a-form-fields a-letter-fields">
      <p className="a-hint">{t(L.oneLanguage)}</p>
      {subject('subject', L.subject, 'en')}
      {subject('subject_mm', L.subjectMm, 'my')}
      {body('body', L.body, 'en')}
      {body('body_mm', L.bodyMm, 'my')}
    </div>
  );
}

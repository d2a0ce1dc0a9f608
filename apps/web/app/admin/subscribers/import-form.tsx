import { schemas } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { FieldLabel } from '../ui/field-label.tsx';
import { Notice, type NoticeMessage, failure, success } from '../ui/notice.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { L } from './subscriber-texts.ts';
import { importSubscribers } from './subscribers-api.ts';
import { FieldError } from '../ui/field-error.tsx';

/**
 * Owners bring addresses from elsewhere: pasted or from a CSV file. Each new one is asked
 * to confirm, unless the owner vouches that consent was given and says where (recorded as
 * that address's consent).
 */
export function ImportForm({
  onImported,
}: {
  onImported: (notice: NoticeMessage) => Promise<void>;
}) {
  const t = useT();
  const language = useLanguage();
  const { errors, notice, setNotice, busy, handle } = useFormAction();
  const [consentGiven, setConsentGiven] = useState(false);
  const [fileText, setFileText] = useState('');

  const submit = handle(
    schemas.subscribers.import,
    (form) => ({
      csv: [fieldText(form, 'csv'), fileText].filter((part) => part.trim()).join('\n'),
      language: fieldText(form, 'import-language'),
      consent_given: consentGiven,
      consent_source: consentGiven ? fieldText(form, 'consent_source').trim() : undefined,
    }),
    async (body, form) => {
      if (!body.csv.trim()) {
        setNotice(failure(L.nothingToImport));
        return;
      }
      const answer = await importSubscribers(body);
      form.reset();
      setConsentGiven(false);
      setFileText('');
      const n = (count: number) => localDigits(count, language);
      await onImported(
        success({
          en: fillIn(L.imported.en, {
            added: String(answer.added),
            asked: String(answer.asked_to_confirm),
            already: String(answer.already),
            erased: String(answer.erased),
          }),
          mm: fillIn(L.imported.mm, {
            added: n(answer.added),
            asked: n(answer.asked_to_confirm),
            already: n(answer.already),
            erased: n(answer.erased),
          }),
        }),
      );
    },
  );

  return (
    <section className="a-card a-subscriber-import" aria-labelledby="import-title">
      <h2 id="import-title">{t(L.importTitle)}</h2>
      <p className="a-hint">{t(L.importHint)}</p>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate>
        <div className={`a-field${errors.csv ? ' a-field-invalid' : ''}`}>
          <FieldLabel htmlFor="import-csv">{t(L.addresses)}</FieldLabel>
          <textarea
            id="import-csv"
            name="csv"
            rows={5}
            spellCheck={false}
            aria-invalid={errors.csv ? true : undefined}
            aria-describedby={errors.csv ? 'import-csv-error' : undefined}
          />
          <FieldError id="import-csv" error={errors.csv} />
        </div>
        <div className="a-field">
          <FieldLabel htmlFor="import-file">{t(L.csvFile)}</FieldLabel>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (event) => setFileText((await event.target.files?.[0]?.text()) ?? '')}
          />
        </div>
        <div className="a-field">
          <FieldLabel htmlFor="import-language">{t(L.emailsIn)}</FieldLabel>
          <select id="import-language" name="import-language" defaultValue={language}>
            <option value="en">{t(L.english)}</option>
            <option value="mm">{t(L.burmese)}</option>
          </select>
        </div>
        <div className="a-field a-field-checkbox">
          <input
            id="consent-given"
            type="checkbox"
            checked={consentGiven}
            onChange={(event) => setConsentGiven(event.target.checked)}
          />
          <label htmlFor="consent-given">{t(L.consentGiven)}</label>
        </div>
        {consentGiven && (
          <TextField
            id="consent_source"
            label={t(L.consentSource)}
            required
            error={errors.consent_source}
          />
        )}
        <SubmitButton busy={busy}>{t(L.importButton)}</SubmitButton>
      </form>
    </section>
  );
}

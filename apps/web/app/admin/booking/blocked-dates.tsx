import { formatDate } from '@coach/contract/formats';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import type { FieldErrors } from '../crud/form-values.ts';
import { useT } from '../i18n/text.ts';
import { TextField } from '../ui/text-field.tsx';
import { L } from './availability-texts.ts';

/** A blocked date as read: "25 December 2026" / "၂၀၂၆ ဒီဇင်ဘာ ၂၅" (a calendar date, no zone to move it). */
const dateText = (date: string, language: 'en' | 'mm') =>
  formatDate(`${date}T12:00:00Z`, language, 'UTC');

/** Dates no one may book (holidays, travel): one added with a date input, any removed. */
export function BlockedDates({
  dates,
  errors,
  onChange,
}: {
  dates: string[];
  /** Errors by input (`blocked.{date}`), and `blocked_dates` for the list as a whole. */
  errors: FieldErrors;
  onChange: (dates: string[]) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);

  function add() {
    if (!chosen) return setMissing(true);
    setMissing(false);
    if (!dates.includes(chosen)) onChange([...dates, chosen].sort());
    setChosen('');
  }

  return (
    <fieldset className="a-fieldset a-form-section a-blocked-dates">
      <legend>{t(L.blockedDates)}</legend>
      <p className="a-hint">{t(L.blockedHint)}</p>
      {errors.blocked_dates && <p className="a-field-error">{t(errors.blocked_dates)}</p>}
      <div className="a-blocked-add">
        <TextField
          id="blocked-date"
          label={t(L.dateToBlock)}
          type="date"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          error={missing ? t(L.chooseDate) : undefined}
        />
        <button type="button" className="a-button" onClick={add}>
          {t(L.blockDate)}
        </button>
      </div>
      {dates.length === 0 ? (
        <p className="a-muted">{t(L.noBlocked)}</p>
      ) : (
        <ul className="a-blocked-list">
          {dates.map((date) => (
            <li key={date}>
              <span>
                <time dateTime={date}>{dateText(date, language)}</time>
                {errors[`blocked.${date}`] && (
                  <span className="a-field-error"> {t(errors[`blocked.${date}`]!)}</span>
                )}
              </span>
              <button
                type="button"
                className="a-button a-button-small a-button-danger-quiet"
                onClick={() => onChange(dates.filter((d) => d !== date))}
              >
                {t(L.unblock)}
                <span className="visually-hidden"> ({dateText(date, language)})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

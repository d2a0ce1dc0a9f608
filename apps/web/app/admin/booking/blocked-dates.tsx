import { BLOCK_RANGE_MAX_DAYS } from '@coach/contract';
import { formatDate } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import type { FieldErrors } from '../crud/form-values.ts';
import { type Text, useT } from '../i18n/text.ts';
import { TextField } from '../ui/text-field.tsx';
import { L } from './availability-texts.ts';
import { datesFrom, runsOf } from './blocked-runs.ts';

/** A blocked date as read: "25 December 2026" / "၂၀၂၆ ဒီဇင်ဘာ ၂၅" (a calendar date, no zone to move it). */
const dateText = (date: string, language: 'en' | 'mm') =>
  formatDate(`${date}T12:00:00Z`, language, 'UTC');

/**
 * Dates no one may book (holidays, travel): a date, or a holiday from its first date to
 * its last in one step, added with date inputs; shown as runs of days, each run removed
 * at once.
 */
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
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [firstError, setFirstError] = useState<Text>();
  const [lastError, setLastError] = useState<Text>();
  const range = Boolean(last) && last !== first;

  function add() {
    setFirstError(first ? undefined : L.chooseDate);
    const added = first ? datesFrom(first, last || first) : [];
    const wrong: Text | undefined = !first
      ? undefined
      : added.length === 0
        ? L.lastBeforeFirst
        : added.length > BLOCK_RANGE_MAX_DAYS
          ? L.rangeTooLong
          : undefined;
    setLastError(wrong);
    if (!first || wrong) return;
    onChange([...new Set([...dates, ...added])].sort());
    setFirst('');
    setLast('');
  }

  const maxDays = { max: localDigits(BLOCK_RANGE_MAX_DAYS, language) };
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
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          error={firstError && t(firstError)}
        />
        <TextField
          id="blocked-until"
          label={t(L.lastDateToBlock)}
          type="date"
          value={last}
          min={first || undefined}
          onChange={(e) => setLast(e.target.value)}
          error={lastError && fillIn(t(lastError), maxDays)}
        />
        <button type="button" className="a-button" onClick={add}>
          {t(range ? L.blockDates : L.blockDate)}
        </button>
      </div>
      {dates.length === 0 ? (
        <p className="a-muted">{t(L.noBlocked)}</p>
      ) : (
        <ul className="a-blocked-list">
          {runsOf(dates).map((run) => {
            const shown =
              run.length === 1
                ? dateText(run[0]!, language)
                : `${dateText(run[0]!, language)} – ${dateText(run.at(-1)!, language)}`;
            const wrong = run.find((date) => errors[`blocked.${date}`]);
            return (
              <li key={run[0]}>
                <span>
                  <time dateTime={run[0]}>{dateText(run[0]!, language)}</time>
                  {run.length > 1 && (
                    <>
                      {' – '}
                      <time dateTime={run.at(-1)}>{dateText(run.at(-1)!, language)}</time>
                      <span className="a-muted">
                        {' '}
                        ({fillIn(t(L.days), { count: localDigits(run.length, language) })})
                      </span>
                    </>
                  )}
                  {wrong && (
                    <span className="a-field-error"> {t(errors[`blocked.${wrong}`]!)}</span>
                  )}
                </span>
                <button
                  type="button"
                  className="a-button a-button-small a-button-danger-quiet"
                  onClick={() => onChange(dates.filter((d) => !run.includes(d)))}
                >
                  {t(L.unblock)}
                  <span className="visually-hidden"> ({shown})</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

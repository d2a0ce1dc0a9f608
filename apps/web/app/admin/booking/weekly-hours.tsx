import { weekdayName } from '@coach/contract/formats';
import { useLanguage } from '../../lib/language.ts';
import type { FieldErrors } from '../crud/form-values.ts';
import { useT } from '../i18n/text.ts';
import { TextField } from '../ui/text-field.tsx';
import { L } from './availability-texts.ts';
import { type RangeItem, WEEK_ORDER, copyMonday, newRange } from './availability-values.ts';

interface Props {
  ranges: RangeItem[];
  /** Errors by input (`range.{key}.from`), as errorsByInput places them. */
  errors: FieldErrors;
  onChange: (ranges: RangeItem[]) => void;
  onCopied: () => void;
}

/**
 * Each weekday's ranges of hours, Monday first: a day may have several or none (closed).
 * The ranges stay one list in the order they were made, the order the API's errors count.
 */
export function WeeklyHours({ ranges, errors, onChange, onCopied }: Props) {
  const t = useT();
  const language = useLanguage();
  const edit = (key: number, change: Partial<RangeItem>) =>
    onChange(ranges.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <fieldset className="a-fieldset a-form-section a-weekly-hours">
      <legend>{t(L.weeklyHours)}</legend>
      <p className="a-hint">{t(L.weeklyHint)}</p>
      {errors.weekly && <p className="a-field-error">{t(errors.weekly)}</p>}
      {WEEK_ORDER.map((weekday) => {
        const day = weekdayName(weekday, language);
        const mine = ranges.filter((r) => r.weekday === weekday);
        return (
          <fieldset key={weekday} className="a-day-hours" data-weekday={weekday}>
            <legend>{day}</legend>
            {mine.length === 0 && <p className="a-muted a-day-closed">{t(L.closed)}</p>}
            {mine.map((range) => {
              const id = (field: string) => `range-${range.key}-${field}`;
              const error = (field: 'from' | 'to') => errors[`range.${range.key}.${field}`];
              return (
                <div key={range.key} className="a-range">
                  {(['from', 'to'] as const).map((field) => (
                    <TextField
                      key={field}
                      id={id(field)}
                      label={t(L[field])}
                      type="time"
                      value={range[field]}
                      onChange={(e) => edit(range.key, { [field]: e.target.value })}
                      error={error(field)}
                    />
                  ))}
                  {/* A cross, so that two time inputs keep room for their text on a phone. */}
                  <button
                    type="button"
                    className="a-button a-button-small a-button-danger-quiet a-range-remove"
                    onClick={() => onChange(ranges.filter((r) => r.key !== range.key))}
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="visually-hidden">
                      {t(L.removeRange)} ({day} {range.from}–{range.to})
                    </span>
                  </button>
                </div>
              );
            })}
            <div className="a-day-tools">
              <button
                type="button"
                className="a-button a-button-small"
                onClick={() => onChange([...ranges, newRange(ranges, weekday)])}
              >
                + {t(L.addRange)}
                <span className="visually-hidden"> ({day})</span>
              </button>
              {weekday === 1 && mine.length > 0 && (
                <button
                  type="button"
                  className="a-button a-button-small"
                  onClick={() => {
                    onChange(copyMonday(ranges));
                    onCopied();
                  }}
                >
                  {t(L.copyMonday)}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

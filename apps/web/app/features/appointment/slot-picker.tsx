import { FROM_PARAM, type SlotDay } from '@coach/contract/booking';
import { ownQuery } from '../../lib/own-query';
import { formatCalendarDay, formatSlotTime, localDigits } from '@coach/contract/formats';
import { Link, useLocation } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { appointmentMessages } from './appointment-messages';

export interface SlotPickerProps {
  days: SlotDay[];
  timeZone: string;
  /** The chosen slot's start ('' for none). */
  value: string;
  onChange?: (startsAt: string) => void;
  /** Offer "no time suits me" (the spec's plain request) as the last choice. */
  allowNone?: boolean;
  error?: string;
  /** Prefix of the radios' ids, unique on the page. */
  idPrefix: string;
  /** Where the pages of days before and after these begin (BookingOffer), if any. */
  earlier?: string | null;
  later?: string | null;
  /** The id the pages' links scroll back to: the form's band. */
  anchor?: string;
}

/** The address of the page of days from `date`: the current query with only `from` changed. */
export function datesHref(search: string, date: string, anchor: string) {
  const params = ownQuery(search);
  params.set(FROM_PARAM, date);
  return `?${params.toString()}#${anchor}`;
}

/**
 * The free times as radio buttons named `starts_at`, a day to a group: rendered on the
 * server, so a phone without scripts books by the form's plain POST. Days fold (details)
 * so six days of times stay short on a phone; the first day and the chosen one are open.
 * Its styles (slot-picker.css) are imported by the pages that show it: on the service
 * pages it is in an island, whose own imports would bring them only with its code.
 */
export function SlotPicker({
  days,
  timeZone,
  value,
  onChange,
  allowNone = false,
  error,
  idPrefix,
  earlier = null,
  later = null,
  anchor = 'appointment',
}: SlotPickerProps) {
  const t = useT(appointmentMessages);
  const language = useLanguage();
  const { search } = useLocation();
  const errorId = error ? `${idPrefix}-error` : undefined;
  const zoneNote =
    timeZone === 'Asia/Yangon' ? t('timeZoneYangon') : t('timeZoneOther', { zone: timeZone });
  const chosenDay = value.slice(0, 10);
  // A time chosen on another page of days stays chosen (and sent) while others are looked at.
  const shown =
    value && !days.some((day) => day.slots.some((slot) => slot.starts_at === value))
      ? [{ date: chosenDay, slots: [{ starts_at: value, ends_at: value }] }, ...days]
      : days;
  const radio = (startsAt: string, label: string, key: string, className = 'slot-choice') => (
    <label key={key} className={className}>
      <input
        type="radio"
        name="starts_at"
        value={startsAt}
        checked={value === startsAt}
        onChange={() => onChange?.(startsAt)}
        aria-describedby={errorId}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <fieldset
      className={`slot-picker ${error ? 'field-invalid' : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">{t('chooseTime')}</legend>
      <p className="field-hint">{zoneNote}</p>
      {days.length === 0 && <p className="slot-none">{t('noFreeTimes')}</p>}
      {shown.map((day, index) => (
        <details
          key={day.date}
          className="slot-day"
          open={index === 0 || day.date === chosenDay || undefined}
        >
          <summary>
            <span className="slot-day-name">{formatCalendarDay(day.date, language)}</span>
            <span className="slot-day-count">
              {day.slots.length === 1
                ? t('timesOne')
                : t('timesCount', { count: localDigits(day.slots.length, language) })}
            </span>
          </summary>
          <div
            className="slot-times"
            role="group"
            aria-label={formatCalendarDay(day.date, language)}
          >
            {day.slots.map((slot) =>
              radio(slot.starts_at, formatSlotTime(slot.starts_at, language), slot.starts_at),
            )}
          </div>
        </details>
      ))}
      {(earlier || later) && (
        <nav className="slot-pages" aria-label={t('datesNav')}>
          {earlier && (
            <Link
              className="slot-page-link"
              to={datesHref(search, earlier, anchor)}
              preventScrollReset
              rel="prev"
            >
              <ChevronLeftIcon size={18} />
              {t('earlierDates')}
            </Link>
          )}
          {later && (
            <Link
              className="slot-page-link slot-page-later"
              to={datesHref(search, later, anchor)}
              preventScrollReset
              rel="next"
            >
              {t('laterDates')}
              <ChevronRightIcon size={18} />
            </Link>
          )}
        </nav>
      )}
      {allowNone && (
        <div className="slot-none-choice">{radio('', t('noTimeSuits'), 'none', 'slot-plain')}</div>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

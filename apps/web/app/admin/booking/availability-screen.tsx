import { APPOINTMENT_FOR, type Availability, bookingIsOn } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { type FormEvent, useState } from 'react';
import { localDigits } from '../../lib/format.ts';
import { ApiError } from '../api/client.ts';
import type { FieldErrors } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { HintedField } from '../ui/hinted-field.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { usePending } from '../ui/use-pending.ts';
import { L } from './availability-texts.ts';
import {
  type AvailabilityDraft,
  type NumberField,
  bodyOf,
  draftOf,
  errorsByInput,
} from './availability-values.ts';
import { BlockedDates } from './blocked-dates.tsx';
import { getAvailability, saveAvailability } from './booking-api.ts';
import { PurposePlaces } from './purpose-places.tsx';
import { KIND_NAMES } from './texts.ts';
import { TimeZoneField } from './time-zone-field.tsx';
import { WeeklyHours } from './weekly-hours.tsx';
import { SaveActions } from '../ui/submit-button.tsx';

/**
 * /admin/availability (owners): the hours visitors may book and the rules around them,
 * saved whole (PUT replaces the availability). The API checks it all at once and names
 * each bad field by its place (`weekly.0.to`); the form shows each beside its input.
 */
export function AvailabilityScreen() {
  const t = useT();
  const loaded = useLoad(getAvailability, []);
  const [saved, setSaved] = useState<Availability>();
  const stored = saved ?? loaded.data;
  return (
    <section className="screen a-availability">
      <ScreenHeader title={L.title} />
      <p className="a-lead">{t(L.intro)}</p>
      {stored ? (
        <>
          <BookingState on={bookingIsOn(stored)} />
          <AvailabilityForm stored={stored} onSaved={setSaved} />
        </>
      ) : (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      )}
    </section>
  );
}

/** Whether visitors book times now (what is saved, not what is being typed). */
function BookingState({ on }: { on: boolean }) {
  const t = useT();
  return (
    <p
      className={`a-booking-state ${on ? 'a-booking-on' : 'a-booking-off'}`}
      data-testid="booking-state"
    >
      {t(on ? L.bookingOn : L.bookingOff)}
    </p>
  );
}

const NUMBERS: { field: NumberField; label: Text; hint?: Text }[] = [
  { field: 'slot_minutes', label: L.slotMinutes },
  { field: 'buffer_minutes', label: L.bufferMinutes },
  { field: 'min_notice_hours', label: L.minNotice, hint: L.minNoticeHint },
  { field: 'max_per_day', label: L.maxPerDay, hint: L.maxPerDayHint },
  { field: 'days_ahead', label: L.daysAhead, hint: L.daysAheadHint },
];

/** A kind's own weekly hours, which this screen keeps but does not edit. */
const ownHoursHint = (count: number): Text => ({
  en: fillIn(L.ownHours.en, { count }),
  mm: fillIn(L.ownHours.mm, { count: localDigits(count, 'mm') }),
});

function AvailabilityForm({
  stored,
  onSaved,
}: {
  stored: Availability;
  onSaved: (availability: Availability) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const { busy, pending } = usePending();
  const set = (change: Partial<AvailabilityDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    try {
      const availability = await pending(() => saveAvailability(bodyOf(draft)));
      setDraft(draftOf(availability));
      setErrors({});
      onSaved(availability);
      setNotice(success(L.saved));
    } catch (error) {
      const found = errorsByInput(apiFieldErrors(error), draft);
      setErrors(found);
      const reason =
        error instanceof ApiError && error.status !== 422 && error.status > 0 ? [error.detail] : [];
      setNotice(failure(L.failed, ...(Object.keys(found).length ? [UI.fixFields] : reason)));
    }
  }

  return (
    <form
      className="a-record-form a-availability-form"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
    >
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <TimeZoneField
        value={draft.time_zone}
        onChange={(time_zone) => set({ time_zone })}
        error={errors.time_zone}
      />
      <WeeklyHours
        ranges={draft.ranges}
        errors={errors}
        onChange={(ranges) => set({ ranges })}
        onCopied={() => setNotice(success(L.copied))}
      />
      <fieldset className="a-fieldset a-form-section">
        <legend>{t(L.sessions)}</legend>
        <div className="a-form-fields">
          {NUMBERS.map(({ field, label, hint }) => (
            <HintedField
              key={field}
              id={`availability-${field}`}
              label={t(label)}
              hint={hint}
              inputMode="numeric"
              value={draft.numbers[field]}
              onChange={(e) => set({ numbers: { ...draft.numbers, [field]: e.target.value } })}
              error={errors[field]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="a-fieldset a-form-section">
        <legend>{t(L.byPurpose)}</legend>
        <p className="a-hint">{t(L.byPurposeHint)}</p>
        <div className="a-form-fields">
          {APPOINTMENT_FOR.map((kind, i) => {
            const ownHours = draft.purpose_weekly[kind]?.length;
            return (
              <HintedField
                key={kind}
                id={`availability-purpose-${i}`}
                label={t(KIND_NAMES[kind])}
                hint={ownHours ? ownHoursHint(ownHours) : undefined}
                inputMode="numeric"
                value={draft.purpose_minutes[kind]}
                onChange={(e) =>
                  set({ purpose_minutes: { ...draft.purpose_minutes, [kind]: e.target.value } })
                }
                error={errors[`purpose.${kind}`]}
              />
            );
          })}
        </div>
      </fieldset>
      <PurposePlaces
        places={draft.purpose_places}
        errors={errors}
        onChange={(purpose_places) => set({ purpose_places })}
      />
      <BlockedDates
        dates={draft.blocked_dates}
        errors={errors}
        onChange={(blocked_dates) => set({ blocked_dates })}
      />
      <SaveActions busy={busy} label={L.save} />
    </form>
  );
}

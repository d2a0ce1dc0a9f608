import { APPOINTMENT_FOR, type AppointmentFor } from '@coach/contract';
import type { FieldErrors } from '../crud/form-values.ts';
import { useT } from '../i18n/text.ts';
import { HintedField } from '../ui/hinted-field.tsx';
import { L } from './availability-texts.ts';
import type { AvailabilityDraft, PlaceField } from './availability-values.ts';
import { KIND_NAMES } from './texts.ts';

type Places = AvailabilityDraft['purpose_places'];

/**
 * Where each kind of appointment happens: a place in English and Burmese and a meeting
 * link, which the visitor's calendar file and emails carry. A kind to a fieldset.
 */
export function PurposePlaces({
  places,
  errors,
  onChange,
}: {
  places: Places;
  errors: FieldErrors;
  onChange: (places: Places) => void;
}) {
  const t = useT();
  const input = (kind: AppointmentFor, index: number, field: PlaceField) => (
    <HintedField
      id={`availability-place-${index}-${field}`}
      label={t(
        field === 'location' ? L.location : field === 'location_mm' ? L.locationMm : L.meetingUrl,
      )}
      hint={field === 'meeting_url' ? L.meetingUrlHint : undefined}
      type={field === 'meeting_url' ? 'url' : 'text'}
      inputMode={field === 'meeting_url' ? 'url' : undefined}
      lang={field === 'location_mm' ? 'my' : undefined}
      value={places[kind][field]}
      onChange={(e) =>
        onChange({ ...places, [kind]: { ...places[kind], [field]: e.target.value } })
      }
      error={errors[`place.${kind}.${field}`]}
    />
  );
  return (
    <fieldset className="a-fieldset a-form-section a-purpose-places">
      <legend>{t(L.places)}</legend>
      <p className="a-hint">{t(L.placesHint)}</p>
      {APPOINTMENT_FOR.map((kind, i) => (
        <fieldset key={kind} className="a-purpose-place">
          <legend>{t(KIND_NAMES[kind])}</legend>
          <div className="a-form-fields">
            <div className="a-twin">
              {input(kind, i, 'location')}
              {input(kind, i, 'location_mm')}
            </div>
            <div className="a-field-url">{input(kind, i, 'meeting_url')}</div>
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

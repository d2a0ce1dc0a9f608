import { useT } from '../i18n/text.ts';
import { L } from './availability-texts.ts';
import { FieldError } from '../ui/field-error.tsx';

/** The zones a coach based in Myanmar most likely works in or travels to, Yangon first. */
const COMMON_ZONES = [
  'Asia/Yangon',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Ho_Chi_Minh',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
];

/** The time zone the hours are read in: a choice of the common ones (and the one saved). */
export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const t = useT();
  const id = 'availability-time-zone';
  const zones = COMMON_ZONES.includes(value) ? COMMON_ZONES : [value, ...COMMON_ZONES];
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`a-field a-time-zone${error ? ' a-field-invalid' : ''}`}>
      <label htmlFor={id}>{t(L.timeZone)}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p className="a-hint" id={`${id}-hint`}>
        {t(L.timeZoneHint)}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

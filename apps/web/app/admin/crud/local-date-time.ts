/**
 * The date-time picker (`<input type="datetime-local">`) shows and takes a wall-clock time
 * without a zone; the API stores a moment. The admin's computer's zone connects the two.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored moment (ISO 8601) as the picker's value in this computer's zone; '' when none. */
export function toPickerValue(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The picker's value (this computer's wall clock) as an ISO moment in UTC; '' when blank. */
export function fromPickerValue(local: string): string {
  const match = local.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!match) return '';
  // Seconds are optional: the picker leaves them out unless they were set.
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  return new Date(y!, mo! - 1, d!, h!, mi!, s!).toISOString();
}

/** This computer's zone as an offset from UTC, e.g. "UTC+06:30", for the picker's hint. */
export function zoneLabel(at = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

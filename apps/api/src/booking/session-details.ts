import type { AppointmentFor, Availability, Language } from '@coach/contract';
import type { Executor } from '../db/connect.ts';

/** Who a booked session is with and where it happens: what its calendar file and emails say. */
export interface SessionDetails {
  /** The coach's name (the site constant coachName); null while it is not set. */
  coach: string | null;
  /** The site's address (mainEmail), the calendar entry's organizer beside the coach's name. */
  coachEmail: string | null;
  /** The place the owner set for the kind of appointment, in English and Burmese. */
  location: string | null;
  location_mm: string | null;
  meeting_url: string | null;
}

export const NO_DETAILS: SessionDetails = {
  coach: null,
  coachEmail: null,
  location: null,
  location_mm: null,
  meeting_url: null,
};

const filled = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * The details of a session of one kind, read where the booking is written (its
 * transaction), so a file and an email say the same as the settings they were made with.
 */
export async function sessionDetails(
  executor: Executor,
  rules: Availability,
  purpose: unknown,
): Promise<SessionDetails> {
  const rows = await executor
    .selectFrom('site_constant')
    .select(['name', 'value'])
    .where('name', 'in', ['coachName', 'mainEmail'])
    .execute();
  const constant = (name: string) => filled(rows.find((row) => row.name === name)?.value);
  const own = rules.by_purpose[purpose as AppointmentFor];
  return {
    coach: constant('coachName'),
    coachEmail: constant('mainEmail'),
    location: filled(own?.location),
    location_mm: filled(own?.location_mm),
    meeting_url: filled(own?.meeting_url),
  };
}

/** The place in a reader's language: the Burmese twin when there is one, else the English. */
export const placeIn = (details: SessionDetails, language: Language) =>
  (language === 'mm' ? details.location_mm : details.location) ??
  details.location ??
  details.location_mm;

import { bookingTime } from '@coach/contract/schemas/booking';

/** The move's field, as POST /api/appointments/{token}/move names it. */
export interface MoveValues {
  starts_at: string;
}

/**
 * A move as the API checks one (`bookingTime`): a time must be chosen. Checked by the
 * page's action and, loaded when the form is sent, by the browser (zod stays off the first
 * load, decision 0011).
 */
export function moveProblems(values: MoveValues): Partial<Record<keyof MoveValues, 'chooseFirst'>> {
  return bookingTime.safeParse(values).success ? {} : { starts_at: 'chooseFirst' };
}

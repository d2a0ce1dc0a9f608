import {
  type AppointmentFor,
  type Availability,
  OFFER_DAYS,
  SLOTS_MAX_DAYS,
  type Slot,
  type SlotDay,
  type SlotPage,
} from '@coach/contract';
import { type Hold, addDays, freeSlots } from './slot-times.ts';

/** Slots (soonest first) gathered by their date in the coach's zone. */
function byDate(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = slot.starts_at.slice(0, 10);
    if (days.at(-1)?.date !== date) days.push({ date, slots: [] });
    days.at(-1)!.slots.push(slot);
  }
  return days;
}

export interface PageQuery {
  /** Today and the last date the owner lets visitors book (today + days ahead − 1). */
  today: string;
  last: string;
  /** The page's first date, already within today..last. */
  start: string;
  now: Date;
  holds: readonly Hold[];
  purpose?: AppointmentFor;
}

/**
 * A page of OFFER_DAYS days with free times from `start`, with where the next page begins
 * (the first free day after them) and where the one before does (OFFER_DAYS free days
 * back, or the first free day when fewer are left). Nothing past the owner's horizon is
 * ever listed; looking back stops at SLOTS_MAX_DAYS days, as a form's window.
 */
export function slotPage(rules: Availability, query: PageQuery): SlotPage {
  const { today, last, start, now, holds, purpose } = query;
  const ahead = byDate(
    freeSlots(rules, { from: start, to: last, purpose, now, holds, maxDays: OFFER_DAYS + 1 }),
  );
  let earlier: string | null = null;
  if (start > today) {
    const back = addDays(start, -SLOTS_MAX_DAYS);
    const before = byDate(
      freeSlots(rules, {
        from: back > today ? back : today,
        to: addDays(start, -1),
        purpose,
        now,
        holds,
      }),
    );
    earlier = before[Math.max(0, before.length - OFFER_DAYS)]?.date ?? null;
  }
  return {
    days: ahead.slice(0, OFFER_DAYS),
    earlier,
    later: ahead[OFFER_DAYS]?.date ?? null,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first date a page asked for (`?from=`), when it is a real date from today to the
 * horizon; anything else (none, a typo, a date past) lists from today.
 */
export function pageStart(asked: unknown, today: string, last: string): string {
  if (typeof asked !== 'string' || !DATE.test(asked)) return today;
  const real = new Date(`${asked}T00:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== asked) return today;
  return asked >= today && asked <= last ? asked : today;
}

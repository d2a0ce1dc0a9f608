import type { Availability } from '@coach/contract';
import { resources } from '@coach/contract';
import { type SeedContext, setCreated } from './context.ts';
import { daysAgo } from './dates.ts';

/**
 * The coach's hours on a fresh site, so the forms offer real times from the first visit:
 * weekday mornings and afternoons and Saturday mornings in Myanmar time, hour-long
 * sessions a quarter hour apart, four a day at most, a training taking three hours, and
 * one day off ten days ahead, and where each kind of session happens (the owner changes all of it at /admin/availability).
 */
export function demoAvailability(now: Date): Partial<Availability> {
  const weekdays = [1, 2, 3, 4, 5];
  const holiday = new Date(now.getTime() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    time_zone: 'Asia/Yangon',
    weekly: [
      ...weekdays.flatMap((weekday) => [
        { weekday, from: '09:00', to: '12:00' },
        { weekday, from: '14:00', to: '17:00' },
      ]),
      { weekday: 6, from: '09:00', to: '12:00' },
    ],
    slot_minutes: 60,
    buffer_minutes: 15,
    min_notice_hours: 12,
    max_per_day: 4,
    days_ahead: 30,
    blocked_dates: [holiday],
    // Where each kind happens, for the calendar file and the emails.
    by_purpose: {
      'One on One Coaching': {
        location: 'Coaching room, 45 Pyay Road, Kamaryut, Yangon',
        location_mm: 'နည်းပြခန်း၊ အမှတ် ၄၅ ပြည်လမ်း၊ ကမာရွတ်၊ ရန်ကုန်',
      },
      'Team Coaching': {
        location: 'At your company, in Yangon or Mandalay',
        location_mm: 'ရန်ကုန် သို့မဟုတ် မန္တလေးရှိ သင့်ကုမ္ပဏီတွင်',
      },
      Training: {
        slot_minutes: 180,
        location: 'Training hall, 45 Pyay Road, Kamaryut, Yangon',
        location_mm: 'သင်တန်းခန်းမ၊ အမှတ် ၄၅ ပြည်လမ်း၊ ကမာရွတ်၊ ရန်ကုန်',
      },
      Collaboration: { meeting_url: 'https://meet.example.com/mung-coaching' },
    },
  };
}

/**
 * Visitors who booked a time: one the coach confirmed, one waiting, one in Burmese who
 * asked for Viber and left an email for the confirmation.
 */
const BOOKINGS = [
  {
    name: 'U Kyaw Zin',
    role: 'General Manager',
    business: 'Zin Logistics',
    mode_of_contact: 'Email',
    contact_information: 'kyaw.zin@example.com',
    appointment_for: 'One on One Coaching',
    message: 'We are opening a second warehouse next year and I want to prepare my managers.',
    language: 'en',
    confirmed: true,
    daysAgo: 7,
  },
  {
    name: 'Daw Hnin Wai',
    role: 'HR Director',
    business: 'Shwe Taung Hotels',
    mode_of_contact: 'Phone',
    contact_information: '+95 9 123 456 710',
    appointment_for: 'Team Coaching',
    message: 'Our front-office team leaders need help working together across three hotels.',
    language: 'en',
    confirmed: false,
    daysAgo: 3,
  },
  {
    name: 'ကိုအောင်ကျော်',
    role: 'ပိုင်ရှင်',
    business: 'အောင် ကော်ဖီ',
    mode_of_contact: 'Viber',
    contact_information: '+95 9 123 456 711',
    email: 'aung.kyaw@example.com',
    appointment_for: 'One on One Coaching',
    message: 'ဆိုင်ခွဲ ဖွင့်ဖို့ စီစဉ်နေပါတယ်။ စီမံခန့်ခွဲမှုအကြောင်း တိုင်ပင်ချင်ပါတယ်။',
    language: 'mm',
    confirmed: false,
    daysAgo: 0,
  },
] as const;

/** The hours, and three booked times among the first free ones (so the agenda has some). */
export async function seedBookings(ctx: SeedContext) {
  const { bookings } = ctx.services;
  await bookings.availability.replace(demoAvailability(ctx.now));
  const offer = await bookings.offer(undefined, ctx.now);
  // Spread over the coming days: the second free time of each of the first days.
  const times = (offer?.days ?? []).map((day) => day.slots[1] ?? day.slots[0]!);
  for (const [i, booking] of BOOKINGS.entries()) {
    const slot = times[i];
    if (!slot) break;
    const { language, confirmed, daysAgo: age, ...body } = booking;
    const row = (await bookings.request(
      { ...body, starts_at: slot.starts_at },
      { spam: false, language },
    )) as { id: number };
    ctx.counts[resources.appointments.slug] = (ctx.counts[resources.appointments.slug] ?? 0) + 1;
    if (confirmed) await bookings.setByOwner(row.id, { booking: 'confirmed' });
    // Booked some days ago, for a time ahead: the list's other requests keep their days.
    await setCreated(ctx, resources.appointments, row.id, daysAgo(ctx.now, age, 1 + i));
    await markReminded(ctx, row.id);
  }
}

/**
 * Made-up visitors get no email (seeding runs with mail off), and the reminder a day before
 * their session would be the first: it counts as sent, so none goes out on a site with mail.
 */
async function markReminded(ctx: SeedContext, id: number) {
  await ctx.services.database.db
    .updateTable('appointment')
    .set({ reminder_sent_at: ctx.now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * `npm run bench:slots`: what finding the free times costs once a site has years of
 * appointments (decision 0033).
 *
 * For SQLite and for PostgreSQL, in one process on a fresh database with the coach's
 * hours set (weekdays 09:00–17:00, hour-long sessions, 60 days ahead): the free slots
 * of a week and of 62 days (`GET /api/slots`) and the forms' offer (what every page with
 * the form reads), first on an empty diary, then with 50,000 appointments: 30,000 plain
 * requests, 19,700 booked times over the past years and 300 ahead, half of the coming
 * weeks' times. The empty diary is the reference, measured in the same run; medians of
 * 41 calls each, the ratio being what to read on a shared machine.
 *
 *   npm run bench:slots                      # both databases
 *   npm run bench:slots -- --sqlite-only     # or --postgres-only
 *   BENCH_POSTGRES_URL=postgres://… npm run bench:slots
 */
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { benchServer, timed } from './bench-in-process.ts';

const PLAIN = 30_000;
const PAST_BOOKED = 19_700;
const AHEAD = 300;
const RUNS = 41;
const ZONE = 'Asia/Yangon';

const HOURS = {
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
  slot_minutes: 60,
  min_notice_hours: 0,
  days_ahead: 60,
};

/** Every weekday hour from 09:00 to 16:00 in Yangon, going back (-1) or forward (+1) from today. */
function* weekdayHours(direction: 1 | -1) {
  let day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: direction });
  for (;;) {
    if (day.weekday <= 5) {
      for (let hour = 9; hour < 17; hour++) yield day.set({ hour });
    }
    day = day.plus({ days: direction });
  }
}

async function run(kind: 'sqlite' | 'postgres') {
  const { app, services, database, close } = await benchServer(kind, 'slots');
  const { db } = database;
  const today = DateTime.now().setZone(ZONE).toISODate()!;
  const inDays = (n: number) => DateTime.fromISO(today).plus({ days: n }).toISODate()!;
  const week = `/api/slots?from=${inDays(1)}&to=${inDays(7)}`;
  const months = `/api/slots?from=${today}&to=${inDays(61)}`;
  const measure = async () => ({
    week: await timed(RUNS, () => app.inject({ url: week })),
    months: await timed(RUNS, () => app.inject({ url: months })),
    offer: await timed(RUNS, () => services.bookings.offer()),
  });
  try {
    await services.bookings.availability.replace(HOURS);
    const empty = await measure();
    const emptyCount = (await app.inject({ url: months })).json().length as number;

    const seedStart = performance.now();
    const row = (i: number, startsAt?: DateTime) => ({
      name: `Visitor ${i}`,
      role: 'Owner',
      business: `Business ${i}`,
      mode_of_contact: 'Phone',
      contact_information: `+95 9 ${String(100_000_000 + i)}`,
      appointment_for: 'One on One Coaching',
      message: 'A request made by the benchmark.',
      resolved: kind === 'postgres' ? i % 2 === 0 : i % 2,
      spam: kind === 'postgres' ? false : 0,
      created: new Date(Date.now() - i * 60_000).toISOString(),
      ...(startsAt && {
        starts_at: startsAt.toUTC().toISO(),
        ends_at: startsAt.plus({ hours: 1 }).toUTC().toISO(),
        booking: 'confirmed',
        token: randomBytes(24).toString('base64url'),
        language: 'en',
      }),
    });
    const insert = async (rows: ReturnType<typeof row>[]) => {
      const ids = await db.insertInto('appointment').values(rows).returning('id').execute();
      const held = rows.flatMap((r, i) =>
        r.starts_at
          ? [
              {
                starts_at: new Date(r.starts_at).toISOString(),
                ends_at: new Date(r.ends_at!).toISOString(),
                appointment_id: Number(ids[i]!.id),
              },
            ]
          : [],
      );
      if (held.length) await db.insertInto('slot_hold').values(held).execute();
    };
    for (let i = 0; i < PLAIN; i += 500) {
      await insert(Array.from({ length: 500 }, (_, j) => row(i + j)));
    }
    const past = weekdayHours(-1);
    for (let i = 0; i < PAST_BOOKED; i += 500) {
      const n = Math.min(500, PAST_BOOKED - i);
      await insert(Array.from({ length: n }, (_, j) => row(PLAIN + i + j, past.next().value!)));
    }
    // Every other hour of the coming weeks.
    const ahead = weekdayHours(1);
    const aheadRows = Array.from({ length: AHEAD }, (_, j) => {
      ahead.next();
      return row(PLAIN + PAST_BOOKED + j, ahead.next().value!);
    });
    await insert(aheadRows);
    const seeded = (performance.now() - seedStart) / 1000;
    const counted = await db
      .selectFrom('appointment')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const full = await measure();
    const fullCount = (await app.inject({ url: months })).json().length as number;

    const line = (name: string, a: number, b: number) =>
      console.log(
        `  ${name.padEnd(44)} ${a.toFixed(2).padStart(8)} ms  ${b.toFixed(2).padStart(8)} ms  ×${(b / a).toFixed(2)}`,
      );
    console.log(
      `\n${kind}: ${Number(counted.n).toLocaleString('en')} appointments (seeded in ${seeded.toFixed(1)} s); ${emptyCount} free times in 62 days on an empty diary, ${fullCount} with them`,
    );
    console.log(`  ${''.padEnd(44)} ${'empty'.padStart(11)}  ${'50,000'.padStart(11)}`);
    line('GET /api/slots, a week', empty.week, full.week);
    line('GET /api/slots, 62 days', empty.months, full.months);
    line("the forms' offer (next 6 days with times)", empty.offer, full.offer);
  } finally {
    await close();
  }
}

const args = process.argv.slice(2);
if (!args.includes('--postgres-only')) await run('sqlite');
if (!args.includes('--sqlite-only')) await run('postgres');

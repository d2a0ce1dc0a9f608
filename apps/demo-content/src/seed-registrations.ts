import { type DemoRegistration, REGISTRATIONS, WAITING } from './content-registrations.ts';
import type { SeedContext } from './context.ts';
import { daysAgo } from './dates.ts';
import { receiptArt } from './receipt-art.ts';

const MINUTE_MS = 60_000;

/** The demo events' ids and starts, by name. */
async function eventsByName(ctx: SeedContext) {
  const rows = await ctx.services.database.db
    .selectFrom('event')
    .select(['id', 'name', 'starts_at', 'price', 'currency'])
    .execute();
  return new Map(rows.map((row) => [String(row.name), row]));
}

/**
 * Registrations for the events that sell seats, the waiting list of the full one, and the
 * door's check-ins at the one gone by (content-registrations.ts): each made by the services
 * the site's forms and the owner's screens use, so every rule applies, then back-dated.
 */
export async function seedRegistrations(ctx: SeedContext) {
  const { db } = ctx.services.database;
  const { registrations, registrationLifecycle, checkIns, waitlist } = ctx.services;
  const events = await eventsByName(ctx);
  const paidOnes = Object.entries(REGISTRATIONS).flatMap(([name, list]) =>
    Number(events.get(name)?.price ?? 0) > 0 ? list.map((r) => ({ name, r })) : [],
  );
  // A transfer's screenshot for each paid registration, dated as it came.
  const receipts = await ctx.art.each(paidOnes, ({ name, r }, i) => {
    const event = events.get(name)!;
    return [
      `demo-registration-receipt-${i + 1}`,
      receiptArt(ctx.now, {
        amount: `${(Number(event.price) * r.seats).toLocaleString('en-US')} ${event.currency}`,
        from: r.name,
        reference: 620_117 + i * 6_151,
        daysAgo: r.daysAgo,
      }),
    ];
  });
  const receiptOf = new Map(paidOnes.map(({ r }, i) => [r, receipts[i]!]));

  for (const [name, list] of Object.entries(REGISTRATIONS)) {
    const event = events.get(name);
    if (!event) throw new Error(`demo registrations name an unknown event: ${name}`);
    const startsAt = new Date(event.starts_at!);
    const gone = startsAt.getTime() <= ctx.now.getTime();
    // An event gone by took its registrations before it began: its registration is opened
    // for the seeding alone, then closes again at its start.
    if (gone) await setClosing(ctx, event.id, new Date(ctx.now.getTime() + MINUTE_MS));
    for (const r of list) {
      const made = await registrations.register(event.id, body(r, receiptOf.get(r)), r.language);
      if (r.status === 'paid' || r.status === 'rejected') {
        await registrationLifecycle.setStatus(made.id, { status: r.status, reason: r.reason });
      }
      const created = daysAgo(ctx.now, r.daysAgo, 2);
      await db
        .updateTable('registration')
        .set({ created: created.toISOString(), status_changed: created.toISOString() })
        .where('id', '=', made.id)
        .execute();
      if (r.checkedInAfter !== undefined) {
        const { check_in_code: code } = await db
          .selectFrom('registration')
          .select('check_in_code')
          .where('id', '=', made.id)
          .executeTakeFirstOrThrow();
        await checkIns.checkIn(made.id, { code });
        const at = new Date(startsAt.getTime() + r.checkedInAfter * MINUTE_MS);
        await db
          .updateTable('registration')
          .set({ checked_in_at: at.toISOString() })
          .where('id', '=', made.id)
          .execute();
      }
      ctx.counts.registrations = (ctx.counts.registrations ?? 0) + 1;
    }
    if (gone) await setClosing(ctx, event.id, null);
  }

  for (const [name, line] of Object.entries(WAITING)) {
    const event = events.get(name)!;
    for (const w of line) await waitlist.join(event.id, { ...w }, w.language);
  }
}

/** What the event page's form sends for a registration. */
function body(r: DemoRegistration, receipt: string | undefined) {
  const { name, phone, email, seats, language } = r;
  return { name, phone, email, seats, language, ...(receipt && { receipt_photo: receipt }) };
}

async function setClosing(ctx: SeedContext, eventId: number, at: Date | null) {
  await ctx.services.database.db
    .updateTable('event')
    .set({ registration_closes_at: at?.toISOString() ?? null })
    .where('id', '=', eventId)
    .execute();
}

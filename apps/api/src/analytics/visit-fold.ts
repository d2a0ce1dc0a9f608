import type { Database } from '../db/connect.ts';
import type { Clock } from '../clock.ts';
import { dayBefore, siteDayOf, type VisitSalts } from './visit-salts.ts';
import { rawTotals } from './visit-totals.ts';

/**
 * The nightly fold (issue 43, item 3): every day before today whose views are not yet
 * folded becomes rows of daily totals, once across instances: the day's claim row is
 * written in the same transaction as its totals, and an instance whose claim finds the
 * row there (another folded it, or folds it now and wins) leaves the day. Views older
 * than yesterday are then deleted, and the salts with them.
 */
export function visitFold(
  { db, dialect }: Database,
  salts: VisitSalts,
  clock: Clock,
  timeZone: string,
) {
  return async function fold(): Promise<{ folded: string[] }> {
    const today = siteDayOf(clock(), timeZone);
    const waiting = await db
      .selectFrom('visit_hit')
      .select('day')
      .distinct()
      .where('day', '<', today)
      .where('day', 'not in', db.selectFrom('visit_fold').select('day'))
      .execute();
    const folded: string[] = [];
    for (const { day } of waiting) {
      const won = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('visit_fold')
          .values({ day })
          .onConflict((oc) => oc.column('day').doNothing())
          .executeTakeFirst();
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const totals = await rawTotals(trx, dialect, { from: day, to: day });
        for (let i = 0; i < totals.length; i += 100) {
          await trx
            .insertInto('visit_total')
            .values(totals.slice(i, i + 100))
            .execute();
        }
        return true;
      });
      if (won) folded.push(day);
    }
    await db.deleteFrom('visit_hit').where('day', '<', dayBefore(today)).execute();
    await salts.forgetBefore(today);
    return { folded };
  };
}

import { DEFAULT_COACH_SLUG } from '@coach/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The coach's profile address (`/meet-<slug>`), where press is shown. */
export async function coachSlug(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('site_constant')
    .select('value')
    .where('name', '=', 'coachSlug')
    .executeTakeFirst();
  return (
    String(row?.value ?? '')
      .trim()
      .toLowerCase() || DEFAULT_COACH_SLUG
  );
}

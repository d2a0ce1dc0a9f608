import { type Services, registry } from '@coach/api';
import type { ResourceDef } from '@coach/contract';
import type { ArtFiles } from './art-files.ts';

/** What each part of the demo seeding works with. */
export interface SeedContext {
  services: Services;
  art: ArtFiles;
  /** The moment seeding started; every demo date is relative to it. */
  now: Date;
  /** Rows created, per resource slug (for the start-up log). */
  counts: Record<string, number>;
}

/** Creates a row through the same service the API uses, so every rule applies. */
export async function create(
  ctx: SeedContext,
  def: ResourceDef,
  body: Record<string, unknown>,
): Promise<number> {
  const row = await ctx.services.crud.create(def, body);
  ctx.counts[def.slug] = (ctx.counts[def.slug] ?? 0) + 1;
  return row.id as number;
}

/**
 * Gives a demo picture what the owner gives one in the media library: alt texts in both
 * languages and, for a picture the pages crop, the point to keep in view.
 */
export async function describeFile(
  ctx: SeedContext,
  id: string,
  details: { alt: string; alt_mm: string; focal_x?: number; focal_y?: number },
) {
  await ctx.services.library.update(id, details);
}

/**
 * Back-dates a row. New rows are stamped "now"; demo orders, testimonials and articles
 * look real only when they are spread over the past weeks.
 */
export async function setCreated(ctx: SeedContext, def: ResourceDef, id: number, when: Date) {
  const { db } = ctx.services.database;
  await registry(db)
    .updateTable(def.table)
    .set({ created: when.toISOString() })
    .where('id', '=', id)
    .execute();
  // A published demo record went out the day it was written, not the day of the seeding.
  if (def.publishable) {
    await registry(db)
      .updateTable(def.table)
      .set({ published_at: when.toISOString() })
      .where('id', '=', id)
      .where('published_at', 'is not', null)
      .execute();
  }
}

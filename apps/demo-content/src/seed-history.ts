import { resources } from '@coach/contract';
import { type SeedContext, create } from './context.ts';

/**
 * The back office's safety nets with something in them on a fresh install: a shop
 * category tried and given up, in the trash to restore or purge; and an event whose
 * name was changed and changed back, so its edit form shows a history of two versions.
 */
export async function seedHistory(ctx: SeedContext) {
  const { crud } = ctx.services;
  const id = await create(ctx, resources.main_categories, {
    name: 'Gift vouchers',
    name_mm: 'လက်ဆောင် ဘောက်ချာများ',
  });
  await crud.remove(resources.main_categories, id);

  const event = await ctx.services.database.db
    .selectFrom('event')
    .select(['id', 'name', 'tag'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!event) return;
  // An event's update always names its tag (the edit form sends it).
  const { id: eventId, tag, name } = event as { id: number; tag: string; name: string };
  await crud.update(resources.events, eventId, { tag, name: `${name} (draft)` });
  await crud.update(resources.events, eventId, { tag, name });
}

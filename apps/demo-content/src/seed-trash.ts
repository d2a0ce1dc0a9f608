import { resources } from '@coach/contract';
import { type SeedContext, create } from './context.ts';

/**
 * Something in the trash, so a fresh install's /admin/trash shows what it is for: a shop
 * category tried and given up, waiting to be restored or purged.
 */
export async function seedTrash(ctx: SeedContext) {
  const id = await create(ctx, resources.main_categories, {
    name: 'Gift vouchers',
    name_mm: 'လက်ဆောင် ဘောက်ချာများ',
  });
  await ctx.services.crud.remove(resources.main_categories, id);
}

import type { Row } from '@coach/contract';
import type { Database } from '../db/connect.ts';

type Category = Pick<Row<'main_categories'>, 'id' | 'name' | 'name_mm'>;

export interface ShopMenuEntry extends Category {
  subs: Category[];
}

/**
 * The shop's menu: main categories with their sub categories, only those that hold at
 * least one product, in the lists' order. One query that asks whether a product exists
 * rather than reading the catalogue, since every page's footer shows it.
 */
export async function shopMenu({ db }: Database): Promise<ShopMenuEntry[]> {
  const rows = await db
    .selectFrom('sub_category as sub')
    .innerJoin('main_category as main', 'main.id', 'sub.main_category_id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product')
          .select('product.id')
          .whereRef('product.sub_category_id', '=', 'sub.id'),
      ),
    )
    .select([
      'main.id as main_id',
      'main.name as main_name',
      'main.name_mm as main_name_mm',
      'sub.id as id',
      'sub.name as name',
      'sub.name_mm as name_mm',
    ])
    .orderBy('main.id')
    .orderBy('sub.id')
    .execute();
  const menu = new Map<number, ShopMenuEntry>();
  for (const row of rows) {
    const mainId = Number(row.main_id);
    const entry = menu.get(mainId) ?? {
      id: mainId,
      // A category may be named in Burmese alone: its English name is then null.
      name: String(row.main_name ?? ''),
      name_mm: row.main_name_mm,
      subs: [],
    };
    entry.subs.push({
      id: Number(row.id),
      name: String(row.name ?? ''),
      name_mm: row.name_mm,
    });
    menu.set(mainId, entry);
  }
  return [...menu.values()];
}

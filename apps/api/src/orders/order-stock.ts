import type { DialectName, Executor } from '../db/connect.ts';
import { dbBoolean } from '../resources/rows.ts';

/** What an order needs to know to give back what it holds. */
export interface HeldOrder {
  id: number;
  product_id: number | null;
  quantity: number;
}

/**
 * Stock of products that count it (`track_stock`), taken by orders and given back.
 * Both are single conditional UPDATEs inside the order's transaction: the database, not
 * a read-then-write here, decides who gets the last one (PostgreSQL re-checks `stock >=`
 * on the row it waited for; SQLite runs one writer at a time), so two customers can never
 * both buy it, on any number of instances.
 */
export function orderStock(dialect: DialectName) {
  const yes = dbBoolean(dialect, true);
  const no = dbBoolean(dialect, false);

  /**
   * Takes `quantity` of a counted product; false when too few are left. A product that
   * does not count stock always has enough (and nothing is taken): true, `held` false.
   */
  async function take(executor: Executor, productId: number, quantity: number) {
    const counted = await executor
      .selectFrom('product')
      .select('track_stock')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!counted?.track_stock) return { enough: true, held: false };
    const result = await executor
      .updateTable('product')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('track_stock', '=', yes)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    const taken = Number(result.numUpdatedRows) === 1;
    return { enough: taken, held: taken };
  }

  /**
   * Gives back what an order holds, once: the order's flag is cleared in the same
   * statement that finds it set, so two instances (or the hold's run-out and a cancel)
   * cannot both give it back.
   */
  async function giveBack(executor: Executor, order: HeldOrder) {
    const released = await executor
      .updateTable('payment')
      .set({ stock_held: no })
      .where('id', '=', order.id)
      .where('stock_held', '=', yes)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1 || order.product_id == null) return false;
    await executor
      .updateTable('product')
      .set((eb) => ({ stock: eb('stock', '+', order.quantity) }))
      .where('id', '=', order.product_id)
      .execute();
    return true;
  }

  return { take, giveBack };
}

export type OrderStock = ReturnType<typeof orderStock>;

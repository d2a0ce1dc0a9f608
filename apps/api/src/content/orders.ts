import { resources, schemas } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import { invalid, parseOrThrow } from '../http/problem.ts';
import type { CrudService } from '../resources/crud-service.ts';
import { apiMessage } from '@coach/contract';

/**
 * A shop order. The visitor's page sends the amount (price x quantity), but the price
 * that counts is the one in the catalogue: the server recomputes the amount and takes
 * the product's currency, so an edited request cannot buy at a made-up price.
 */
export function orderService({ db }: Database, crud: CrudService) {
  async function place(body: unknown) {
    const order = parseOrThrow(schemas.payment.create, body);
    const quantity = order.quantity ?? 1;
    const product = await db
      .selectFrom('product')
      .select(['price', 'currency'])
      .where((eb) =>
        eb.or([eb('heading', '=', order.product_name), eb('heading_mm', '=', order.product_name)]),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!product) {
      throw invalid([{ field: 'product_name', message: apiMessage('productGone') }]);
    }
    const amount = Math.round(Number(product.price) * quantity * 100) / 100;
    return crud.create(resources.payments, body, {
      amount,
      quantity,
      currency: (product.currency as string | null) || order.currency || 'MMK',
    });
  }

  return { place };
}

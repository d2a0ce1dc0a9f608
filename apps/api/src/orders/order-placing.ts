import { type Language, apiMessage, resources, schemas } from '@coach/contract';
import { formatAmount } from '@coach/contract/formats';
import { type Viewer, visitor } from '../auth/viewer.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { Database } from '../db/connect.ts';
import { HttpError, conflict, invalid, parseOrThrow } from '../http/problem.ts';
import type { CrudService } from '../resources/crud-service.ts';
import { newOrderToken, newReference } from './order-codes.ts';
import { orderStock } from './order-stock.ts';
import type { ReceiptClaims } from './receipts.ts';
import { dbBoolean } from '../resources/rows.ts';

/** A clash of two new references (about one in 600 million) is settled by a new draw. */
const REFERENCE_ATTEMPTS = 3;

/**
 * A shop order. The price that counts is the one in the catalogue: the server computes
 * the amount (price x quantity) in the product's currency, and refuses an order that
 * claims another (the spec's form sends the same figure, so an honest order is unchanged).
 * A product that counts its stock gives one up per order, in the order's transaction.
 */
export function orderPlacing(
  { db, dialect }: Database,
  crud: CrudService,
  receipts: ReceiptClaims,
  mail: MailService,
) {
  const stock = orderStock(dialect);

  /**
   * `language`: the one the customer ordered in, for their emails. `viewer`: who sends it
   * (a visitor's order is theirs; one an admin posts is recorded as theirs). `spam`: the
   * spam trap caught it (content/spam-trap.ts): stored marked, mailed to no one, and it
   * takes no stock (a robot must not sell the shop out).
   */
  async function place(
    body: unknown,
    language: Language = 'en',
    viewer: Viewer = visitor,
    spam = false,
  ) {
    const order = parseOrThrow(schemas.payment.create, body);
    const quantity = order.quantity ?? 1;
    const product = await db
      .selectFrom('product')
      .select(['id', 'price', 'currency', 'heading', 'heading_mm'])
      .where((eb) =>
        eb.or([eb('heading', '=', order.product_name), eb('heading_mm', '=', order.product_name)]),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!product) {
      throw invalid([{ field: 'product_name', message: apiMessage('productGone') }]);
    }
    const amount = Math.round(Number(product.price) * quantity * 100) / 100;
    const currency = product.currency || order.currency || 'MMK';
    if (order.amount != null && Math.abs(order.amount - amount) >= 0.005) {
      const figure = formatAmount(amount, currency, 'en');
      throw invalid([
        { field: 'amount', message: apiMessage('amountMismatch', { amount: figure }) },
      ]);
    }
    if (order.currency && order.currency.trim() !== currency) {
      throw invalid([{ field: 'currency', message: apiMessage('currencyMismatch', { currency }) }]);
    }
    const productId = Number(product.id);
    const names = {
      en: String(product.heading || product.heading_mm),
      mm: String(product.heading_mm || product.heading),
    };
    await receipts.claim(order.receipt_photo);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await crud.create(
            resources.payments,
            body,
            {
              amount,
              quantity,
              currency,
              reference: newReference(),
              token: newOrderToken(),
              status: 'received',
              language,
              product_id: productId,
              spam,
            },
            viewer,
            async (trx, row) => {
              if (spam) return;
              const taken = await stock.take(trx, productId, quantity);
              if (!taken.enough) throw conflict(apiMessage('soldOut'));
              if (taken.held) {
                await trx
                  .updateTable('payment')
                  .set({ stock_held: dbBoolean(dialect, true) })
                  .where('id', '=', row.id as number)
                  .execute();
              }
              if (mail.queuesAny()) await mail.queueFor(trx, 'order', row, language, names);
            },
          );
        } catch (error) {
          // A unique clash on the new row can only be its reference or token: draw again.
          const clash = error instanceof HttpError && error.status === 409 && error.cause;
          if (!clash || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    } catch (error) {
      await receipts.release(order.receipt_photo);
      throw error;
    }
  }

  return { place };
}

export type OrderPlacing = ReturnType<typeof orderPlacing>;

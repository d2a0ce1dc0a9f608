import { type Language, resources, schemas } from '@coach/contract';
import { type Viewer, visitor } from '../auth/accounts.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { Database } from '../db/connect.ts';
import { invalid, parseOrThrow } from '../http/problem.ts';
import type { FileReferences } from '../files/file-references.ts';
import type { FileService } from '../files/file-service.ts';
import type { CrudService } from '../resources/crud-service.ts';
import { apiMessage } from '@coach/contract';

/**
 * A shop order. The visitor's page sends the amount (price x quantity), but the price
 * that counts is the one in the catalogue: the server recomputes the amount and takes
 * the product's currency, so an edited request cannot buy at a made-up price.
 */
export function orderService(
  { db }: Database,
  crud: CrudService,
  files: FileService,
  references: FileReferences,
  mail: MailService,
) {
  /**
   * Receipts are private (served to admins only). An order may only take a fresh upload
   * that nothing else uses: otherwise naming a product's picture, or another customer's
   * receipt, would hide it from the site or hand it to this order.
   */
  async function claimReceipt(id: string) {
    const refuse = () =>
      invalid([{ field: 'receipt_photo', message: apiMessage('receiptNotFresh') }]);
    if ((await files.missing([id], { allowPrivate: true })).length) {
      throw invalid([{ field: 'receipt_photo', message: apiMessage('noSuchFile') }]);
    }
    if (await references.isReferenced(id)) throw refuse();
    if (!(await files.claimPrivate(id))) throw refuse();
  }

  /**
   * `language`: the one the customer ordered in, for their confirmation email. `viewer`:
   * who sends it (a visitor's order is theirs; one an admin posts is recorded as theirs).
   * `spam`: the spam trap caught it (content/spam-trap.ts): stored marked, mailed to no one.
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
      .select(['price', 'currency', 'heading', 'heading_mm'])
      .where((eb) =>
        eb.or([eb('heading', '=', order.product_name), eb('heading_mm', '=', order.product_name)]),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!product) {
      throw invalid([{ field: 'product_name', message: apiMessage('productGone') }]);
    }
    const amount = Math.round(Number(product.price) * quantity * 100) / 100;
    await claimReceipt(order.receipt_photo);
    try {
      return await crud.create(
        resources.payments,
        body,
        {
          amount,
          quantity,
          currency: (product.currency as string | null) || order.currency || 'MMK',
          spam,
        },
        viewer,
        mail.queuesAny() && !spam
          ? (trx, row) =>
              mail.queueFor(trx, 'order', row, language, {
                en: String(product.heading || product.heading_mm),
                mm: String(product.heading_mm || product.heading),
              })
          : undefined,
      );
    } catch (error) {
      await files.releasePrivate(order.receipt_photo);
      throw error;
    }
  }

  return { place };
}

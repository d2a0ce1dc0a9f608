import {
  FINISHED_STATUSES,
  type OrderStatus,
  apiMessage,
  canMoveOrder,
  resources,
  schemas,
} from '@coach/contract';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { readPaymentMethods } from '../content/payment-methods.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database, Executor } from '../db/connect.ts';
import { HttpError, conflict, notFound, parseOrThrow } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { type CrudService, parseId } from '../resources/crud-service.ts';
import { ownerNote } from '../resources/owner-note.ts';
import { byPageToken } from '../resources/page-token.ts';
import { dbBoolean, rowToJson, toIso } from '../resources/rows.ts';
import { newReceiptMail, statusMail } from './order-mails.ts';
import { orderStock } from './order-stock.ts';
import type { ReceiptClaims } from './receipts.ts';

type Row = Record<string, unknown>;

/** How long a rejected order holds its stock for a new receipt (ORDER_HOLD_HOURS). */
export const DEFAULT_ORDER_HOLD_HOURS = 48;
const HOUR_MS = 60 * 60 * 1000;

/** What the customer's order page shows: never the id, the owner's note or the address. */
export interface CustomerOrder {
  reference: string;
  status: OrderStatus;
  /** The owner's reason, while the order is rejected. */
  reason: string | null;
  product_name: string;
  product_name_mm: string | null;
  product_image: string | null;
  /** The product's shipping as it is now, and its note ("3,000 MMK in Yangon", …). */
  shipping_type: string | null;
  shipping_note: string | null;
  shipping_note_mm: string | null;
  quantity: number;
  amount: number;
  currency: string;
  name: string;
  created: string;
  /** The language the customer ordered in. */
  language: 'en' | 'mm';
  /** While rejected: until when the order holds its stock for a new receipt. */
  hold_until: string | null;
}

/**
 * An order's life after it is placed (order-placing.ts places it): the owner's moves
 * along the status graph, each told to the customer by email in their language; the
 * customer's page and new receipt; stock given back by cancelled orders and by
 * rejected ones left without a new receipt for ORDER_HOLD_HOURS.
 */
export function orderLifecycle(
  database: Database,
  crud: CrudService,
  mail: MailService,
  receipts: ReceiptClaims,
  options: { holdHours?: number; clock?: () => Date } = {},
) {
  const { db, dialect } = database;
  const holdHours = options.holdHours ?? DEFAULT_ORDER_HOLD_HOURS;
  const clock = options.clock ?? (() => new Date());
  const stock = orderStock(dialect);
  const def = resources.payments;

  /** The product's names in both languages, for the customer's email in theirs. */
  async function productNames(executor: Executor, order: Row) {
    const product =
      order.product_id == null
        ? undefined
        : await executor
            .selectFrom('product')
            .select(['heading', 'heading_mm'])
            .where('id', '=', order.product_id as number)
            .executeTakeFirst();
    const fallback = String(order.product_name);
    return {
      en: String(product?.heading || fallback),
      mm: String(product?.heading_mm || product?.heading || fallback),
    };
  }

  /**
   * Moves an order along the graph; a move the graph does not allow is a 409, and the
   * order is read and changed under the same condition (`status` as read), so two admins
   * acting at once cannot both move it. `resolving`: the spec's Resolve, which fulfils
   * any order not yet finished.
   */
  async function move(
    rawId: unknown,
    to: OrderStatus,
    reason: string | null,
    by: Viewer,
    resolving = false,
  ) {
    const id = parseId(rawId, def.entity);
    await inTransaction(db, async (trx) => {
      const order = await trx
        .selectFrom('payment')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(() => notFound(def.entity));
      const from = order.status as OrderStatus;
      if (resolving && FINISHED_STATUSES.includes(from)) return;
      if (!resolving && !canMoveOrder(from, to)) {
        throw conflict(apiMessage('orderMove', { from, to }));
      }
      const now = clock().toISOString();
      // "Payment received" is told once: undone and confirmed again, it sends nothing more.
      const toldPaid = order.paid_mailed != null;
      const changed = await trx
        .updateTable('payment')
        .set({
          status: to,
          reason: to === 'rejected' ? reason : null,
          resolved: dbBoolean(dialect, FINISHED_STATUSES.includes(to)),
          status_changed: now,
          ...(to === 'paid' && !toldPaid && { paid_mailed: now }),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) {
        throw conflict(apiMessage('orderMove', { from, to }));
      }
      if (to === 'cancelled') {
        await stock.giveBack(trx, {
          id,
          product_id: order.product_id,
          quantity: Number(order.quantity),
        });
      }
      const moved = { ...rowToJson(def, order), status: to, reason };
      if (!(to === 'paid' && toldPaid)) {
        await mail.queueOne(
          trx,
          statusMail(moved, to, mail.settings, {
            holdHours,
            productName: await productNames(trx, order),
            // Where to send the transfer again: the accounts as this transaction sees them.
            paymentMethods: to === 'rejected' ? await readPaymentMethods(trx) : [],
          }),
          'customer',
        );
      }
      await recordBy(trx, by, {
        action: resolving ? 'resolve' : 'order_status',
        resource: 'payments',
        recordId: id,
        // The spec's Resolve reads as every resolve does; a move names where it went.
        ...(!resolving && { detail: { status: to } }),
      });
    });
    mail.nudge();
    return crud.get(def, id, systemViewer);
  }

  /** PUT /payments/{id}/status. */
  function setStatus(rawId: unknown, body: unknown, by: Viewer = systemViewer) {
    const { status, reason } = parseOrThrow(schemas.payment.status, body);
    return move(rawId, status, reason?.trim() || null, by);
  }

  /** PUT /payments/{id}/resolve, as the spec has it: the order is done (fulfilled). */
  const resolve = (rawId: unknown, by: Viewer = systemViewer) =>
    move(rawId, 'fulfilled', null, by, true);

  /** PUT /payments/{id}/note: the owner's own words about the order. */
  const setNote = ownerNote(database, crud, def, schemas.payment.note, 'order_note');

  const noSuchOrder = () => new HttpError(404, 'Not Found', apiMessage('noSuchOrder'));

  /** The order behind a private page's token; a token of no order is a 404. */
  const byToken = (token: unknown) =>
    byPageToken(token, noSuchOrder, (known) =>
      db.selectFrom('payment').selectAll().where('token', '=', known).executeTakeFirst(),
    );

  const holdUntil = (order: Row) =>
    order.status === 'rejected' && order.status_changed
      ? new Date(
          new Date(toIso(order.status_changed)).getTime() + holdHours * HOUR_MS,
        ).toISOString()
      : null;

  /** GET /orders/{token}: the customer's own view of their order. */
  async function forCustomer(token: unknown): Promise<CustomerOrder> {
    const order = await byToken(token);
    const product =
      order.product_id == null
        ? undefined
        : await db
            .selectFrom('product')
            .select([
              'heading',
              'heading_mm',
              'image',
              'shipping_type',
              'shipping_note',
              'shipping_note_mm',
            ])
            .where('id', '=', order.product_id)
            .executeTakeFirst();
    return {
      reference: String(order.reference),
      status: order.status as OrderStatus,
      reason: order.status === 'rejected' ? (order.reason ?? null) : null,
      product_name: String(product?.heading || order.product_name),
      product_name_mm: (product?.heading_mm as string | null) || null,
      product_image: (product?.image as string | null) || null,
      shipping_type: (product?.shipping_type as string | null) || null,
      shipping_note: (product?.shipping_note as string | null) || null,
      shipping_note_mm: (product?.shipping_note_mm as string | null) || null,
      quantity: Number(order.quantity),
      amount: Number(order.amount),
      currency: String(order.currency),
      name: String(order.name),
      created: toIso(order.created),
      language: order.language === 'mm' ? 'mm' : 'en',
      hold_until: holdUntil(order),
    };
  }

  /**
   * POST /orders/{token}/receipt: a rejected order's new receipt. The order is `received`
   * again and the owner is told. If its hold ran out and the stock went back, the stock
   * is taken again, and when none is left the receipt is refused (409) before anything
   * changes: the last one may have been sold meanwhile.
   */
  async function newReceipt(token: unknown, body: unknown) {
    const { receipt_photo: receipt } = parseOrThrow(schemas.payment.receipt, body);
    const order = await byToken(token);
    if (order.status !== 'rejected') throw conflict(apiMessage('receiptNotAwaited'));
    await receipts.claim(receipt);
    try {
      await inTransaction(db, async (trx) => {
        const current = await trx
          .selectFrom('payment')
          .select(['status', 'stock_held'])
          .where('id', '=', order.id)
          .executeTakeFirst();
        if (current?.status !== 'rejected') throw conflict(apiMessage('receiptNotAwaited'));
        let held = Boolean(current.stock_held);
        if (!held && order.product_id != null) {
          const taken = await stock.take(trx, Number(order.product_id), Number(order.quantity));
          if (!taken.enough) throw conflict(apiMessage('soldOut'));
          held = taken.held;
        }
        await trx
          .updateTable('payment')
          .set({
            receipt_photo: receipt,
            status: 'received',
            reason: null,
            stock_held: dbBoolean(dialect, held),
            status_changed: new Date().toISOString(),
          })
          .where('id', '=', order.id)
          .execute();
        await mail.queueOne(
          trx,
          newReceiptMail({ ...rowToJson(def, order), receipt_photo: receipt }, mail.settings),
          'owner',
        );
      });
    } catch (error) {
      await receipts.release(receipt);
      throw error;
    }
    mail.nudge();
    return forCustomer(token);
  }

  /**
   * Gives back the stock of rejected orders whose customer sent no new receipt within
   * ORDER_HOLD_HOURS. The order stays rejected (a receipt may still come, and then takes
   * stock again if there is any). Safe on several instances at once (order-stock.ts).
   */
  async function releaseExpiredHolds(now = Date.now()) {
    const before = new Date(now - holdHours * HOUR_MS).toISOString();
    const expired = await db
      .selectFrom('payment')
      .select(['id', 'product_id', 'quantity'])
      .where('status', '=', 'rejected')
      .where('stock_held', '=', dbBoolean(dialect, true))
      .where('status_changed', '<', before)
      .execute();
    let released = 0;
    for (const order of expired) {
      const given = await inTransaction(db, (trx) =>
        stock.giveBack(trx, {
          id: Number(order.id),
          product_id: order.product_id,
          quantity: Number(order.quantity),
        }),
      );
      if (given) released++;
    }
    return released;
  }

  return { setStatus, resolve, setNote, forCustomer, newReceipt, releaseExpiredHolds, holdHours };
}

export type OrderLifecycle = ReturnType<typeof orderLifecycle>;

/**
 * An order paid by transfer, from the receipt's arrival to the parcel: the statuses and
 * the moves between them. The owner checks the transfer (`paid` or `rejected` with a
 * reason); a rejected order comes back to `received` when the customer sends a new
 * receipt; a paid one is `fulfilled` or, like any order not yet finished, `cancelled`.
 * "Payment received" pressed too soon is undone: `paid` goes back to `received`.
 * `resolved`, the spec's one flag, is true exactly when the order is finished.
 */
export const ORDER_STATUSES = ['received', 'paid', 'rejected', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an owner may set from each (a new receipt alone leads out of `rejected`). */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ['paid', 'rejected', 'cancelled'],
  paid: ['fulfilled', 'cancelled', 'received'],
  rejected: ['cancelled'],
  fulfilled: [],
  cancelled: [],
};

/** Finished orders: the spec's `resolved`. */
export const FINISHED_STATUSES: readonly OrderStatus[] = ['fulfilled', 'cancelled'];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);

/**
 * The route of a customer's private order page (/orders/{token}): the web app serves it,
 * the server never keeps it for anyone (apps/server/src/kept-pages.ts).
 */
export const ORDER_PAGE_ROUTE = 'orders/:token';

/**
 * The characters of an order's reference: no 0/O, 1/I/L or U/V, which a customer reading
 * it aloud over the phone, or typing it into a banking app's note, would confuse.
 */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
export const REFERENCE_LENGTH = 6;

/** The address parameter of one gallery's page: `?g-<sub category id>=2`. */
export const galleryKey = (subId: number) => `g-${subId}`;

/**
 * `?ordered=1`: the answer to a checkout, on the order's own page (and on /shops when the
 * same order was sent twice): "Order placed successfully!".
 */
export const ORDER_PLACED_PARAM = 'ordered';

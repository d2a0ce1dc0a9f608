/**
 * The headers of a page that is one visitor's own (an order, a registration, an offer, an
 * email link's answer): whoever holds the link sees it, so no cache along the way may keep
 * or share it. Only loaders, actions and `headers` use it: no page's scripts carry it.
 */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

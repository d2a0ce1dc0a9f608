import { PREVIEW_PARAM } from '@coach/contract/previews';

/**
 * Addresses that carry a secret: the reset and invitation link (`/reset-password?token=`),
 * an order's, a booking's and a registration's private page and their API calls
 * (`/orders/{token}`, `/appointments/{token}/…`, `/registrations/{token}/…`, where a
 * number is an admin's record id, not a secret), and a preview (`?preview=`).
 */
const TOKEN_SEGMENT = /(\/(?:orders|appointments|registrations)\/)(?!\d+(?:[/?#]|$))[^/?#]+/gi;
const TOKEN_PARAM = new RegExp(`([?&](?:token|${PREVIEW_PARAM})=)[^&#]*`, 'gi');
const RESET_PAGE = /^\/reset-password(?:[/?#]|$)/i;

/** The address with its secrets left out, as the log may show it. */
export const withoutTokens = (url: string) =>
  url.replace(TOKEN_SEGMENT, '$1…').replace(TOKEN_PARAM, '$1…');

/**
 * Whether a page's address is one person's secret: its answer is never stored (a shared
 * computer's cache keeps no copy) and names no address to the sites it links to.
 */
export const carriesToken = (url: string) => RESET_PAGE.test(url) || withoutTokens(url) !== url;

/**
 * The headers of such a page, over the ones every page has. Its address goes to no other
 * site. The reset page sends no referrer at all; the order, booking and preview pages keep
 * it on their own site, because their forms work without scripts, and a form posted under
 * `no-referrer` says `Origin: null`, which the site's actions refuse as a forgery.
 */
export const tokenPageHeaders = (url: string) => ({
  'cache-control': 'private, no-store',
  'referrer-policy': RESET_PAGE.test(url) ? 'no-referrer' : 'same-origin',
});

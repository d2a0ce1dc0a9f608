/**
 * A place on an event's waiting list (issue 40, item 5):
 * - `waiting`: in line, first come first offered;
 * - `offered`: seats came back and are held for it until the offer runs out;
 * - `registered`: the offer was claimed, a registration holds the seats now;
 * - `expired`: the offer ran out unclaimed, its seats went to the next in line;
 * - `left`: the visitor or the owner took it off the list.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'registered', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How long an offer holds its seats for the one it was made to (WAITLIST_OFFER_HOURS). */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;

/** The page where a full event's waiting list is joined (and its answer shown). */
export const WAITLIST_JOIN_ROUTE = 'events/:id/waitlist';
/** The private page where a waiting-list offer is claimed: its link is in the offer's email. */
export const WAITLIST_CLAIM_ROUTE = 'events/:id/claim/:token';

/** The waiting list's form on the event and waiting-list pages (its answer's key and anchor). */
export const WAITLIST_FORM = 'waitlist';

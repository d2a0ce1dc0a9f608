/** The query that says, on a registration's page, that the visitor has just registered. */
export const REGISTERED_PARAM = 'registered';
/** The query that says a new receipt just arrived, or that the registration was cancelled. */
export const DONE_PARAM = 'done';
/** Which of the registration page's forms was sent: the cancel says so; the receipt's is the default. */
export const INTENT_FIELD = 'intent';

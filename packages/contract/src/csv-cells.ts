/**
 * CSV cells a spreadsheet would run as a formula (OWASP's list, with tab and carriage
 * return). The back office's exports and the API's CSV answers both neutralise with this.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that would start a formula gets a leading single quote, so it stays text. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

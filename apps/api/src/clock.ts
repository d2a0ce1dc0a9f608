/**
 * What time it is, in milliseconds since 1970 (as `Date.now`). The server runs on the
 * system's; a test gives its own and moves it, so that what depends on time passing
 * (scheduled records going public, events ending, uploads' order) is tried without
 * sleeping until it does (DESIGN.md, "time as an input").
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

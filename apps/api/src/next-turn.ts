/**
 * Resolves on a later turn of the event loop, after the requests waiting have been served:
 * long background work (a batch of counted views) awaits it between its steps, so that no
 * step keeps a page waiting for more than a moment. An `await` alone does not: the
 * database calls of SQLite answer at once, and a chain of them runs as one long task.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface AdmissionLimits {
  /** Requests served at once. */
  inFlight: number;
  /** Requests that may wait for a place; more are refused at once. */
  queue: number;
  /** Longest wait for a place before a waiting request is refused. */
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * Places for requests: a few are served at once, a few more wait their turn briefly, and
 * the rest are refused at once. A short burst (twenty registrations, a page and its API
 * calls) is served whole; a flood gets quick refusals, never a queue of seconds.
 */
export function admission(limits: AdmissionLimits) {
  let inFlight = 0;
  const waiting = new Set<Waiter>(); // in arrival order (a Set iterates that way)

  function release() {
    inFlight -= 1;
    const [next] = waiting;
    if (!next) return;
    waiting.delete(next);
    clearTimeout(next.timer);
    inFlight += 1;
    next.start();
  }

  /**
   * Asks for a place. `start` runs when the request may go on (now or after a wait) and
   * must lead to `release` once it is done; `refuse` runs instead when there is none.
   * Answers a function that gives up a place still being waited for (the client left).
   */
  function enter(start: () => void, refuse: (reason: string) => void): () => void {
    if (inFlight < limits.inFlight) {
      inFlight += 1;
      start();
      return () => {};
    }
    if (waiting.size >= limits.queue) {
      refuse(`${inFlight} requests in flight and ${waiting.size} waiting`);
      return () => {};
    }
    const waiter: Waiter = {
      start,
      timer: setTimeout(() => {
        waiting.delete(waiter);
        refuse(`no place within ${limits.maxWaitMs} ms`);
      }, limits.maxWaitMs),
    };
    waiting.add(waiter);
    return () => {
      if (waiting.delete(waiter)) clearTimeout(waiter.timer);
    };
  }

  return { enter, release, counts: () => ({ inFlight, waiting: waiting.size }) };
}

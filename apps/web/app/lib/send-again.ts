/*
 * A public form's send on a weak connection (issue 45): tried again with back-off when the
 * connection lost it, never when the site answered. One module for every form and upload,
 * small, as it is in the first load of each page with a form.
 */

/** Answers that mean "not answered": a proxy's or a busy server's, worth trying again. */
const LOST_STATUSES = new Set([502, 503, 504]);

/** How many times a send is tried in all, and the waits between: 1, 2, 4, 8, 16 s. */
export const TRIES = 6;
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;

/** A send the connection lost (no answer, or a 502/503/504); `waitMs`: what Retry-After asked. */
export class ConnectionLost extends Error {
  constructor(readonly waitMs = 0) {
    super('The connection was lost.');
  }
}

/** Whether an answer's status (0: none came) means the send was lost on the way. */
export const isLostStatus = (status: number) => status === 0 || LOST_STATUSES.has(status);

/** Retry-After in milliseconds (seconds, or an HTTP date); 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/**
 * Runs `attempt` until it succeeds, fails for a reason other than the connection, or has
 * been tried TRIES times (then its ConnectionLost is thrown). Between tries it waits twice
 * as long each time, a little more at random so that phones back online together do not
 * come back in step, or longer if Retry-After asks; sooner once the browser is online
 * again. `onLost` hears each lost try (the form says "Connection lost, trying again…").
 */
export async function sendAgain<T>(attempt: () => Promise<T>, onLost?: () => void): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConnectionLost) || tries >= TRIES) throw error;
      onLost?.();
      const backOff = FIRST_WAIT_MS * 2 ** (tries - 1) * (1 + Math.random() / 4);
      await pause(Math.min(LONGEST_WAIT_MS, Math.max(backOff, error.waitMs)));
    }
  }
}

/** Waits `ms`, or until the browser says it is online again. */
function pause(ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.('online', done);
  });
}

/** fetch, with a lost send (no answer, or a 502/503/504) thrown as ConnectionLost. */
export async function fetchOrLost(address: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(address, init);
  } catch {
    throw new ConnectionLost();
  }
  if (LOST_STATUSES.has(response.status)) {
    void response.body?.cancel();
    throw new ConnectionLost(retryAfterMs(response.headers.get('retry-after')));
  }
  return response;
}

/**
 * A new one-time key for a submission: a random UUID (version 4). Made from
 * getRandomValues, which every browser has, where randomUUID needs HTTPS.
 */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

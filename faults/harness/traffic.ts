import { expect } from 'vitest';
import { appointmentBody as validAppointment } from '../../apps/api/test/payloads.ts';
import { type Answer, errorCode, json, request } from './http.ts';

/** A valid appointment request, told apart from the others by its contact. */
const appointmentBody = (n: number) =>
  validAppointment({ name: `Fault client ${n}`, contact_information: `client${n}@example.com` });

let written = 0;

/** POSTs one appointment; answers the answer (the id is in its body on 201). */
export const postAppointment = (base: string, timeoutMs = 15_000) =>
  request(base, '/api/appointment', {
    method: 'POST',
    json: appointmentBody((written += 1)),
    timeoutMs,
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt` every `everyMs` until it answers true; answers the milliseconds that
 * took. Bounded: throws after `timeoutMs` with the last outcome, so a failure says why.
 */
export async function until(
  what: string,
  attempt: () => Promise<boolean | string>,
  {
    timeoutMs = 30_000,
    everyMs = 100,
    /** Says why waiting longer is pointless (the server process ended). */
    giveUp = (): string | undefined => undefined,
  } = {},
): Promise<number> {
  const t0 = Date.now();
  let last = '';
  while (Date.now() - t0 < timeoutMs) {
    const reason = giveUp();
    if (reason) throw new Error(`${what}: ${reason} (last: ${last})`);
    try {
      const outcome = await attempt();
      if (outcome === true) return Date.now() - t0;
      last = String(outcome);
    } catch (error) {
      last = errorCode(error);
    }
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms (last: ${last})`);
}

/** A short summary of an answer for failure messages. */
export const show = (answer: Answer) =>
  `${answer.status} ${answer.headers['content-type'] ?? ''} ${answer.body.slice(0, 300)}`;

/**
 * What every call must answer while the database is away: 503 with Retry-After, and
 * for the API a problem+json whose detail says so.
 */
export function expectDatabaseUnavailable(answer: Answer, kind: 'api' | 'page' | 'health') {
  expect(answer.status, show(answer)).toBe(503);
  expect(answer.headers['retry-after'], show(answer)).toMatch(/^\d+$/);
  if (kind === 'page') {
    expect(answer.headers['content-type'], show(answer)).toMatch(/^text\/html/);
    return;
  }
  expect(answer.headers['content-type'], show(answer)).toMatch(/^application\/problem\+json/);
  const { detail } = json<{ detail: string }>(answer);
  expect(detail, show(answer)).toMatch(/^The database is unavailable: \S/);
}

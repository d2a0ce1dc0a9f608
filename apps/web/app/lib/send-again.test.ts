import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConnectionLost,
  TRIES,
  fetchOrLost,
  isLostStatus,
  newKey,
  retryAfterMs,
  sendAgain,
} from './send-again';

describe('sendAgain', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs the send to its end, moving the clock through each wait as it comes. */
  async function settle<T>(sent: Promise<T>) {
    const outcome = sent.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    for (let i = 0; i < TRIES * 2; i++) await vi.advanceTimersByTimeAsync(40_000);
    return outcome;
  }

  it('sends again while the connection loses the send, saying so each time, until it arrives', async () => {
    let tries = 0;
    const lost = vi.fn();
    const outcome = await settle(
      sendAgain(async () => {
        tries += 1;
        if (tries < 3) throw new ConnectionLost();
        return 'stored';
      }, lost),
    );
    expect(outcome).toEqual({ value: 'stored' });
    expect(tries).toBe(3);
    expect(lost).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${TRIES} tries with the connection's error`, async () => {
    let tries = 0;
    const outcome = await settle(
      sendAgain(async () => {
        tries += 1;
        throw new ConnectionLost();
      }),
    );
    expect(tries).toBe(TRIES);
    expect((outcome as { error: unknown }).error).toBeInstanceOf(ConnectionLost);
  });

  it('never sends again what the site answered (a refusal, a failure of its own)', async () => {
    let tries = 0;
    const refusal = new Error('422');
    const outcome = await settle(
      sendAgain(async () => {
        tries += 1;
        throw refusal;
      }),
    );
    expect(outcome).toEqual({ error: refusal });
    expect(tries).toBe(1);
  });

  it('waits twice as long each time, and as long as Retry-After asks when longer', async () => {
    const at: number[] = [];
    const start = Date.now();
    await settle(
      sendAgain(async () => {
        at.push(Date.now() - start);
        if (at.length === 1) throw new ConnectionLost();
        if (at.length === 2) throw new ConnectionLost(20_000);
        if (at.length < 5) throw new ConnectionLost();
      }),
    );
    const waits = at.slice(1).map((time, i) => time - at[i]!);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[0]).toBeLessThanOrEqual(1250);
    expect(waits[1]).toBeGreaterThanOrEqual(20_000);
    expect(waits[2]).toBeGreaterThanOrEqual(4000);
    expect(waits[3]).toBeGreaterThanOrEqual(8000);
    expect(waits[3]).toBeLessThanOrEqual(10_000);
  });
});

describe('fetchOrLost', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (response: Response | Error) =>
    vi.stubGlobal('fetch', async () => {
      if (response instanceof Error) throw response;
      return response;
    });

  it.each([502, 503, 504])('takes a %i for a lost send, with its Retry-After', async (status) => {
    answering(new Response('busy', { status, headers: { 'retry-after': '3' } }));
    const error = await fetchOrLost('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionLost);
    expect((error as ConnectionLost).waitMs).toBe(3000);
  });

  it('takes no answer at all for a lost send', async () => {
    answering(new TypeError('Failed to fetch'));
    await expect(fetchOrLost('/x', {})).rejects.toBeInstanceOf(ConnectionLost);
  });

  it.each([200, 400, 409, 422, 429, 500])('hands a %i over as it came', async (status) => {
    answering(new Response(null, { status }));
    expect((await fetchOrLost('/x', {})).status).toBe(status);
  });
});

describe('the rest', () => {
  it('reads Retry-After in seconds or as a date, and nothing else', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Tue, 01 Jan 2030 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs(null, now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBe(0);
    expect(retryAfterMs('', now)).toBe(0);
  });

  it('knows a lost status from an answer', () => {
    expect([0, 502, 503, 504].every(isLostStatus)).toBe(true);
    expect([200, 400, 422, 429, 500].some(isLostStatus)).toBe(false);
  });

  it('makes one-time keys as random UUIDs (version 4), a new one each time', () => {
    const keys = Array.from({ length: 50 }, newKey);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(50);
  });
});

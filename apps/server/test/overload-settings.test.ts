import { describe, expect, it } from 'vitest';
import { overloadOf, readEnv } from '../src/env.ts';

/** The overload guard's limits: requests served at once, and the event-loop delay it sheds at. */
describe('the overload settings', () => {
  it('serves 8 at once and sheds past 500 ms of event-loop delay by default, and takes both when set', () => {
    expect(overloadOf(readEnv({}))).toEqual({ maxInFlight: 8, maxEventLoopDelayMs: 500 });
    expect(
      overloadOf(readEnv({ MAX_CONCURRENT_REQUESTS: '32', MAX_EVENT_LOOP_DELAY_MS: '2000' })),
    ).toEqual({ maxInFlight: 32, maxEventLoopDelayMs: 2000 });
  });

  it('refuses, at start, a delay that is no whole number or too small to mean anything', () => {
    expect(() => readEnv({ MAX_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
    expect(() => readEnv({ MAX_EVENT_LOOP_DELAY_MS: '1.5' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
    expect(() => readEnv({ MAX_EVENT_LOOP_DELAY_MS: '10' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { admission } from '../src/http/admission.ts';

/** The places the overload guard gives requests: served, waiting briefly, or refused. */
describe('admission', () => {
  const ask = (places: ReturnType<typeof admission>, log: string[], name: string) =>
    places.enter(
      () => log.push(`start ${name}`),
      (reason) => log.push(`refuse ${name}: ${reason}`),
    );

  it('serves a few, lets a few wait in arrival order, and refuses the rest at once', () => {
    const places = admission({ inFlight: 2, queue: 2, maxWaitMs: 60_000 });
    const log: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) ask(places, log, name);
    expect(log).toEqual(['start a', 'start b', 'refuse e: 2 requests in flight and 2 waiting']);
    expect(places.counts()).toEqual({ inFlight: 2, waiting: 2 });
    places.release();
    places.release();
    expect(log.slice(3)).toEqual(['start c', 'start d']);
    expect(places.counts()).toEqual({ inFlight: 2, waiting: 0 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a request that waited too long, and forgets one whose client left', () => {
    // The wait is timed on fake timers, moved past it rather than slept through.
    vi.useFakeTimers();
    const places = admission({ inFlight: 1, queue: 5, maxWaitMs: 20 });
    const log: string[] = [];
    ask(places, log, 'a');
    const leave = ask(places, log, 'b');
    ask(places, log, 'c');
    leave();
    vi.advanceTimersByTime(19);
    expect(log).toEqual(['start a']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['start a', 'refuse c: no place within 20 ms']);
    places.release();
    expect(places.counts()).toEqual({ inFlight: 0, waiting: 0 });
  });
});

import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Site, openPage, useSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';
import type { TraceEvent } from './trace-events.ts';

/**
 * Hydration in slices (docs/decisions/0020) rests on how React Router, React and Preact
 * behave today; an upgrade could quietly turn it back into one long pass. With Chromium's
 * CPU slowed 4× (a phone), no task while the home page hydrates may last over 50 ms, the
 * line past which the browser calls a task long and Lighthouse counts blocking time.
 *
 * The machine running this is shared: waiting for a core stretches every task, and a
 * sliced hydration on a loaded 2-core machine (load average 15–28) showed "long" tasks of
 * 50–490 ms of wall time. So a load that shows long tasks is judged again by what other
 * processes cannot stretch: the CPU time the page's main thread spends in each task
 * (Chromium's trace), unthrottled and multiplied by the slowdown, against twice the line,
 * since CPU time itself grows on a loaded machine (shared caches and cores); that
 * measurement is repeated once if it fails. Measured at load 20–28: the largest slice
 * 52–58 ms that way; with slicing turned off, one pass of 148–284 ms (370–790 ms of wall
 * time at 4×), which fails every step.
 */
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
/** The line for CPU time × slowdown, measured when the wall-time measurement was noisy. */
const CPU_TASK_MS = 2 * LONG_TASK_MS;

/** A task while the page hydrated: its start (ms after hydration began) and its length. */
interface Task {
  start: number;
  ms: number;
}

interface Probe {
  longTasks: { start: number; duration: number }[];
  start?: number;
  end?: number;
}

declare global {
  interface Window {
    hydrationProbe: Probe;
  }
}

/**
 * Runs before any of the page's scripts. Hydration starts once React Router's inline module
 * has every route module (it then sets `__reactRouterRouteModules` and imports the entry,
 * which hydrates) and ends when the root sets `data-hydrated`: loading and compiling the
 * modules before that is not hydration. Both moments are also marks in the trace.
 */
function installProbe() {
  const probe: Probe = { longTasks: [] };
  window.hydrationProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  let routeModules: unknown;
  Object.defineProperty(window, '__reactRouterRouteModules', {
    configurable: true,
    get: () => routeModules,
    set(value) {
      routeModules = value;
      probe.start ??= performance.mark('hydration-start').startTime;
    },
  });
  // The whole document: <html> is not there yet when this runs.
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-hydrated')) {
      probe.end ??= performance.mark('hydration-end').startTime;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

describe('hydration in slices', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  /** Loads the home page and answers once it is hydrated, with what the probe saw. */
  async function load<T>(
    language: 'en' | 'mm',
    { slowdown, traced }: { slowdown: number; traced: boolean },
    read: (probe: Probe, trace: TraceEvent[]) => T,
  ): Promise<T> {
    const { page, context } = await openPage(browser, site, { viewport: PHONE, language });
    let tracing = false;
    const stopTracing = async () => {
      tracing = false;
      const json = (await browser.stopTracing()).toString();
      return (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
    };
    try {
      await page.addInitScript(installProbe);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      if (traced) {
        await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
        tracing = true;
      }
      const response = await page.goto(`${site.url}/`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // A long task is reported once it has ended: give the observer a moment.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
      const probe = await page.evaluate(() => window.hydrationProbe);
      const trace = traced ? await stopTracing() : [];
      expect(probe.start, 'React Router set its route modules').toBeDefined();
      expect(probe.end, 'the root set data-hydrated').toBeDefined();
      return read(probe, trace);
    } finally {
      // A failed load must not leave the browser tracing: the next could not start.
      if (tracing) await browser.stopTracing();
      await context.close();
    }
  }

  /** Long tasks (wall time) while the page hydrated, with the CPU slowed. */
  const longTasks = (language: 'en' | 'mm') =>
    load(language, { slowdown: CPU_SLOWDOWN, traced: false }, (probe): Task[] =>
      probe.longTasks
        .filter((t) => t.start >= probe.start! && t.start < probe.end!)
        .map((t) => ({ start: Math.round(t.start - probe.start!), ms: Math.round(t.duration) })),
    );

  /**
   * The tasks of the page's main thread while it hydrated, unthrottled, each by the CPU
   * time it took times the slowdown: what it would take on the slowed CPU, had no other
   * process wanted a core.
   */
  const cpuTasks = (language: 'en' | 'mm') =>
    load(language, { slowdown: 1, traced: true }, (_probe, trace): Task[] => {
      const start = trace.find((e) => e.name === 'hydration-start');
      const end = trace.find((e) => e.name === 'hydration-end');
      expect(start && end, 'the start and end of hydration are in the trace').toBeTruthy();
      return trace
        .filter(
          (e) =>
            e.pid === start!.pid &&
            e.tid === start!.tid &&
            e.ph === 'X' &&
            e.name === 'ThreadControllerImpl::RunTask' &&
            e.ts >= start!.ts &&
            e.ts < end!.ts,
        )
        .map((e) => ({
          start: Math.round((e.ts - start!.ts) / 1000),
          ms: Math.round(((e.tdur ?? e.dur ?? 0) / 1000) * CPU_SLOWDOWN),
        }));
    });

  const over = (tasks: Task[], ms: number) => tasks.filter((t) => t.ms > ms);
  const longest = (tasks: Task[]) => Math.max(0, ...tasks.map((t) => t.ms));

  /** The long tasks (by CPU time) of two loads, the second only if the first had any. */
  async function longByCpuTime(language: 'en' | 'mm'): Promise<Task[]> {
    for (let attempt = 1; ; attempt++) {
      const tasks = await cpuTasks(language);
      console.log(
        `${language}, CPU time × ${CPU_SLOWDOWN} (load ${attempt}): longest ${longest(tasks)} ms of ${tasks.length} tasks`,
      );
      if (over(tasks, CPU_TASK_MS).length === 0 || attempt === 2) return over(tasks, CPU_TASK_MS);
    }
  }

  for (const language of ['en', 'mm'] as const) {
    it(`hydrates the home page (${language}) with no task over ${LONG_TASK_MS} ms at ${CPU_SLOWDOWN}× CPU slowdown`, async () => {
      const slowed = over(await longTasks(language), LONG_TASK_MS);
      console.log(`${language}, ${CPU_SLOWDOWN}× slower: long tasks`, JSON.stringify(slowed));
      // Long tasks: the page's, or the machine's? Judged by CPU time.
      const long = slowed.length === 0 ? [] : await longByCpuTime(language);
      expect(
        long,
        `tasks while hydrating over ${CPU_TASK_MS} ms of CPU time × ${CPU_SLOWDOWN}`,
      ).toEqual([]);
    });
  }
});

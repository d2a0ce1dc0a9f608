import type { Browser, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Site, openPage, useDemoSite } from './harness.ts';
import { FIXED_PUBLIC_PAGES } from './public-helpers.ts';
import {
  SLOWDOWN,
  type StartupTask,
  type TraceEvent,
  blockingOf,
  blockingOnCpu,
  startupTasks,
} from './trace-events.ts';

/**
 * Hydration in slices (docs/decisions/0020) rests on how React Router, React and Preact
 * behave today; an upgrade could quietly turn it back into one long pass. So every public
 * page, loaded in Chromium on a phone's screen, may block at most 50 ms by Lighthouse's
 * count: each main-thread task after the first contentful paint, at 4× the CPU, blocks
 * what it takes past 50 ms. A task is counted by its time on the CPU (the trace's thread
 * time), not by the wall clock.
 *
 * Why not the wall clock: this machine is shared (2 cores, up to eight people at once), and
 * a task's wall time there is mostly the page's thread waiting for a core. A sliced
 * hydration at load 15–28 showed "long" tasks of 50–490 ms by the clock, while the same
 * loads counted on the CPU stayed at 0–34 ms of blocking (decision 0020). The page's own
 * work is what this gates; `npm run bench:lighthouse` prints both beside each other.
 * Hydration with slicing turned off was measured (2026-11) as one pass of 148–284 ms on the
 * CPU at 4×: past the line by 98 ms or more on its own.
 */
const GOAL_MS = 50;

/** What the page's tasks on the CPU would block at 4×, and the longest of them. */
interface Blocking {
  blockingMs: number;
  longestMs: number;
  tasks: StartupTask[];
}

/**
 * Waits in the page itself, over the DevTools protocol, for what the start-up does: the
 * root's `data-hydrated`, then the work it sets off (React Router's route discovery
 * fetches `/__manifest` after hydration and renders again) until the thread is idle.
 * Playwright's own waits would inject its helper script into the page: a task of its own
 * that would be counted.
 */
async function untilStartedUp(cdp: CDPSession) {
  const inPage = (expression: string) =>
    cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  await inPage(`new Promise((resolve) => {
    const done = () => document.documentElement.hasAttribute('data-hydrated');
    if (done()) return resolve(true);
    new MutationObserver((_, observer) => {
      if (!done()) return;
      observer.disconnect();
      resolve(true);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  })`);
}

/**
 * The page's requests in flight, followed from the browser's side (nothing runs in the
 * page for it), and a wait for none.
 */
function requestsOf(page: Page) {
  let inFlight = 0;
  let started = 0;
  let settled: (() => void)[] = [];
  const finished = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of settled) resolve();
    settled = [];
  };
  page.on('request', () => {
    inFlight += 1;
    started += 1;
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    started: () => started,
    none: () =>
      inFlight <= 0 ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve)),
  };
}

/**
 * Until the start-up is over: no request in flight (React Router's route discovery
 * fetches `/__manifest` once hydrated, then renders again with it), then an idle moment
 * of the main thread after the last answer, with no new request meanwhile.
 */
async function untilQuiet(cdp: CDPSession, requests: ReturnType<typeof requestsOf>) {
  for (;;) {
    const before = requests.started();
    await requests.none();
    await cdp.send('Runtime.evaluate', {
      expression: 'new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10000 }))',
      awaitPromise: true,
    });
    if (requests.started() === before) return;
  }
}

describe('public pages block at most 50 ms at 4× by their work on the CPU', () => {
  let site: Site;
  let browser: Browser;
  let pages: string[];
  useDemoSite(async (s, b) => {
    site = s;
    browser = b;
    const first = async (path: string) =>
      ((await (await site.api(path)).json()) as { id: number }[])[0]!.id;
    const [article, product] = await Promise.all([first('/articles'), first('/products')]);
    pages = [...FIXED_PUBLIC_PAGES, `/articles/view/${article}`, `/shops/checkout/${product}`];
  });

  /** One traced load of a page, and what its tasks after the first paint would block. */
  async function load(path: string): Promise<Blocking> {
    const { page, context } = await openPage(browser, site, { viewport: PHONE });
    let tracing = false;
    const requests = requestsOf(page);
    try {
      const cdp = await context.newCDPSession(page);
      await browser.startTracing(page, {
        // The main thread's tasks with their thread time, the first paint, the navigation.
        categories: ['toplevel', 'loading'],
      });
      tracing = true;
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await untilStartedUp(cdp);
      await untilQuiet(cdp, requests);
      tracing = false;
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      const tasks = startupTasks(trace.traceEvents);
      expect(tasks, `${path}: the first contentful paint is in the trace`).toBeDefined();
      return {
        blockingMs: Math.round(blockingOnCpu(tasks!)),
        longestMs: Math.round(Math.max(0, ...tasks!.map((t) => t.cpuMs * SLOWDOWN))),
        tasks: tasks!,
      };
    } finally {
      // A failed load must not leave the browser tracing: the next could not start.
      if (tracing) await browser.stopTracing();
      await context.close();
    }
  }

  const described = (tasks: StartupTask[]) =>
    tasks
      .filter((t) => blockingOf(t) > 0)
      .map(
        (t) =>
          `at ${Math.round(t.start)} ms: ${t.cpuMs.toFixed(1)} ms on the CPU (${t.ms.toFixed(1)} by the clock)`,
      );

  /**
   * A page's blocking, loaded again if it missed: its CPU time grows too on a crowded
   * machine (shared caches and cores), by a few milliseconds a task; a page whose own work
   * blocks misses both loads.
   */
  async function judged(path: string): Promise<string | null> {
    let best: Blocking | undefined;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const measured = await load(path);
      console.log(
        `${path} (load ${attempt}): blocks ${measured.blockingMs} ms at ${SLOWDOWN}× on the CPU; longest task ${measured.longestMs} ms`,
      );
      if (!best || measured.blockingMs < best.blockingMs) best = measured;
      if (best.blockingMs <= GOAL_MS) return null;
    }
    return `${path}: ${best!.blockingMs} ms (${described(best!.tasks).join('; ')})`;
  }

  // English, as Lighthouse loads a page (no language cookie): the figure the benchmark's
  // "on CPU" column reports. Every public page, the shop's checkout and an article too.
  it(
    `every public page blocks at most ${GOAL_MS} ms at ${SLOWDOWN}× counting its tasks' time on the CPU`,
    async () => {
      const misses: string[] = [];
      for (const path of pages) {
        const miss = await judged(path);
        if (miss) misses.push(miss);
      }
      expect(misses, `pages blocking over ${GOAL_MS} ms at ${SLOWDOWN}× on the CPU`).toEqual([]);
    },
    // Up to two traced loads of each page, each until it has started up, on a shared machine.
    360_000,
  );
});

/**
 * `npm run trace:startup`: where a public page's main thread spends its time after the
 * first paint, task by task, in Debian's Chromium without throttling: the tasks Lighthouse
 * multiplies by its 4× CPU slowdown to count total blocking time (decision 0020). Where
 * `npm run bench:lighthouse` says a page blocks, this says which task and what it ran.
 *
 * Each page is loaded TRACE_RUNS times on a fresh demo site. For every main-thread task of
 * at least TRACE_MIN_MS after the first contentful paint it prints the task's length and
 * what it ran (script evaluation by file, functions by name and file, style, layout,
 * paint); then, per page, the median of what those tasks would block at 4× and of the
 * longest task. The machine is shared: compare runs of one invocation, not invocations.
 *
 *   npm run trace:startup
 *   TRACE_PAGES=/blogs,/ TRACE_RUNS=5 TRACE_LIST=0 npm run trace:startup   # summary only
 *   TRACE_SAVE=/tmp/trace TRACE_PROFILE=/tmp/cpu npm run trace:startup     # keep the raw
 *     trace (open in Chromium's performance panel) and a CPU profile of each load
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { SLOWDOWN, type Task, blockingAt4x, tasksAfterPaint } from './startup-tasks.ts';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';
import { root, startServer } from './bench-server.ts';
import { buildIfStale } from './production-build.mjs';

const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 5);
/** List every task of every load, or only the summary (TRACE_LIST=0). */
const LIST = process.env.TRACE_LIST !== '0';
const PAGES = process.env.TRACE_PAGES?.split(',') ?? fixedPageAddresses('/meet-mung');
/**
 * Waits for `data-hydrated` on <html> by asking over the DevTools protocol: Playwright's
 * own waits inject its large helper script into the page, a task that would be counted.
 */
async function untilHydrated(cdp: CDPSession) {
  const check = 'document.documentElement.hasAttribute("data-hydrated")';
  for (let waited = 0; waited < 30_000; waited += 250) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: check });
    if (result.value === true) {
      // The tasks just after hydration (effects, idle work) belong to the start-up too.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the page did not hydrate within 30 s');
}

/** One load of `path`, traced (and profiled with TRACE_PROFILE), until it has hydrated. */
async function traceLoad(browser: Browser, base: string, path: string, run: number) {
  // Lighthouse's mobile screen.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'loading',
    ],
  });
  const cdp = await context.newCDPSession(page);
  const profile = process.env.TRACE_PROFILE;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${base}${path}`);
  await untilHydrated(cdp);
  const name = `${path.replace(/\//g, '_')}-${run}`;
  if (profile) {
    const { profile: samples } = await cdp.send('Profiler.stop');
    writeFileSync(`${profile}${name}.cpuprofile`, JSON.stringify(samples));
  }
  const trace = (await browser.stopTracing()).toString();
  await context.close();
  if (process.env.TRACE_SAVE) writeFileSync(`${process.env.TRACE_SAVE}${name}.json`, trace);
  return tasksAfterPaint(JSON.parse(trace).traceEvents, MIN_MS);
}

function printTasks(path: string, run: number, tasks: Task[]) {
  console.log(
    `\n${path} (run ${run + 1}): ${tasks.length} tasks of ${MIN_MS} ms or more after the first paint; ` +
      `at ${SLOWDOWN}× they would block ${blockingAt4x(tasks).toFixed(0)} ms`,
  );
  for (const task of tasks) {
    const parts = [...task.parts]
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, ms]) => `${what} ${ms.toFixed(1)}`)
      .join('; ');
    console.log(
      `  at ${task.start.toFixed(0).padStart(5)} ms  ${task.ms.toFixed(1).padStart(5)} ms ` +
        `(${task.cpuMs.toFixed(1).padStart(5)} on CPU)  ${parts}`,
    );
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

if (buildIfStale(root) !== 0) process.exit(1);
const dir = mkdtempSync(join(tmpdir(), 'coach-trace-'));
const site = await startServer(`sqlite:${join(dir, 'site.db')}`);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
});

try {
  const summary: string[] = [];
  for (const path of PAGES) {
    const blocking: number[] = [];
    const blockingOnCpu: number[] = [];
    const longest: number[] = [];
    const longestOnCpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const tasks = await traceLoad(browser, site.base, path, run);
      if (!tasks) {
        console.log(`\n${path} (run ${run + 1}): no first contentful paint in the trace`);
        continue;
      }
      if (LIST) printTasks(path, run, tasks);
      blocking.push(blockingAt4x(tasks));
      blockingOnCpu.push(blockingAt4x(tasks, 'cpuMs'));
      longest.push(Math.max(0, ...tasks.map((t) => t.ms)));
      longestOnCpu.push(Math.max(0, ...tasks.map((t) => t.cpuMs)));
    }
    const columns = [blocking, blockingOnCpu, longest, longestOnCpu].map((values) =>
      median(values).toFixed(0).padStart(9),
    );
    summary.push(
      `${path.padEnd(22)} ${columns.join(' ')}  ${blocking.map((b) => b.toFixed(0)).join(' ')}`,
    );
  }
  console.log(
    `\nmedians of ${RUNS} loads, ms; "blocking" is what the tasks would block at ${SLOWDOWN}×, ` +
      `"on CPU" the same counting only the time the page's thread ran (not waiting for a core)`,
  );
  const head = ['blocking', 'on CPU', 'longest', 'on CPU'].map((h) => h.padStart(9)).join(' ');
  console.log(`${'page'.padEnd(22)} ${head}  blocking of each run`);
  for (const line of summary) console.log(line);
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}

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
import type { TraceEvent } from '../e2e/trace-events.ts';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';
import { root, startServer } from './bench-server.ts';
import { buildIfStale } from './production-build.mjs';

const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 5);
/** List every task of every load, or only the summary (TRACE_LIST=0). */
const LIST = process.env.TRACE_LIST !== '0';
const PAGES = process.env.TRACE_PAGES?.split(',') ?? fixedPageAddresses('/meet-mung');
/** Lighthouse's mobile CPU slowdown, and the length past which a task blocks. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** What a slice of a task ran, named for a person: the script's file, or the kind of work. */
function describe(event: TraceEvent): string | undefined {
  const data = event.args?.data ?? {};
  const file = (url: unknown) =>
    typeof url === 'string' && url ? (url.split('/').pop() ?? url).replace(/\?.*/, '') : 'inline';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file(data.url)}`;
    case 'FunctionCall':
      return `call ${String(data.functionName || '(anonymous)')} in ${file(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return 'compile';
    case 'MajorGC':
    case 'MinorGC':
      return 'garbage collection';
    default:
      return process.env.TRACE_RAW ? `(${event.name})` : undefined;
  }
}

interface Task {
  start: number;
  /** Wall-clock length, as Lighthouse counts it. */
  ms: number;
  /**
   * The time the thread was on a CPU during the task: on a crowded machine a task's wall
   * clock includes the time it waited for a core, and this does not.
   */
  cpuMs: number;
  parts: Map<string, number>;
}

/** The main thread's tasks after the first contentful paint, with their named parts. */
function tasksAfterPaint(events: TraceEvent[]): Task[] | undefined {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const paint = onMain.find((e) => e.name === 'firstContentfulPaint');
  const navigation = onMain.find((e) => e.name === 'navigationStart') ?? onMain[0]!;
  if (!paint) return undefined;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur);
  return tasks
    .filter((task) => task.ts + task.dur! > paint.ts && task.dur! >= MIN_MS * 1000)
    .map((task) => {
      const parts = new Map<string, number>();
      // The outermost named slice of each kind counts once; nested ones are inside it.
      const inside = onMain.filter(
        (e) =>
          e !== task &&
          e.ph === 'X' &&
          e.dur &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur!,
      );
      let coveredUntil = 0;
      for (const event of inside.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
        const what = describe(event);
        if (!what || event.ts < coveredUntil) continue;
        parts.set(what, (parts.get(what) ?? 0) + event.dur! / 1000);
        coveredUntil = event.ts + event.dur!;
      }
      return {
        start: (task.ts - navigation.ts) / 1000,
        ms: task.dur! / 1000,
        cpuMs: (task.tdur ?? task.dur!) / 1000,
        parts,
      };
    });
}

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
  return tasksAfterPaint((JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents);
}

const blockingAt4x = (tasks: Task[], length: 'ms' | 'cpuMs' = 'ms') =>
  tasks.reduce((sum, t) => sum + Math.max(0, t[length] * SLOWDOWN - BLOCKING_MS), 0);

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

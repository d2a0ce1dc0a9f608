/** An event of a Chromium performance trace, as `browser.stopTracing()` gives them. */
export interface TraceEvent {
  name: string;
  /** Its phase: 'X' a complete event with a duration, 'I' an instant, 'M' metadata. */
  ph: string;
  /** Start, in microseconds on the trace's clock. */
  ts: number;
  /** Wall-clock duration of a complete event, in microseconds. */
  dur?: number;
  /** Thread (CPU) time of a complete event, in microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** A main-thread task of a page's start-up: when it began, and its length by the clock and on the CPU. */
export interface StartupTask {
  /** Milliseconds after the first contentful paint (negative: it began before). */
  start: number;
  ms: number;
  /** The thread's time on a CPU during the task: what waiting for a core does not stretch. */
  cpuMs: number;
}

/**
 * The page's main-thread tasks that end after its first contentful paint, from a trace
 * recorded with the `toplevel` and `loading` categories (lighter than DevTools' timeline,
 * which adds its own work to every task it times). The main thread is the one that
 * painted: a trace may also hold the renderer of the blank page the browser started on.
 */
export function startupTasks(events: TraceEvent[]): StartupTask[] | undefined {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  return events
    .filter(
      (e) =>
        e.pid === paint.pid &&
        e.tid === paint.tid &&
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.dur !== undefined &&
        e.ts + e.dur > paint.ts,
    )
    .map((e) => ({
      start: (e.ts - paint.ts) / 1000,
      ms: e.dur! / 1000,
      cpuMs: (e.tdur ?? e.dur!) / 1000,
    }));
}

/** Lighthouse's mobile CPU slowdown, and the length past which a task blocks. */
export const SLOWDOWN = 4;
export const BLOCKING_MS = 50;

/**
 * What a task would block with the CPU slowed 4×, counting its time on the CPU, as
 * Lighthouse counts total blocking time: what it takes past 50 ms, only from the first
 * contentful paint on. A task that began before the paint counts with the share of its
 * time that came after it (the trace does not say when within a task the CPU ran).
 */
export function blockingOf(task: StartupTask): number {
  const slowed = task.cpuMs * SLOWDOWN;
  if (slowed < BLOCKING_MS) return 0;
  const afterPaint = task.start >= 0 ? 1 : Math.max(0, task.ms + task.start) / task.ms;
  return Math.max(0, slowed * afterPaint - BLOCKING_MS);
}

/** What a page's start-up tasks would block at 4× on the CPU (`blockingOf`, summed). */
export const blockingOnCpu = (tasks: StartupTask[]) =>
  tasks.reduce((sum, task) => sum + blockingOf(task), 0);

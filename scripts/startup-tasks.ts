/**
 * A page's main-thread tasks after its first paint, read from a Chromium performance trace:
 * what Lighthouse multiplies by its CPU slowdown to count total blocking time (decision
 * 0020). `npm run trace:startup` lists them; `npm run bench:lighthouse` counts them again
 * by their time on the CPU, which a crowded machine does not stretch.
 */
import type { TraceEvent } from '../e2e/trace-events.ts';

/** Lighthouse's mobile CPU slowdown, and the length past which a task blocks. */
export const SLOWDOWN = 4;
export const BLOCKING_MS = 50;

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

export interface Task {
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
export function tasksAfterPaint(events: TraceEvent[], minMs: number): Task[] | undefined {
  // The page's main thread is the one that painted: a trace may also hold the renderer of
  // the blank page the browser started on (Lighthouse's traces do).
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const onMain = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid);
  const navigation = onMain.find((e) => e.name === 'navigationStart') ?? onMain[0]!;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur);
  return tasks
    .filter((task) => task.ts + task.dur! > paint.ts && task.dur! >= minMs * 1000)
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

/** What the tasks would block with the CPU slowed down, by the wall clock or on the CPU. */
export const blockingAt4x = (tasks: Task[], length: 'ms' | 'cpuMs' = 'ms') =>
  tasks.reduce((sum, t) => sum + Math.max(0, t[length] * SLOWDOWN - BLOCKING_MS), 0);

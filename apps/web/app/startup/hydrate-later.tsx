import { Component, type ReactNode, Suspense } from 'react';

/*
 * Hydration in slices (docs/decisions/0020). Preact hydrates a page in one synchronous
 * pass; on a slow phone that pass is one long task that blocks input. A part of the page
 * wrapped in <HydrateLater> sits out the pass that meets it: Preact keeps its
 * server-rendered DOM as it is and hydrates it afterwards in a task of its own, parts in
 * document order, one per task. Renders after hydration (client navigations) never wait.
 */

interface Slice {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

/**
 * True while a hydration pass runs: the first one, or the task in which a deferred part
 * resumes. A part met then is deferred in turn, so a part's own parts each get a task.
 */
let deferring = false;
/** Parts met in the pass now running, in document order. */
let met: Slice[] = [];
/**
 * Parts whose code is put off until the rest of the page is hydrated (startup/island.tsx):
 * `fetch` downloads a part's code, `release` lets it render.
 */
interface PutOff {
  fetch: () => Promise<void>;
  release: () => void;
}
let putOff: PutOff[] = [];
let allHydrated: () => void = () => {};
const hydratedPromise = new Promise<void>((resolve) => (allHydrated = resolve));

function deferSlice(): Slice {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  const slice: Slice = { open: false, promise, release };
  met.push(slice);
  return slice;
}

/** A macrotask of its own: the browser may paint and handle input in between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Runs the first hydration (`hydrate`, synchronous) with every <HydrateLater> part
 * deferred, then hydrates those parts one task each, depth first: a part's own deferred
 * parts come right after it. Resolves once all are hydrated.
 */
export async function hydrateInSlices(hydrate: () => void): Promise<void> {
  deferring = true;
  hydrate();
  const waiting: Slice[] = [];
  for (;;) {
    // Preact hydrated the part released last in the microtasks of the task just ended.
    await nextTask();
    deferring = false;
    waiting.unshift(...met);
    met = [];
    const slice = waiting.shift();
    if (!slice) break;
    deferring = true;
    slice.open = true;
    slice.release();
  }
  // The put-off parts: their code is fetched now, all at once, and each hydrates in a task
  // of its own once its code is in (in the microtasks of the task that releases it): four
  // islands released together hydrated in one task of 23 ms on the CPU. The page counts
  // as hydrated once they have.
  while (putOff.length) {
    const parts = putOff;
    putOff = [];
    const fetched = parts.map((part) => part.fetch());
    for (const [index, part] of parts.entries()) {
      await fetched[index];
      await nextTask();
      part.release();
    }
    await nextTask();
  }
  allHydrated();
}

/** True while a hydration pass runs: a part met then keeps its server-rendered DOM. */
export const isHydrating = () => deferring;

/**
 * A part whose code loads after the rest of the page is hydrated: `start` fetches it.
 * The promise resolves once it is in and the rest of the page hydrated, in a task of its own.
 */
export function putOffUntilHydrated(start: () => Promise<void>): Promise<void> {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  putOff.push({ fetch: start, release });
  return done;
}

/** Resolves when the page is wholly hydrated, deferred parts included. */
export const whenHydrated = () => hydratedPromise;

/**
 * A class, not a function: Preact drops a suspended function component's hooks, while an
 * instance's fields survive until it resumes.
 */
class Gate extends Component<{ children: ReactNode }> {
  private slice: Slice | null = deferring ? deferSlice() : null;

  override render() {
    if (this.slice && !this.slice.open) throw this.slice.promise;
    return this.props.children;
  }
}

/**
 * Hydrates its one child element after the rest of the page, in a task of its own. The
 * child must be a single element: while it waits, Preact keeps exactly one DOM node.
 * On the server, and in the browser after the first hydration, it renders as is.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

import underPressure from '@fastify/under-pressure';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { API_MESSAGES, apiMessage } from '@coach/contract';
import { admission } from './admission.ts';
import type { PublicAnswers } from './public-answers.ts';
import { HttpError } from './problem.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Served even when the server is overloaded: the health check, and the cheap requests
     * a page needs a dozen of at once (built assets, stored pictures). A function decides
     * per request (one route for every built asset serves an unknown name as a page).
     */
    alwaysServe?: boolean | ((request: FastifyRequest) => boolean);
  }
}

/** Whether the request's route says it is served even when the server is overloaded. */
function servedAlways(request: FastifyRequest): boolean {
  const { alwaysServe } = request.routeOptions.config;
  return typeof alwaysServe === 'function' ? alwaysServe(request) : alwaysServe === true;
}

export interface OverloadOptions {
  /** Requests served at once; four times as many may wait up to a second, more are refused. */
  maxInFlight: number;
  /** Shed new requests while the event loop lags more than this many milliseconds. */
  maxEventLoopDelayMs: number;
}

/**
 * A process renders a page in a few milliseconds of CPU, with waits for its database in
 * between. Eight at once keep one core busy; more would only wait behind them, and the
 * event loop would run longer between two looks at new requests (measurements in
 * docs/decisions/0007-load-shedding.md). A database far away (more waiting per page)
 * may want more: MAX_CONCURRENT_REQUESTS. The event-loop guard is a backstop for what
 * the count cannot see, so it acts only on a loop stuck for long.
 */
export const DEFAULT_OVERLOAD: OverloadOptions = { maxInFlight: 8, maxEventLoopDelayMs: 500 };

const BUSY_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title>
<p style="font:1.1rem/1.6 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">
${API_MESSAGES.siteBusy.en}<br>
<span lang="my">${API_MESSAGES.siteBusy.mm}</span></p></html>`;

/**
 * Kept answers served at once for each place of a render: a kept answer costs well under
 * a millisecond, so 8 places give 64, some 30 ms of one turn of the event loop.
 */
const KEPT_PER_PLACE = 8;

/** Seconds a turned-away client is asked to wait: load passes quickly. */
const RETRY_AFTER_SECONDS = 2;

/** How often the event loop's lateness is read (each reading is the mean over this time). */
const SAMPLE_INTERVAL_MS = 500;

/**
 * The share of a sample's time the loop must have spent running code (not waiting for
 * I/O) for its lateness to count as its own work. A loop held by renders runs close to all
 * of it; a process the operating system stopped was waiting, and its pause is counted idle.
 */
const BUSY_LOOP_SHARE = 0.5;

function overloaded(reason: string) {
  const error = new HttpError(503, 'Service Unavailable', apiMessage('siteBusy'));
  error.retryAfter = RETRY_AFTER_SECONDS;
  error.cause = reason;
  return error;
}

/**
 * What to answer a request that is turned away: for an API call the error that the
 * problem handler sends as problem+json, for a page a few bytes of HTML (rendering the
 * site's own error page is the very work there is no time for).
 */
function refusal(request: FastifyRequest, reply: FastifyReply, reason: string) {
  if (request.url.startsWith('/api')) return overloaded(reason);
  reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('text/html; charset=utf-8');
  return BUSY_PAGE;
}

/**
 * Under more load than it can serve, the server answers new requests with 503 and
 * Retry-After within a second instead of queueing them for seconds: a visitor's browser
 * (or a load balancer) can go elsewhere or come back, and the requests already accepted
 * finish in time. Two signals: how many requests are being served or waiting (work
 * waiting on the database does not show in the event loop), and how late the event loop
 * runs (sampled every 500 ms). The health check is always answered, so a load balancer
 * does not take every busy instance out at once; a page or list already kept takes a
 * place of its own kind, many more of which are served at once.
 */
export async function overloadGuard(
  app: FastifyInstance,
  options: OverloadOptions,
  kept?: Pick<PublicAnswers, 'isKept'>,
) {
  const places = admission({
    inFlight: options.maxInFlight,
    queue: options.maxInFlight * 4,
    maxWaitMs: 1_000,
  });
  // A kept page or list is sent as it is, at a fraction of a render's cost: it needs no
  // place among the renders, but kept answers have places of their own, so that one turn
  // of the event loop never serves more than a bounded number of them either.
  const keptPlaces = admission({
    inFlight: options.maxInFlight * KEPT_PER_PLACE,
    queue: options.maxInFlight * KEPT_PER_PLACE * 4,
    maxWaitMs: 1_000,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (servedAlways(request)) return done();
    takePlace(kept?.isKept(request) ? keptPlaces : places, request, reply, done);
  });

  const takePlace = (
    among: ReturnType<typeof admission>,
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const giveUp = among.enter(
      () => {
        // 'close' comes once for every response, sent in full or cut off by the client.
        reply.raw.once('close', among.release);
        // On SQLite a request is served start to finish without waiting for any I/O, so
        // the count would fall back to zero after each one and the event loop would serve
        // every request that arrived in one pass before it looked at the next ones.
        // Serving in the loop's next phase holds the count up: at most maxInFlight per
        // pass, and whatever came in meanwhile (a health check) is answered first.
        setImmediate(done);
      },
      (reason) => {
        const answer = refusal(request, reply, reason);
        if (answer instanceof Error) done(answer);
        else reply.send(answer);
      },
    );
    reply.raw.once('close', giveUp);
  };

  // The loop's lateness while the process starts (loading the pages' code, migrating) is
  // its own start, not visitors it cannot keep up with: the sample read just after it
  // would turn away a new instance's first visitors. Readings count from the second
  // sample after the server is ready, the first to measure only time after it.
  let measuredFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    measuredFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Utilization over each sample interval, read beside its delay (the default counts
    // from the process's start).
    eventLoopUtilizationMode: 'interval',
    // Answering undefined lets the request through, a rejection goes to the problem
    // handler, and any other value is sent as the answer.
    pressureHandler: (request, reply, _type, delay) => {
      if (servedAlways(request)) return undefined;
      // No measurement, not a late loop: the sampler reads Infinity when it took no sample
      // in its interval, which is what a process paused from outside (a crowded machine, a
      // virtual machine's host busy) reports on waking, however idle its loop is. The
      // requests that waited out the pause are served; the count above still sheds a flood.
      if (!Number.isFinite(delay) || performance.now() < measuredFrom) return undefined;
      // A pause that began just after a reading leaves one late sample as the interval's
      // mean: the loop was not running late, it was idle when stopped, as its utilization
      // over the same interval says.
      if (app.memoryUsage().eventLoopUtilized < BUSY_LOOP_SHARE) return undefined;
      const answer = refusal(request, reply, `event loop delay ${Math.round(delay ?? 0)} ms`);
      return (answer instanceof Error ? Promise.reject(answer) : answer) as never;
    },
  });
}

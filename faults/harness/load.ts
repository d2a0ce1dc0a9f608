/**
 * A load generator, run as a process of its own (see startLoad) so that its 200 clients
 * do not slow down the test process, whose health probe is the thing being measured.
 *
 *   node --import tsx faults/harness/load.ts BASE CLIENTS DURATION_MS [PLAN_JSON]
 *
 * Each client sends the plan's requests in turn, starting at its own place in it; the
 * default plan is LOAD_PATHS. Prints one JSON line: what came back, by status and kind.
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { pathToFileURL } from 'node:url';
import { percentiles } from './figures.ts';
import { errorCode, isShed, request } from './http.ts';

/** Pages, API lists and a page that does not exist, as a crawl or a busy day sends them. */
export const LOAD_PATHS = [
  '/',
  '/blogs',
  '/shops',
  '/meet-mung',
  '/api/events',
  '/api/products',
  '/api/articles?limit=10',
  '/no-such-page',
];
/** The one path whose normal answer is not 200. */
export const NOT_FOUND_PATH = '/no-such-page';

/** One request of a plan, and the answers that are normal for it. */
export interface PlannedRequest {
  method?: string;
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Statuses that are this request's normal answers (a 503 with Retry-After is shed). */
  normal: number[];
  /** A name to group latencies by ("page", "api", "file", "write"). */
  kind: string;
}

export interface LoadPlan {
  requests: PlannedRequest[];
  /** A request unanswered this long counts as an error (TIMEOUT). */
  timeoutMs: number;
}

const DEFAULT_PLAN: LoadPlan = {
  requests: LOAD_PATHS.map((path) => ({
    path,
    normal: [path === NOT_FOUND_PATH ? 404 : 200],
    kind: path.startsWith('/api/') ? 'api' : 'page',
  })),
  timeoutMs: 30_000,
};

export interface LoadResult {
  requests: number;
  /** "status" → count; "503+retry" for 503 with Retry-After. */
  byStatus: Record<string, number>;
  /** Answers neither normal nor a 503 with Retry-After (a 500, a 503 without it, ...). */
  unexpected: string[];
  /** Requests that got no answer, by error code (ECONNRESET, TIMEOUT, ...). */
  errors: Record<string, number>;
  /** Latency of the answers that were served (not shed), and of those shed, ms. */
  servedMs: ReturnType<typeof percentiles>;
  shedMs: ReturnType<typeof percentiles>;
  /** Latency of every answer, shed or not, ms. */
  answeredMs: ReturnType<typeof percentiles>;
  /** Requests shed, by the plan's kinds. */
  shedByKind: Record<string, number>;
  /** Latency of the served answers by the plan's kinds, ms. */
  servedByKind: Record<string, ReturnType<typeof percentiles>>;
  /** Seconds from the first request sent to the last answer. */
  seconds: number;
}

async function run(
  base: string,
  clients: number,
  durationMs: number,
  plan: LoadPlan = DEFAULT_PLAN,
): Promise<LoadResult> {
  const result = { requests: 0, byStatus: {}, unexpected: [], errors: {} } as Omit<
    LoadResult,
    'servedMs' | 'shedMs' | 'answeredMs' | 'servedByKind' | 'shedByKind' | 'seconds'
  >;
  const servedMs: number[] = [];
  const shedMs: number[] = [];
  const servedByKind: Record<string, number[]> = {};
  const shedByKind: Record<string, number> = {};
  const started = performance.now();
  const deadline = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      // One keep-alive connection per client, as a browser keeps one.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 10_000 && Date.now() < deadline; i++) {
        const planned = plan.requests[(client + i) % plan.requests.length]!;
        const { path, method, json, headers } = planned;
        result.requests += 1;
        try {
          const answer = await request(base, path, {
            agent,
            method,
            json,
            headers,
            timeoutMs: plan.timeoutMs,
          });
          const shed = isShed(answer);
          const key = shed ? '503+retry' : String(answer.status);
          result.byStatus[key] = (result.byStatus[key] ?? 0) + 1;
          if (shed) {
            shedMs.push(answer.ms);
            shedByKind[planned.kind] = (shedByKind[planned.kind] ?? 0) + 1;
          } else if (planned.normal.includes(answer.status)) {
            servedMs.push(answer.ms);
            (servedByKind[planned.kind] ??= []).push(answer.ms);
          } else if (result.unexpected.length < 20) {
            result.unexpected.push(`${path} ${answer.status} ${answer.body.slice(0, 200)}`);
          }
        } catch (error) {
          const code = errorCode(error);
          result.errors[code] = (result.errors[code] ?? 0) + 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      agent.destroy();
    }),
  );
  return {
    ...result,
    servedMs: percentiles(servedMs),
    shedMs: percentiles(shedMs),
    answeredMs: percentiles([...servedMs, ...shedMs]),
    servedByKind: Object.fromEntries(
      Object.entries(servedByKind).map(([kind, times]) => [kind, percentiles(times)]),
    ),
    shedByKind,
    seconds: (performance.now() - started) / 1000,
  };
}

// Run as a script (not when imported for its types).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = '', clients = '200', durationMs = '10000', planFile] = process.argv.slice(2);
  const plan = planFile ? (JSON.parse(readFileSync(planFile, 'utf8')) as LoadPlan) : undefined;
  const result = await run(base, Number(clients), Number(durationMs), plan);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

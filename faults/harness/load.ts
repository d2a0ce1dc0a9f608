/**
 * A load generator, run as a process of its own (see startLoad) so that its 200 clients
 * do not slow down the test process, whose health probe is the thing being measured.
 *
 *   node --import tsx faults/harness/load.ts BASE CLIENTS DURATION_MS
 *
 * Prints one JSON line: what came back, by path and status.
 */
import { Agent } from 'node:http';
import { pathToFileURL } from 'node:url';
import { percentiles } from './figures.ts';
import { errorCode, request } from './http.ts';

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
}

async function run(base: string, clients: number, durationMs: number): Promise<LoadResult> {
  const result = { requests: 0, byStatus: {}, unexpected: [], errors: {} } as Omit<
    LoadResult,
    'servedMs' | 'shedMs'
  >;
  const servedMs: number[] = [];
  const shedMs: number[] = [];
  const deadline = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      // One keep-alive connection per client, as a browser keeps one.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 10_000 && Date.now() < deadline; i++) {
        const path = LOAD_PATHS[(client + i) % LOAD_PATHS.length]!;
        result.requests += 1;
        try {
          const answer = await request(base, path, { agent, timeoutMs: 30_000 });
          const normal = path === NOT_FOUND_PATH ? 404 : 200;
          const shed = answer.status === 503 && /^\d+$/.test(answer.headers['retry-after'] ?? '');
          const key = shed ? '503+retry' : String(answer.status);
          result.byStatus[key] = (result.byStatus[key] ?? 0) + 1;
          if (shed) shedMs.push(answer.ms);
          else if (answer.status === normal) servedMs.push(answer.ms);
          else if (result.unexpected.length < 20) {
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
  return { ...result, servedMs: percentiles(servedMs), shedMs: percentiles(shedMs) };
}

// Run as a script (not when imported for its types).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = '', clients = '200', durationMs = '10000'] = process.argv.slice(2);
  const result = await run(base, Number(clients), Number(durationMs));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

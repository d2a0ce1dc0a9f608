/**
 * What one page or call costs: the median time of sequential requests and the bytes that
 * crossed the wire. node:http does not decompress (fetch would), so the bytes counted are
 * the compressed body a browser that accepts br or gzip downloads.
 */
import { Agent, get } from 'node:http';
import { readFileSync } from 'node:fs';

export interface Cost {
  medianMs: number;
  bytes: number;
  status: number;
  encoding: string;
  /** Answers 503 (the server's overload guard said busy), asked again and not counted. */
  refused: number;
}

/**
 * A browser's request: compressed answers, one kept-alive connection, and a browser's
 * user agent (pages stream to browsers; to a crawler, or a client naming none, they
 * answer whole once every part is ready, a different page on the wire).
 */
const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const REQUEST_TIMEOUT_MS = 120_000;

interface Answer {
  ms: number;
  bytes: number;
  status: number;
  encoding: string;
  retryAfterMs: number;
}

function request(url: string, headers: Record<string, string>, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = get(url, { headers: { ...BROWSER_HEADERS, ...headers }, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          bytes,
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'none'),
          // Capped: the benchmark would rather ask again sooner than wait long.
          retryAfterMs: Math.min(Number(res.headers['retry-after'] ?? 1) || 1, 2) * 1000,
        }),
      );
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** How many 503s in a row one request may get before the measurement takes the 503. */
const MAX_REFUSALS = 10;

/**
 * One request to warm up (route modules, statement caches), not counted, then `runs`
 * requests one after another, each to the address `url` gives. The size is the last answer's: the same every time.
 *
 * A request that keeps the event loop busy past the overload guard's sampling window
 * makes the server answer 503 to whatever comes next, for a moment. Such an answer is
 * not the page: it is counted in `refused`, and the request is sent again after the
 * pause the server asks for (Retry-After), as a browser would after a moment.
 */
export async function measure(
  url: () => string,
  runs: number,
  headers: Record<string, string> = {},
): Promise<Cost> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let refused = 0;
  const answer = async () => {
    for (let attempt = 0; ; attempt++) {
      const reply = await request(url(), headers, agent);
      if (reply.status !== 503 || attempt === MAX_REFUSALS) return reply;
      refused += 1;
      await new Promise((r) => setTimeout(r, reply.retryAfterMs));
    }
  };
  try {
    await answer();
    const answers: Answer[] = [];
    for (let i = 0; i < runs; i++) answers.push(await answer());
    const last = answers.at(-1)!;
    return {
      medianMs: median(answers.map((a) => a.ms)),
      bytes: last.bytes,
      status: last.status,
      encoding: last.encoding,
      refused,
    };
  } finally {
    agent.destroy();
  }
}

/** Resident memory of a process in bytes (Linux: VmRSS of /proc/PID/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

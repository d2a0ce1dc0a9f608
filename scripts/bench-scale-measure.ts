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

/**
 * One request to warm up (route modules, statement caches), not counted, then `runs`
 * requests one after another. The size is the last answer's: the same every time.
 */
export async function measure(
  url: string,
  runs: number,
  headers: Record<string, string> = {},
): Promise<Cost> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await request(url, headers, agent);
    const answers: Answer[] = [];
    for (let i = 0; i < runs; i++) answers.push(await request(url, headers, agent));
    const last = answers.at(-1)!;
    return {
      medianMs: median(answers.map((a) => a.ms)),
      bytes: last.bytes,
      status: last.status,
      encoding: last.encoding,
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

import { type Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';

/**
 * Plain node:http rather than fetch: the fault cases need to choose per request between
 * a keep-alive connection and a new one, and to see socket errors (a reset, a refusal)
 * by their codes rather than as fetch's one "fetch failed".
 */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** A keep-alive agent; without one every request opens a new connection. */
  agent?: Agent;
  timeoutMs?: number;
}

let clientCounter = 0;

/**
 * A new client address per request (the servers run with TRUST_PROXY=1, one proxy, and the
 * harness plays it: the one entry it sends is the client): the public forms allow 30
 * writes a minute per address, and the cases send far more on purpose.
 */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export function request(base: string, path: string, options: RequestOptions = {}) {
  const { method = 'GET', json, agent, timeoutMs = 15_000 } = options;
  const body = json === undefined ? undefined : JSON.stringify(json);
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      new URL(path, base),
      {
        method,
        agent: agent ?? false,
        headers: {
          'X-Forwarded-For': nextClientAddress(),
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A busy server's answer: 503 with Retry-After, what the overload guard sends. */
export const isShed = (answer: Answer) =>
  answer.status === 503 && /^\d+$/.test(answer.headers['retry-after'] ?? '');

/**
 * A visitor's request, asked again (up to five times, waiting longer each time) while a
 * busy server turns it away: right after a start on a shared machine, the overload guard
 * may shed a request, and a visitor would come back.
 */
export async function requestServed(base: string, path: string, options: RequestOptions = {}) {
  for (let attempt = 1; ; attempt++) {
    const answer = await request(base, path, options);
    if (!isShed(answer) || attempt === 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/** The error code of a failed request (ECONNREFUSED, ECONNRESET, TIMEOUT, ...). */
export const errorCode = (error: unknown) =>
  String((error as { code?: unknown }).code ?? (error as Error).message);

export const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

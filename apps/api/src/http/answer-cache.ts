import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** An answer kept for everyone: status, headers and bytes, with its compressed copies. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** A validator of the bytes, the same on every instance that renders them. */
  etag: string;
  /** Compressed copies, made once on first request for each. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Whether its Brotli copy is being or has been made again at the highest quality. */
  brotliAtBest?: boolean;
}

/** What a renderer made, and whether it may be kept and given to others. */
export interface Rendered {
  answer: KeptAnswer;
  keep: boolean;
}

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Shared caches (a CDN) may keep a public answer briefly and serve it a little stale
 * while they fetch a fresh one; browsers revalidate every time (a 304 when unchanged).
 */
export const SHARED_BRIEFLY =
  'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=60';

/** Smaller answers go out as they are: compressing them saves nothing worth the header. */
const COMPRESS_FROM = 1024;

const sizeOf = (answer: KeptAnswer) => answer.body.length * 2;

/**
 * Answers kept in memory by key, each valid for one content version: a new version
 * makes every older answer unreachable (it is dropped as room is needed). Bounded by
 * bytes, the least recently used going first.
 */
export function answerCache({ maxBytes }: { maxBytes: number }) {
  const answers = new Map<string, KeptAnswer>();
  const rendering = new Map<string, Promise<Rendered>>();
  let bytes = 0;

  const drop = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    bytes -= sizeOf(answer);
  };

  return {
    /**
     * The answer for `key` at content `version`: kept, or made by `render`, once however
     * many ask at the same moment. What `render` says not to keep (an error page, an
     * answer setting a cookie) is never handed to anyone else: each asker renders its own.
     */
    async get(key: string, version: string, render: () => Promise<Rendered>): Promise<KeptAnswer> {
      const full = `${version}\u0000${key}`;
      const kept = answers.get(full);
      if (kept) {
        // Most recently used last.
        answers.delete(full);
        answers.set(full, kept);
        return kept;
      }
      const inFlight = rendering.get(full);
      if (inFlight) {
        const shared = await inFlight;
        return shared.keep ? shared.answer : (await render()).answer;
      }
      const made = render().finally(() => rendering.delete(full));
      rendering.set(full, made);
      const { answer, keep } = await made;
      if (keep && sizeOf(answer) <= maxBytes / 8 && !answers.has(full)) {
        answers.set(full, answer);
        bytes += sizeOf(answer);
        while (bytes > maxBytes) drop(answers.keys().next().value!);
      }
      return answer;
    },
    /**
     * Whether an asker for `key` at `version` would only be handed an answer: one kept,
     * or one being made for everyone who asks meanwhile (they wait for it, they do not
     * render).
     */
    isShared(key: string, version: string): boolean {
      const full = `${version}\u0000${key}`;
      return answers.has(full) || rendering.has(full);
    },
    get size() {
      return answers.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type AnswerCache = ReturnType<typeof answerCache>;

/** A weak validator of the bytes: the same page renders to the same bytes everywhere. */
export const etagOf = (body: Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A kept answer made of what the renderer answered. */
export const keptAnswer = (
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): KeptAnswer => ({ status, headers, body, etag: etagOf(body), encoded: {} });

/**
 * The bytes to send for the visitor's `Accept-Encoding`, compressed once per kept
 * answer and encoding rather than on every request.
 */
export async function encodedBody(
  answer: KeptAnswer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: Encoding | null }> {
  const encoding = acceptEncoding
    ? (negotiate(acceptEncoding, ENCODINGS) as Encoding | null)
    : null;
  if (!encoding || answer.body.length < COMPRESS_FROM) return { body: answer.body, encoding: null };
  if (encoding === 'br' && answer.encoded.br) compressAtBest(answer);
  // Brotli 5: on a 43 KB page 1 ms and within 1% of quality 9's bytes, which takes 15 ms;
  // the first visitor after a change waits for it.
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipped(answer.body, { level: 6 });
  return { body: await answer.encoded[encoding], encoding };
}

/**
 * An answer asked for a second time will be asked for many more: its Brotli copy is made
 * again at quality 11 in zlib's threads, off the event loop (70 ms of a core for a 76 KB
 * page, against 1 ms at quality 5), and sent to those who come after: 12% fewer bytes on
 * the coach's page (14.4 KB to 12.7 KB) for every later phone. An answer asked for once is
 * not worth it.
 */
function compressAtBest(answer: KeptAnswer): void {
  if (answer.brotliAtBest) return;
  answer.brotliAtBest = true;
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
  };
  brotli(answer.body, { params }).then(
    (bytes) => void (answer.encoded.br = Promise.resolve(bytes)),
    // The quality-5 copy stays: it was good enough for every visitor so far.
    () => {},
  );
}

/** Whether an `If-None-Match` header names this validator (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Sends a kept answer: its validator, a 304 when the visitor already has these bytes,
 * otherwise the bytes compressed for the visitor (once per answer). `vary` names the
 * request headers besides Accept-Encoding the answer was chosen by.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  { cacheControl, vary = [] }: { cacheControl: string; vary?: string[] },
) {
  reply.code(answer.status).headers(answer.headers);
  if (!answer.headers['cache-control']) reply.header('cache-control', cacheControl);
  reply.header('etag', answer.etag).header('vary', ['Accept-Encoding', ...vary].join(', '));
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  const { body, encoding } = await encodedBody(answer, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

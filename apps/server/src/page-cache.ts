import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

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
}

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Smaller answers go out as they are: compressing them saves nothing worth the header. */
const COMPRESS_FROM = 1024;

const sizeOf = (answer: KeptAnswer) => answer.body.length * 2;

/**
 * Answers kept in memory by key, each valid for one content version: a new version
 * makes every older answer unreachable (it is dropped as room is needed). Rendering
 * the same page for many visitors at once renders it once. Bounded by bytes, the least
 * recently used going first.
 */
export function answerCache({ maxBytes }: { maxBytes: number }) {
  const answers = new Map<string, KeptAnswer>();
  const rendering = new Map<string, Promise<KeptAnswer | null>>();
  let bytes = 0;

  const drop = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    bytes -= sizeOf(answer);
  };

  return {
    /**
     * The answer for `key` at `version`: kept, or made by `render` (once, however many
     * ask at the same moment). `render` answers null for what must not be kept.
     */
    async get(
      key: string,
      version: string,
      render: () => Promise<KeptAnswer | null>,
    ): Promise<KeptAnswer | null> {
      const full = `${version}\u0000${key}`;
      const kept = answers.get(full);
      if (kept) {
        // Most recently used last.
        answers.delete(full);
        answers.set(full, kept);
        return kept;
      }
      const inFlight = rendering.get(full);
      if (inFlight) return inFlight;
      const made = render().finally(() => rendering.delete(full));
      rendering.set(full, made);
      const answer = await made;
      if (answer && sizeOf(answer) <= maxBytes / 8 && !answers.has(full)) {
        answers.set(full, answer);
        bytes += sizeOf(answer);
        while (bytes > maxBytes) drop(answers.keys().next().value!);
      }
      return answer;
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
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipped(answer.body, { level: 9 });
  return { body: await answer.encoded[encoding], encoding };
}

/** Whether an `If-None-Match` header names this validator (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

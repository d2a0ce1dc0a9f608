import type { FastifyRequest } from 'fastify';
import type { ChangeVersionReader } from '../db/change-versions.ts';
import { type KeptAnswer, type Rendered, answerCache } from './answer-cache.ts';

/** Memory for kept public lists: a few hundred pages of the lists visitors read. */
const VISITOR_LISTS_BYTES = 32 * 1024 * 1024;
/** Memory for kept pages: each is some 40 KB (and its compressed copies), so some 800 pages and languages. */
const PAGES_BYTES = 64 * 1024 * 1024;

/** The key under which a request's answer is kept, or null for one that is never kept. */
export type KeyOf = (request: FastifyRequest) => string | null;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The answers kept for everyone (docs/decisions/0017): visitors' lists (the API's
 * routes) and public pages (the server's renderer), each made once per version of the
 * site and kept in memory. One place owns what they share: the site's version, both
 * caches, which requests they would answer (the overload guard asks before a request is
 * served, docs/decisions/0007), and the notice that this process has just written.
 */
export function publicAnswers(versions: ChangeVersionReader) {
  const caches = {
    lists: answerCache({ maxBytes: VISITOR_LISTS_BYTES }),
    pages: answerCache({ maxBytes: PAGES_BYTES }),
  };
  type Kind = keyof typeof caches;
  /** How each kind's owner keys a request; unset until it registers. */
  const keyOf: Partial<Record<Kind, KeyOf>> = {};

  return {
    /** The site's version, read (once for all who ask at the same moment) from the database. */
    version: () => versions.site(),

    /** Says which requests `kind` keeps, and under which key (called once, by its owner). */
    keep(kind: Kind, key: KeyOf) {
      keyOf[kind] = key;
    },

    /**
     * The answer kept under `key` at `version`, or made by `render` once for everyone who
     * asks meanwhile (what `render` says not to keep goes to its asker only).
     */
    get(kind: Kind, key: string, version: string, render: () => Promise<Rendered>) {
      return caches[kind].get(key, version, render) as Promise<KeptAnswer>;
    },

    /**
     * Whether `request` would be answered from what is kept, at the site's version as
     * last read. Told at once, without a read of its own: the guard asks for every
     * request, those it turns away included. Should the version have changed since, the
     * request renders in a kept answer's place; the caches render an answer once for all.
     */
    isKept(request: FastifyRequest): boolean {
      if (!isRead(request)) return false;
      const version = versions.lastSeen();
      if (version === null) return false;
      return (Object.keys(caches) as Kind[]).some((kind) => {
        const key = keyOf[kind]?.(request);
        return key != null && caches[kind].isShared(key, version);
      });
    },

    /**
     * Called as each answer goes out: after a write through this process, the next
     * request reads the version anew, even while a read that began before it is under way.
     */
    answered(request: FastifyRequest) {
      if (!isRead(request)) versions.noteWrite();
    },
  };
}

export type PublicAnswers = ReturnType<typeof publicAnswers>;

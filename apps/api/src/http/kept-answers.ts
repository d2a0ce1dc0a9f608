import type { FastifyRequest } from 'fastify';
import type { ChangeVersionReader } from '../db/change-versions.ts';

/**
 * For a request that a cache of kept answers may serve, a check of whether it holds the
 * answer at a given site version, or is making it for all who ask; null for any other
 * request.
 */
export type KeptLookup = (request: FastifyRequest) => ((version: string) => boolean) | null;

/**
 * Which requests would be answered from what is kept (a page, a visitor's list), known
 * before they are served: such an answer costs a fraction of a render, so the overload
 * guard gives it a place of its own kind (docs/decisions/0007). The caches that keep
 * answers register a lookup here.
 */
export function keptAnswers(versions: ChangeVersionReader) {
  const lookups: KeptLookup[] = [];
  return {
    add(lookup: KeptLookup) {
      lookups.push(lookup);
    },
    /**
     * Whether `request` would be answered from a kept answer at the site's version as
     * last read. Told at once, without a read of its own: the guard asks for every
     * request, those it turns away included. Should the version have changed since, the
     * request renders in a kept answer's place; the caches render a page once for all.
     */
    has(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const version = versions.lastSeen();
      if (version === null) return false;
      return lookups.some((lookup) => lookup(request)?.(version) ?? false);
    },
  };
}

export type KeptAnswers = ReturnType<typeof keptAnswers>;

import { type ResourceDef, type ResourceSlug, type Row, resources } from '@coach/contract';
import type { Viewer } from '../auth/accounts.ts';
import type { Services } from '../services.ts';
import { BANNERS, STATS } from './singletons.ts';
import type { Params } from '../resources/crud-service.ts';

type Resources = typeof resources;

/** Resources a visitor may list: the only ones the public pages can name. */
export type PublicSlug = {
  [S in ResourceSlug]: Resources[S]['access'] extends { list: 'public' } ? S : never;
}[ResourceSlug];

// Looked up as a plain ResourceDef: letting the compiler relate each generic slug's
// registry entry to its row type costs it minutes; the signatures below state the result.
const registry: Record<string, ResourceDef> = resources;

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * What the server-rendered pages may read: public lists, one record, stats and banners,
 * as the given viewer sees them (published rows only for a visitor). Read-only and
 * narrow on purpose: a page cannot write, reach the database or read admin-only lists.
 */
export function siteContent(services: Services, viewer: Viewer) {
  const { crud, singletons } = services;
  return {
    list: <S extends PublicSlug>(slug: S, filters: Params = {}): Promise<Row<S>[]> =>
      crud.list(registry[slug]!, filters, viewer) as Promise<unknown> as Promise<Row<S>[]>,

    /** One record, or null when there is none the viewer may see. */
    async find<S extends PublicSlug>(slug: S, id: unknown): Promise<Row<S> | null> {
      try {
        return (await crud.get(registry[slug]!, id, viewer)) as unknown as Row<S>;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    stats: () => singletons.get(STATS),
    banners: () => singletons.get(BANNERS),
  };
}

export type SiteContent = ReturnType<typeof siteContent>;

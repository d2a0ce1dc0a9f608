import { type ResourceDef, type ResourceSlug, type Row, resources } from '@coach/contract';
import type { Viewer } from '../auth/viewer.ts';
import type { Services } from '../services.ts';
import { BANNERS, STATS } from './singletons.ts';
import type { Params } from '../resources/crud-service.ts';
import { shopMenu } from './shop-menu.ts';
import { eventOrder } from './event-order.ts';
import { richImages } from './rich-images.ts';
import { imageFacts } from './image-facts.ts';

type Resources = typeof resources;

/** Resources a visitor may list: the only ones the public pages can name. */
export type PublicSlug = {
  [S in ResourceSlug]: Resources[S]['access'] extends { list: 'public' } ? S : never;
}[ResourceSlug];

// Looked up as a plain ResourceDef: letting the compiler relate each generic slug's
// registry entry to its row type costs it minutes; the signatures below state the result.
const registry: Record<string, ResourceDef> = resources;

/** One page of a list: where it starts, how long it is, and which columns it shows. */
export interface PageRequest<C extends string> {
  /** 1–100 rows. */
  limit: number;
  offset: number;
  filters?: Params;
  /** Only these columns (and id), e.g. article cards without their bodies; every column when left out. */
  columns?: readonly C[];
  /** Only the rows with these ids. */
  onlyIds?: readonly number[];
  /** Leave these rows out. */
  exceptIds?: readonly number[];
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * What the server-rendered pages may read: public lists, one record, stats and banners,
 * as the given viewer sees them (published rows only for a visitor). Read-only and
 * narrow on purpose: a page cannot write, reach the database or read admin-only lists.
 */
export function siteContent(services: Services, viewer: Viewer) {
  const { crud, singletons, database } = services;
  return {
    list: <S extends PublicSlug>(slug: S, filters: Params = {}): Promise<Row<S>[]> =>
      crud.list(registry[slug]!, filters, viewer) as Promise<unknown> as Promise<Row<S>[]>,

    /** One page of a list in its order, and how many rows the whole list has. */
    page: <S extends PublicSlug, C extends keyof Row<S> & string = keyof Row<S> & string>(
      slug: S,
      { limit, offset, filters = {}, ...options }: PageRequest<C>,
    ): Promise<{ rows: Pick<Row<S>, C | 'id'>[]; total: number }> =>
      crud.listWithTotal(
        registry[slug]!,
        { ...filters, limit: String(limit), offset: String(offset) },
        viewer,
        options,
      ) as Promise<unknown> as Promise<{ rows: Pick<Row<S>, C | 'id'>[]; total: number }>,

    /** One page of the events, upcoming first, then undated, then past (decision 0019). */
    eventsByDate: (window: { limit: number; offset: number }, now = new Date(services.clock())) =>
      eventOrder(database).page(window, now),

    /** Article HTML with its uploaded pictures drawn responsive (rich-images.ts). */
    responsiveHtml: richImages(database),

    /** The library's alt texts and focal points of these uploads, where set (image-facts.ts). */
    imageFacts: imageFacts(database),

    /** Main and sub categories that hold at least one product, for the shop menus. */
    shopMenu: () => shopMenu(database),

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
    /** The accounts customers pay into, in their order (empty until an owner sets some). */
    paymentMethods: () => services.paymentMethods.list(),

    /**
     * What a private preview link opens (content/previews.ts): an unpublished record for
     * the one request that holds its token; null for a token that opens nothing.
     */
    preview: (token: string) => services.previews.open(token),

    /** Every public page's social card (nulls where not set). */
    pageCards: () => services.pageCards.list(),
  };
}

export type SiteContent = ReturnType<typeof siteContent>;

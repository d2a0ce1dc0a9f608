import {
  PAGE_CARD_FIELDS,
  PAGE_CARD_KEYS,
  type PageCard,
  type PageCardField,
  apiMessage,
  isPageCardKey,
  schemas,
} from '@coach/contract';
import { changedColumns, inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database } from '../db/connect.ts';
import type { FileService } from '../files/file-service.ts';
import { invalid, notFound, parseChangeOrThrow } from '../http/problem.ts';

type Fields = Record<PageCardField, string | null>;

const EMPTY: Fields = Object.fromEntries(PAGE_CARD_FIELDS.map((f) => [f, null])) as Fields;

/**
 * The public pages' social cards (`GET /api/pages`, `PUT /api/pages/{page}`): the title,
 * description and picture shared for each page with one address, per language. A page
 * whose card was never set has no row and is answered with nulls; its own values are
 * shared then (apps/web's seo.ts falls back field by field).
 */
export function pageCardService({ db }: Database, files: FileService) {
  /** Every page that has a card, in PAGE_CARD_KEYS' order, set or not. */
  async function list(): Promise<PageCard[]> {
    const rows = await db
      .selectFrom('page_card')
      .select(['page', ...PAGE_CARD_FIELDS])
      .execute();
    const byPage = new Map(rows.map((row) => [String(row.page), row]));
    return PAGE_CARD_KEYS.map((page) => {
      const row = byPage.get(page);
      return {
        page,
        ...(Object.fromEntries(PAGE_CARD_FIELDS.map((f) => [f, row?.[f] ?? null])) as Fields),
      };
    });
  }

  async function get(page: string): Promise<PageCard> {
    if (!isPageCardKey(page)) throw notFound('Page');
    return (await list()).find((card) => card.page === page)!;
  }

  /**
   * Sets the fields sent (a field left out stays; one sent blank is cleared). Checked whole
   * before anything is written (the image must be a public upload), then stored in one
   * transaction with its audit entry: a refused save changes nothing. A card left with no
   * field set has no row. `by`: the admin who saves.
   */
  async function put(page: string, body: unknown, by: Viewer = systemViewer): Promise<PageCard> {
    if (!isPageCardKey(page)) throw notFound('Page');
    const data = parseChangeOrThrow(schemas.pageCards.update, body) as Partial<Fields>;
    const values = Object.fromEntries(
      PAGE_CARD_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f] ?? null]),
    ) as Partial<Fields>;
    if (values.image && (await files.missing([values.image])).length) {
      throw invalid([{ field: 'image', message: apiMessage('noSuchFile') }]);
    }

    await inTransaction(db, async (trx) => {
      const stored = await trx
        .selectFrom('page_card')
        .select(PAGE_CARD_FIELDS)
        .where('page', '=', page)
        .executeTakeFirst();
      const card = { ...EMPTY, ...stored, ...values };
      if (PAGE_CARD_FIELDS.every((f) => card[f] === null)) {
        await trx.deleteFrom('page_card').where('page', '=', page).execute();
      } else if (stored) {
        if (Object.keys(values).length) {
          await trx.updateTable('page_card').set(values).where('page', '=', page).execute();
        }
      } else {
        await trx
          .insertInto('page_card')
          .values({ page, ...card, created: new Date().toISOString() })
          .execute();
      }
      await recordBy(trx, by, {
        action: 'settings',
        resource: 'pages',
        recordId: page,
        detail: { fields: changedColumns(stored ?? {}, values) },
      });
    });
    return get(page);
  }

  return { list, get, put };
}

export type PageCardService = ReturnType<typeof pageCardService>;

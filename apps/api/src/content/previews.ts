import { randomBytes } from 'node:crypto';
import {
  PREVIEW_DAYS,
  type PreviewResource,
  type ResourceDef,
  isPreviewResource,
  previewLink,
  resources,
} from '@coach/contract';
import type { Database, Executor } from '../db/connect.ts';
import { coachSlug } from './coach-slug.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { CrudService } from '../resources/crud-service.ts';
import { toIso } from '../resources/rows.ts';
import { instantFor } from '../db/instants.ts';
import { tokenHash } from '../auth/token-hash.ts';
import { inTransaction, recordBy } from '../audit/audit-log.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes every link to one record, in the caller's transaction: a link made for a draft
 * must not open the page again once the record left the trash or went back to a draft.
 * Answers how many went.
 */
export async function endPreviewLinks(executor: Executor, resource: string, recordId: number) {
  const result = await executor
    .deleteFrom('preview_link')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What a preview link opens: the record as an admin reads it, published or not. */
export interface OpenedPreview {
  resource: PreviewResource;
  record: Record<string, unknown> & { id: number };
  /** When the link stops opening it, ISO 8601. */
  expires: string;
}

/**
 * Private preview links (decision 0031). A link is 24 random bytes, of which only the
 * SHA-256 is stored; it opens the record's page for PREVIEW_DAYS, to whoever holds it,
 * and the page is rendered for that request alone (never kept, `private, no-store`).
 */
export function previewService(database: Database, crud: CrudService) {
  const { db, dialect } = database;
  const at = instantFor(dialect);

  return {
    /** A new link to the record's preview (404 when there is no such record). */
    async create(def: ResourceDef, rawId: unknown, by: Viewer, origin: string, now = new Date()) {
      const resource = def.slug;
      if (!isPreviewResource(resource)) throw new Error(`${resource} has no preview`);
      const { id } = await crud.get(def, rawId, by);
      const token = randomBytes(24).toString('base64url');
      const expires = new Date(now.getTime() + PREVIEW_DAYS * DAY_MS);
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('preview_link')
          .values({
            token_hash: tokenHash(token),
            resource: def.slug,
            record_id: id,
            created: at(now),
            expires_at: at(expires),
            account_id: by.accountId || null,
          })
          .execute();
        await recordBy(trx, by, { action: 'preview_made', resource, recordId: id });
      });
      return {
        url: previewLink(origin, resource, id as number, token, await coachSlug(db)),
        expires: expires.toISOString(),
      };
    },

    /** Ends every link to the record (404 when there is no such record). */
    async revoke(def: ResourceDef, rawId: unknown, by: Viewer) {
      const resource = def.slug;
      if (!isPreviewResource(resource)) throw new Error(`${resource} has no preview`);
      const { id } = await crud.get(def, rawId, by);
      const recordId = id as number;
      return inTransaction(db, async (trx) => {
        const count = await endPreviewLinks(trx, resource, recordId);
        await recordBy(trx, by, {
          action: 'previews_revoked',
          resource,
          recordId,
          detail: { count },
        });
        return { revoked: count };
      });
    },

    /** What a token opens now; null for a token unknown, expired or whose record is gone. */
    async open(token: string, now = new Date()): Promise<OpenedPreview | null> {
      if (!token || token.length > 100) return null;
      const link = await db
        .selectFrom('preview_link')
        .select(['resource', 'record_id', 'expires_at'])
        .where('token_hash', '=', tokenHash(token))
        .where('expires_at', '>', at(now))
        .executeTakeFirst();
      if (!link || !isPreviewResource(link.resource)) return null;
      try {
        // As a plain ResourceDef: the union of three resources' row types costs the compiler dearly.
        const def: ResourceDef = resources[link.resource];
        const record = await crud.get(def, link.record_id, systemViewer);
        return {
          resource: link.resource,
          record: record as OpenedPreview['record'],
          expires: toIso(link.expires_at),
        };
      } catch (error) {
        // Deleted (in the trash) since the link was made.
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },

    /** Forgets links that no longer open anything. Answers how many went. */
    async pruneExpired(now = new Date()) {
      const result = await db
        .deleteFrom('preview_link')
        .where('expires_at', '<=', at(now))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PreviewService = ReturnType<typeof previewService>;

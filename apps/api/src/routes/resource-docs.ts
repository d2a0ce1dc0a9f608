import {
  DEFAULT_REVISIONS_KEPT,
  FORM_STAMP_FIELD,
  PREVIEW_DAYS,
  PREVIEW_PARAM,
  type ResourceDef,
  SPAM_TRAP_FIELD,
} from '@coach/contract';
import { z } from 'zod';
import { TOTAL_HEADER, idParams, ok, problem, routeSchema } from '../http/route-docs.ts';
import { listQuery } from '../resources/list-query.ts';

/** What the routes of one registry resource say of themselves (routes/resources.ts). */

const SPAM_TRAP_SUMMARY =
  '. Stored as spam, without any email, when `website` is filled or `form_started` is forged or younger than SPAM_MIN_FILL_SECONDS; answered the same either way';

/**
 * A create body with the spam trap's two fields, which the trap reads and nothing stores
 * (content/spam-trap.ts): the resource's own schema, which leaves them out, plus them.
 */
function withTrapFields(schema: z.ZodType) {
  if (!(schema instanceof z.ZodObject)) return schema;
  return schema.extend({
    [SPAM_TRAP_FIELD]: z
      .string()
      .optional()
      .meta({ description: "Hidden from people in the site's forms: leave it out or empty" }),
    [FORM_STAMP_FIELD]: z.string().optional().meta({
      description:
        'Optional: a stamp from GET /form-stamp, taken when the visitor began filling the form',
    }),
  });
}

const IF_MATCH = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description:
        'The ETag the record was read with (an admin read sends one): a save over a newer version is refused with 412',
    },
  },
};

export function resourceDocs(def: ResourceDef) {
  const tags = [def.slug];
  const entity = def.entity.toLowerCase();
  const params = idParams('id');
  return {
    list: routeSchema(def.access.list, {
      tags,
      summary: `List ${def.slug}`,
      querystring: listQuery(def),
      response: {
        200: { ...ok('A JSON array of rows, in the list order'), headers: TOTAL_HEADER },
        401: problem,
        404: problem,
        422: problem,
      },
    }),
    read: routeSchema(def.access.read, { tags, summary: `Read one ${entity}`, params }),
    create: routeSchema(def.access.create, {
      tags,
      summary: `Create a ${entity}${def.spamTrap ? SPAM_TRAP_SUMMARY : ''}`,
      ...(def.create && { body: def.spamTrap ? withTrapFields(def.create) : def.create }),
    }),
    update: routeSchema(def.access.update, {
      tags,
      summary: `Update a ${entity}`,
      params,
      headers: IF_MATCH,
      ...(def.update && { body: def.update }),
      response: { 200: ok(), 401: problem, 404: problem, 412: problem, 422: problem },
    }),
    revisions: routeSchema(def.access.update, {
      tags,
      summary: `The ${entity} as it was before each update, newest first: id, created, account_id, username and the record; at most REVISIONS_KEPT (${DEFAULT_REVISIONS_KEPT} by default)`,
      params,
    }),
    restoreRevision: routeSchema(def.access.update, {
      tags,
      summary: `Makes the ${entity} what a revision was; what it was until then becomes a revision too. Answers the record`,
      params: idParams('id', 'rev'),
    }),
    preview: routeSchema(def.access.update, {
      tags,
      summary: `A private link to the ${entity}'s page, published or not, for whoever holds it, for ${PREVIEW_DAYS} days: answers 201 with url (…?${PREVIEW_PARAM}=TOKEN) and expires`,
      params,
    }),
    revokePreviews: routeSchema(def.access.update, {
      tags,
      summary: `Ends every preview link to the ${entity} (as its going to the trash or being unpublished does): answers revoked, how many`,
      params,
    }),
    delete: routeSchema(def.access.delete, { tags, summary: `Delete a ${entity}`, params }),
  };
}

/** The back office's state changes of a record (publish, unpublish, not spam). */
export function flagDoc(def: ResourceDef, action: string) {
  const summaries: Record<string, string> = {
    publish: `Publish a ${def.entity.toLowerCase()}`,
    unpublish: `Unpublish a ${def.entity.toLowerCase()}`,
    'not-spam': `Take a ${def.entity.toLowerCase()} out of the spam (spam=false); it then shows in the default list`,
  };
  return { tags: [def.slug], summary: summaries[action]!, params: idParams('id') };
}

export const formStampDoc = routeSchema('public', {
  tags: ['settings'],
  summary:
    'A signed stamp of this moment (form_started), for a public form a visitor begins to fill; sent back with the form, one younger than SPAM_MIN_FILL_SECONDS marks the submission spam',
  response: { 200: ok('{"form_started": "…"}') },
});

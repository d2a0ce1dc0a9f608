import {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_LIMIT,
  AUDIT_RESOURCES,
  DEFAULT_TRASH_DAYS,
  IMAGE_WIDTHS,
  PAYMENT_METHODS_MAX,
  FILE_ALT_MAX,
  PAGE_CARD_DESCRIPTION_MAX,
  PAGE_CARD_KEYS,
  PAGE_CARD_TITLE_MAX,
  resourceList,
  rolesFor,
  schemas,
} from '@coach/contract';
import { z } from 'zod';
import { LIBRARY_DEFAULT_LIMIT } from '../files/file-library.ts';
import { MAX_PAGE_SIZE } from '../resources/paging.ts';
import { mailTestBody } from './mail.ts';

/**
 * The OpenAPI description of the routes that do not describe themselves yet (their `schema`,
 * http/route-docs.ts), written beside them by hand; routes/openapi.ts adds it to the document.
 */
type Operation = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;

const problem = { description: 'Problem (RFC 9457)', content: { 'application/problem+json': {} } };
const body = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: jsonSchema(schema) } },
});
const ok = (description = 'OK') => ({ description, content: { 'application/json': {} } });

/** An owner's change that a record's state can refuse (409) as well as its checks (422). */
const guardedChange = {
  200: ok(),
  401: problem,
  403: problem,
  404: problem,
  409: problem,
  422: problem,
};
/** Paging of every list call: without `limit` a list answers whole. */
const PAGE_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    description: `Rows per page, 1 to ${MAX_PAGE_SIZE}; without it the whole list`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
  {
    name: 'offset',
    in: 'query',
    description: 'Rows to skip before the page (with limit)',
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
];
const TOTAL_HEADER = {
  'X-Total-Count': {
    description: 'How many rows the filters select in all, whatever the page',
    schema: { type: 'integer' },
  },
};
const TZ_OFFSET = {
  name: 'tz_offset',
  in: 'query',
  description:
    "The admin's time zone as Date.getTimezoneOffset() minutes (weeks and the month are local)",
  schema: { type: 'integer' },
};
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const trashResourceParam = {
  name: 'resource',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: resourceList.filter((d) => d.access.delete).map((d) => d.slug) },
};
/** A file's id: random text, not a number. */
const fileIdParam = { name: 'ref', in: 'path', required: true, schema: { type: 'string' } };
const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };

const bearer = [{ bearer: [] }];

/**
 * Who may call: anyone (false), any signed-in account (true), staff and owners ('staff':
 * an editor's token gets 403) or owners only ('owner': staff's and editors' get 403).
 * A call closed to some roles names the ones it is open to in `x-roles`, and owners'
 * calls carry `x-owner-only` too, so that clients, and the security suite, can tell them
 * from the document.
 */
type Caller = boolean | 'staff' | 'owner';

function op(tags: string[], summary: string, caller: Caller, extra: Operation = {}): Operation {
  const restricted = caller === 'owner' || caller === 'staff';
  const operation: Operation = {
    tags,
    summary,
    ...(caller && { security: bearer }),
    ...(caller === 'owner' && { 'x-owner-only': true }),
    ...(restricted && { 'x-roles': rolesFor(caller) }),
    responses: { 200: ok(), 401: problem, 404: problem, 422: problem },
    ...extra,
  };
  if (restricted) operation.responses = { ...(operation.responses as object), 403: problem };
  return operation;
}

export function unmovedPaths() {
  const paths: Record<string, Record<string, Operation>> = {};
  const merge = (more: Record<string, Record<string, Operation>>) => {
    for (const [path, methods] of Object.entries(more))
      paths[path] = { ...paths[path], ...methods };
  };
  merge({
    '/stats': {
      get: op(['settings'], 'Read the stats', false),
      put: op(['settings'], 'Save the stats', true, { requestBody: body(schemas.stats.update) }),
    },
    '/banners': {
      get: op(['settings'], 'Read the banner image ids', false),
      put: op(['settings'], 'Save the banner image ids', true, {
        requestBody: body(schemas.banners.update),
      }),
    },
    '/payment_methods': {
      get: op(
        ['settings'],
        'The bank and mobile-wallet accounts customers pay into, in the order shown: a JSON array of {name, name_mm, account_name, account_number, note, note_mm, qr_image} (null where not given)',
        false,
      ),
      put: op(
        ['settings'],
        `Replace the whole list (owners only: staff and editors get 403), at most ${PAYMENT_METHODS_MAX} methods, each with name and account_number; qr_image is the id of a public upload. A refused list (422, naming each bad field as index.field, e.g. 1.qr_image) changes nothing`,
        'owner',
        { requestBody: body(schemas.paymentMethods.update) },
      ),
    },
    '/pages': {
      get: op(
        ['settings'],
        `The social cards of the public pages (what a share on Facebook, Telegram or Twitter shows): a JSON array of {page, title, title_mm, description, description_mm, image}, one per page with a fixed address (${PAGE_CARD_KEYS.join(', ')}), null where not set (the page's own value is shared then)`,
        false,
      ),
    },
    '/pages/{page}': {
      put: op(
        ['settings'],
        `Set a page's card: title and title_mm up to ${PAGE_CARD_TITLE_MAX} characters, description and description_mm up to ${PAGE_CARD_DESCRIPTION_MAX}, image the id of a public upload. A field left out stays; one sent empty or null is cleared. An unknown page is a 404; a refused body (422, naming each bad field) changes nothing`,
        true,
        {
          parameters: [
            {
              name: 'page',
              in: 'path',
              required: true,
              schema: { type: 'string', enum: [...PAGE_CARD_KEYS] },
            },
          ],
          requestBody: body(schemas.pageCards.update),
        },
      ),
    },
    '/files': {
      get: op(
        ['files'],
        `The media library: the uploaded images, newest first, each {id, name, width, height, bytes, alt, alt_mm, focal_x, focal_y, created}; order receipts and other private files are never listed. search matches the name and both alt texts. Without limit the newest ${LIBRARY_DEFAULT_LIMIT}`,
        true,
        {
          parameters: [
            ...PAGE_PARAMETERS,
            {
              name: 'search',
              in: 'query',
              description: 'Files whose name or alt text (either language) contains these words',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: { ...ok('A JSON array of files, newest first'), headers: TOTAL_HEADER },
            401: problem,
            422: problem,
          },
        },
      ),
      post: op(
        ['files'],
        'Upload an image (multipart field "file"); answers its id. The same picture already stored is answered with its id; a visitor\'s address may store UPLOAD_MB_PER_HOUR an hour',
        false,
        {
          parameters: [
            {
              name: 'purpose',
              in: 'query',
              required: false,
              description:
                "picture (the default) or receipt: an order's receipt is private from the upload on (served to staff and owners only, never listed)",
              schema: { type: 'string', enum: ['picture', 'receipt'] },
            },
          ],
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
          responses: {
            201: ok('The stored file: id, mime, size, width, height'),
            400: { ...problem, description: 'A cut-off or malformed form' },
            413: { ...problem, description: 'A file, field or number of parts over the limits' },
            415: { ...problem, description: 'Not an image of an accepted kind' },
            422: problem,
            429: { ...problem, description: "Over the address's hour of uploads, or no room left" },
          },
        },
      ),
    },
    '/files/{ref}': {
      get: op(
        ['files'],
        "Image bytes; ?w= for a resized WebP/AVIF copy, ?download for an attachment. An order's receipt is served to an admin only (401 otherwise), with Cache-Control: private, no-store",
        false,
        {
          parameters: [
            { name: 'ref', in: 'path', required: true, schema: { type: 'string' } },
            {
              name: 'w',
              in: 'query',
              description: 'One of the widths the site uses; any other is a 400',
              schema: { type: 'integer', enum: [...IMAGE_WIDTHS] },
            },
            { name: 'download', in: 'query', schema: { type: 'string' } },
          ],
          responses: {
            200: { description: 'The image bytes' },
            400: { ...problem, description: 'A width the site does not use' },
            401: {
              ...problem,
              description: "An order's receipt, asked for without an admin's token",
            },
            404: problem,
          },
        },
      ),
      put: op(
        ['files'],
        `Set a public file's alt texts (alt, alt_mm: up to ${FILE_ALT_MAX} characters; Burmese typed in Zawgyi is stored as Unicode) and focal point (focal_x, focal_y: 0 to 1 from the left and top edge). A field left out stays; one sent empty or null is cleared. A refused body (422, naming each bad field) changes nothing; an unknown or private file is a 404`,
        true,
        { parameters: [fileIdParam], requestBody: body(schemas.files.update) },
      ),
      delete: op(
        ['files'],
        'Delete a public file nothing uses, with its resized copies. A file in use is a 409 whose detail names each use ("Used by events 3 (image), clients 7 (image)…")',
        true,
        {
          parameters: [fileIdParam],
          responses: { 204: { description: 'Deleted' }, 401: problem, 404: problem, 409: problem },
        },
      ),
    },
    '/files/{ref}/usage': {
      get: op(
        ['files'],
        'The records that use a public file, from the same reference map the sweep of unused uploads reads: a JSON array of {resource, id, field} (resource as the API names it: events, stats, pages, trash…). 404 for an unknown or private file',
        true,
        { parameters: [fileIdParam] },
      ),
    },
    '/storage': {
      get: op(
        ['files'],
        "How many files are stored and their bytes (files, bytes, variants, variant_bytes); of the files, the media library's pictures (pictures: what GET /files counts) and orders' private receipts (receipts); and after how many hours unused uploads are deleted",
        true,
      ),
    },
    '/dashboard': {
      get: op(
        ['dashboard'],
        "What needs attention: waiting appointments, orders and testimonials (counts and the newest; an order with its product's Burmese name, product_name_mm), appointments and orders per week for 12 weeks, this month's revenue of resolved orders per currency, and (owners) the sessions booked for today and tomorrow in the coach's time zone (sessions_soon: time_zone, today, tomorrow, sessions)",
        true,
        { parameters: [TZ_OFFSET] },
      ),
    },
    '/mail/outbox': {
      get: op(
        ['mail'],
        "The email outbox, newest first: each message with its status (sent, waiting, failed, or held: past the cap of 3 a day per address on email an anonymous request can send, kept and never sent), attempts and the last failure's reason; with the counts per status and whether mail is on",
        'owner',
        { parameters: PAGE_PARAMETERS },
      ),
    },
    '/mail/test': {
      post: op(['mail'], 'Queue a test email (to NOTIFY_EMAIL unless `to` is given)', 'owner', {
        requestBody: { content: { 'application/json': { schema: jsonSchema(mailTestBody) } } },
        responses: {
          202: ok('Queued; the outbox shows when it is sent'),
          401: problem,
          409: { ...problem, description: 'Mail is off (SMTP_URL is not set)' },
          422: problem,
        },
      }),
    },
    '/mail/outbox/{id}/retry': {
      post: op(
        ['mail'],
        'Send an unsent email again now, with a fresh count of attempts (404 for a held one: it is never sent)',
        'owner',
        {
          parameters: [idParam],
        },
      ),
    },
    '/trash': {
      get: op(
        ['trash'],
        `The deleted records this account may restore, newest first: resource, id, title, title_mm, deleted (when) and deleted_by. Each waits TRASH_DAYS days (${DEFAULT_TRASH_DAYS} by default), then is purged`,
        true,
      ),
    },
    '/trash/{resource}/{id}/restore': {
      post: op(
        ['trash'],
        'Brings a deleted record back with the same id, its files and its links; answers the record. 409 when the category it belongs to was deleted since',
        true,
        {
          parameters: [trashResourceParam, idParam],
          responses: { 200: ok(), 401: problem, 403: problem, 404: problem, 409: problem },
        },
      ),
    },
    '/trash/{resource}/{id}': {
      delete: op(['trash'], 'Purges a deleted record for good', true, {
        parameters: [trashResourceParam, idParam],
        responses: { 204: { description: 'Purged' }, 401: problem, 403: problem, 404: problem },
      }),
    },
    '/audit': {
      get: op(
        ['audit'],
        `The audit log, owners only (staff and editors get 403): every admin write and sign-in, newest first, each with when (at), the account (account_id, and username as it was then), action, resource, record_id and detail (the fields an update changed, a role, a count). Without limit the newest ${AUDIT_DEFAULT_LIMIT}`,
        'owner',
        {
          parameters: [
            {
              name: 'account',
              in: 'query',
              description: "An account's id: only its entries",
              schema: { type: 'integer', minimum: 1 },
            },
            {
              name: 'action',
              in: 'query',
              schema: { type: 'string', enum: [...AUDIT_ACTIONS] },
            },
            {
              name: 'resource',
              in: 'query',
              schema: { type: 'string', enum: [...AUDIT_RESOURCES] },
            },
            {
              name: 'from',
              in: 'query',
              description: 'The first day (YYYY-MM-DD), inclusive',
              schema: { type: 'string', format: 'date' },
            },
            {
              name: 'to',
              in: 'query',
              description: 'The last day (YYYY-MM-DD), inclusive',
              schema: { type: 'string', format: 'date' },
            },
            {
              ...TZ_OFFSET,
              description:
                'Minutes, as Date.getTimezoneOffset() gives them: from and to then mean local days',
            },
            ...PAGE_PARAMETERS.map((parameter) =>
              parameter.name === 'limit'
                ? {
                    ...parameter,
                    description: `Rows per page, 1 to ${MAX_PAGE_SIZE}; without it the first ${AUDIT_DEFAULT_LIMIT}`,
                  }
                : parameter,
            ),
          ],
          responses: {
            200: {
              ...ok('A JSON array of entries, newest first'),
              headers: TOTAL_HEADER,
            },
            401: problem,
            403: { ...problem, description: 'Signed in as an editor' },
            422: { ...problem, description: 'A filter, limit or offset it cannot take' },
          },
        },
      ),
    },
    '/missing-translations': {
      get: op(
        ['translations'],
        'Content records whose Burmese twins are empty while the English has text: resource, id, label, missing (the _mm fields)',
        true,
      ),
    },
    '/missing-translations/count': {
      get: op(
        ['translations'],
        'How many content records miss a Burmese translation (records) and how many fields in all (fields)',
        true,
      ),
    },
    '/token': {
      post: op(
        ['accounts'],
        'Sign in; answers access_token and token_type. An account with two-factor sign-in on also needs `otp` (a current code or an unused recovery code): without it, or with a wrong one, a 401 problem with `otp_required: true`',
        false,
        {
          requestBody: {
            content: {
              'application/x-www-form-urlencoded': { schema: jsonSchema(schemas.credentials) },
            },
          },
        },
      ),
    },
    '/register': {
      get: op(['accounts'], 'Whether registration is open', false),
      post: op(['accounts'], 'Create an account (open only while none exists)', false, {
        requestBody: body(schemas.registration),
      }),
    },
    '/logout': { post: op(['accounts'], 'Revoke the bearer token sent', true) },
    '/me': { get: op(['accounts'], 'The signed-in account', true) },
    '/password-reset': {
      post: op(
        ['accounts'],
        'Email a one-time link (valid an hour) to set a new password; 202 whether or not the address has an account',
        false,
        {
          requestBody: body(schemas.passwordResetRequest),
          responses: { 202: { description: 'Accepted' }, 422: problem, 429: problem },
        },
      ),
    },
    '/password-reset/{token}': {
      get: op(
        ['accounts'],
        "Whose password an emailed link's token sets, without using it up: {username, purpose} (purpose: reset or invitation); 404 for a link used, expired or mistyped. Cache-Control: no-store",
        false,
        { parameters: [tokenParam], responses: { 200: ok(), 404: problem, 429: problem } },
      ),
    },
    '/password-reset/confirm': {
      post: op(
        ['accounts'],
        "Set the password with the emailed link's token; the link and every session of the account end",
        false,
        {
          requestBody: body(schemas.passwordResetConfirm),
          responses: {
            204: { description: 'Password set' },
            400: problem,
            422: problem,
            429: problem,
          },
        },
      ),
    },
    '/account/password': {
      put: op(
        ['accounts'],
        "Change the signed-in account's password (the current one is needed); its other sessions end",
        true,
        {
          requestBody: body(schemas.passwordChange),
          responses: {
            204: { description: 'Password changed' },
            401: problem,
            422: problem,
            429: problem,
          },
        },
      ),
    },
    '/users': {
      get: op(
        ['accounts'],
        "The site's accounts: id, username, email, role, created, invited (no password set yet)",
        'owner',
      ),
      post: op(
        ['accounts'],
        'Invite an account: made without a password, it gets an email whose link (valid 72 hours) sets one; the email is in the language asked for',
        'owner',
        {
          requestBody: body(schemas.invitation),
          responses: {
            201: ok('The account'),
            401: problem,
            403: problem,
            409: { ...problem, description: 'The username is taken, or mail is off' },
            422: problem,
          },
        },
      ),
    },
    '/users/{id}': {
      put: op(
        ['accounts'],
        "Change an account's email or role; demoting ends its sessions; the last owner stays",
        'owner',
        {
          parameters: [idParam],
          requestBody: body(schemas.accountChange),
          responses: guardedChange,
        },
      ),
      delete: op(
        ['accounts'],
        'Delete an account and end its sessions; the last owner stays',
        'owner',
        {
          parameters: [idParam],
          responses: {
            204: { description: 'Deleted' },
            401: problem,
            403: problem,
            404: problem,
            409: problem,
          },
        },
      ),
    },
    '/account/sessions': {
      get: op(
        ['accounts'],
        "The signed-in account's sessions: created, last_used, client, expires_at, current",
        true,
      ),
      delete: op(['accounts'], 'End every session of the signed-in account but this one', true, {
        responses: { 200: ok('{ended}: how many ended'), 401: problem },
      }),
    },
    '/account/totp': {
      get: op(
        ['accounts'],
        'Whether two-factor sign-in is on for the signed-in account (enabled), and how many recovery codes are left (recovery_codes_left)',
        true,
      ),
      post: op(
        ['accounts'],
        'Start setting up two-factor sign-in, with the current password: a new key (secret, in base32) and its otpauth_url for an authenticator app; pending until confirmed, replacing one still pending',
        true,
        {
          requestBody: body(schemas.totpBegin),
          responses: {
            200: ok('secret, otpauth_url'),
            401: problem,
            409: { ...problem, description: 'Two-factor sign-in is already on' },
            422: { ...problem, description: 'A missing or wrong current password' },
            429: problem,
          },
        },
      ),
      delete: op(
        ['accounts'],
        'Turn two-factor sign-in off with the current password and a current code or a recovery code; the recovery codes go too',
        true,
        {
          requestBody: body(schemas.totpChange),
          responses: {
            204: { description: 'Turned off' },
            401: problem,
            409: { ...problem, description: 'Two-factor sign-in is not on' },
            422: { ...problem, description: 'A missing or wrong code or current password' },
            429: problem,
          },
        },
      ),
    },
    '/account/totp/confirm': {
      post: op(
        ['accounts'],
        'Turn two-factor sign-in on with the current password and the first code from the app; answers ten one-time recovery_codes, shown this once',
        true,
        {
          requestBody: body(schemas.totpChange),
          responses: {
            200: ok('recovery_codes'),
            401: problem,
            409: { ...problem, description: 'Nothing pending to confirm, or already on' },
            422: { ...problem, description: 'A missing or wrong code or current password' },
            429: problem,
          },
        },
      ),
    },
    '/health': { get: op(['health'], 'Database reachable and migrated', false) },
  });
  return paths;
}

import { createHash, randomBytes } from 'node:crypto';
import { booleanFields, resources } from '@coach/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import { registry } from '../src/db/registry-db.ts';
import { sweepUnusedFiles } from '../src/files/file-sweep.ts';

/** Assertions and database helpers shared by the API test files. */

type Body = Record<string, unknown>;

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A problem+json answer (RFC 9457) with this status and a human detail. */
export function expectProblem(
  res: LightMyRequestResponse,
  status: number,
  detail?: string | RegExp,
): Body & { detail: string; errors?: { field: string; message: string }[] } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  expect(body.detail.length).toBeGreaterThan(0);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else if (detail) expect(body.detail).toMatch(detail);
  return body;
}

/** A 422 naming each given field with its message (in `errors` and in `detail`). */
export function expectInvalid(res: LightMyRequestResponse, fields: Record<string, string>) {
  const body = expectProblem(res, 422);
  for (const [field, message] of Object.entries(fields)) {
    expect(body.errors).toContainEqual({ field, message });
    expect(body.detail).toContain(`${field}: ${message}`);
  }
  return body;
}

/** Clean JSON out: integer id, ISO `created`, booleans as true/false (never 0/1). */
export function expectCleanRecord(slug: keyof typeof resources, record: Body) {
  expect(Number.isInteger(record.id)).toBe(true);
  expect(record.id).toBeGreaterThan(0);
  expect(record.created).toMatch(ISO_TIMESTAMP);
  for (const field of booleanFields(resources[slug])) expect(typeof record[field]).toBe('boolean');
}

export async function rows(server: TestServer, table: string): Promise<Body[]> {
  return registry(server.database.db).selectFrom(table).selectAll().orderBy('id').execute();
}

export async function count(server: TestServer, table: string): Promise<number> {
  const row = await registry(server.database.db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows of `table` hold `value` in `column`. */
export async function countWhere(
  server: TestServer,
  table: string,
  column: string,
  value: unknown,
): Promise<number> {
  const found = await registry(server.database.db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(found.n);
}

export async function row(
  server: TestServer,
  table: string,
  id: unknown,
): Promise<Body | undefined> {
  return registry(server.database.db)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Inserts a row straight into `table`, as a start-up would (constants and colours have no
 * create call); answers its id.
 */
export async function insertRow(server: TestServer, table: string, values: Body): Promise<number> {
  const inserted = await registry(server.database.db)
    .insertInto(table)
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Moves a row to a given moment, so date filters can be tested. */
export async function setCreated(
  server: TestServer,
  table: string,
  id: number | string,
  iso: string,
) {
  await registry(server.database.db)
    .updateTable(table)
    .set({ created: iso })
    .where('id', '=', id)
    .execute();
}

/** Makes an upload `hours` old, as if sent then: the sweeps and the receipts' freshness read its age. */
export const ageUpload = (server: TestServer, id: string, hours: number) =>
  setCreated(server, 'file', id, new Date(Date.now() - hours * 3600_000).toISOString());

/**
 * A session made directly in the database, as a sign-in would make it (only the token's
 * hash is stored). Saves a scrypt sign-in per token, and lets a test choose the expiry.
 */
export async function issueToken(server: TestServer, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const account = await server.database.db
    .selectFrom('account')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await server.database.db
    .insertInto('session')
    .values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      account_id: account.id,
      expires_at: expiresAt.toISOString(),
      created: new Date().toISOString(),
    })
    .execute();
  return token;
}

/**
 * An editor's account and sign-in (or staff's, or an owner's), made directly in the
 * database as an invitation would leave them (without the email and scrypt). Answers a
 * call that sends its token (and the token).
 */
export async function signedInEditor(
  server: TestServer,
  username: string,
  role: 'editor' | 'staff' | 'owner' = 'editor',
) {
  const account = await server.database.db
    .insertInto('account')
    .values({
      username,
      email: `${username}@example.com`,
      password_hash: 'invited',
      role,
      created: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await server.database.db
    .insertInto('session')
    .values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      account_id: Number(account.id),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      created: new Date().toISOString(),
    })
    .execute();
  return Object.assign(server.withToken(token), { token });
}

/** Makes a signed-in token expire, as time passing would. */
export async function expireToken(server: TestServer, token: string) {
  await server.database.db
    .updateTable('session')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
    .execute();
}

/** Sends a raw body with the given content type (malformed JSON and the like). */
export function raw(
  server: TestServer,
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  contentType = 'application/json',
  asAdmin = true,
) {
  return server.app.inject({
    method,
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(asAdmin && { authorization: `Bearer ${server.token}` }),
    },
  });
}

/**
 * A product orders can name: "The Coach Handbook", 15,000 MMK, in Books › Leadership
 * (an order's price and currency come from its product).
 */
export async function addBookProduct(server: TestServer, over: Record<string, unknown> = {}) {
  const main = await server.admin('POST', '/api/main_categories', { name: 'Books' });
  const sub = await server.admin('POST', '/api/sub_categories', {
    name: 'Leadership',
    main_category_id: main.json().id,
  });
  const product = await server.admin('POST', '/api/products', {
    heading: 'The Coach Handbook',
    heading_mm: 'နည်းပြ လက်စွဲ',
    description: 'A book',
    price: 15000,
    currency: 'MMK',
    type: 'image',
    shipping_type: 'FREE SHIPPING',
    image: await server.upload(),
    sub_category_id: sub.json().id,
    ...over,
  });
  expect(product.statusCode, product.body).toBe(201);
  return product.json().id as number;
}

/** An owner's try to show `image` as a product's picture (a receipt must never become one). */
export const productPictured = (server: TestServer, image: string) =>
  server.admin('POST', '/api/products', {
    heading: 'Leaked',
    description: 'x',
    type: 'image',
    price: 1,
    image,
  });

/** The owner's invitation of an account `username` (its address `<username>@example.com`). */
export const inviteUser = (
  server: TestServer,
  username: string,
  role: string,
  over: Record<string, unknown> = {},
) =>
  server.admin('POST', '/api/users', {
    username,
    email: `${username}@example.com`,
    role,
    ...over,
  });

/** Describes a picture in the media library (its alt texts, its focal point…), as the owner does. */
export async function describeFile(
  server: TestServer,
  id: string,
  details: Record<string, unknown>,
) {
  const res = await server.admin('PUT', `/api/files/${id}`, details);
  expect(res.statusCode, res.body).toBe(200);
}

/** Whether an upload is still stored (the sweep of unused ones has not taken it). */
export const fileExists = async (server: TestServer, id: string) =>
  (await row(server, 'file', id)) !== undefined;

/**
 * The sweep of unused uploads keeps `picture` (older than the sweep spares) while `use`
 * has a setting name it, and lets it go once `drop` has it named no more.
 */
export async function expectSweptOnceUnused(
  server: TestServer,
  picture: string,
  use: () => Promise<unknown>,
  drop: () => Promise<unknown>,
) {
  await ageUpload(server, picture, 48);
  await use();
  await sweepUnusedFiles(server.database);
  expect(await fileExists(server, picture)).toBe(true);
  expect(await server.services.fileRefs.isReferenced(picture)).toBe(true);
  await drop();
  await sweepUnusedFiles(server.database);
  expect(await fileExists(server, picture)).toBe(false);
}

/** Adds a record as the owner with a fresh upload as its picture (`image`); answers the record. */
export async function addWithPicture<T extends Body = Body>(
  server: TestServer,
  path: string,
  fields: Body,
) {
  const res = await server.admin('POST', path, { ...fields, image: await server.upload() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T & { id: number; image: string };
}

/** A private page's answer: `status`, and marked for nobody to keep. */
export function expectPrivate(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['cache-control']).toBe('private, no-store');
}

import { type ResourceDef, crudSchemas, richText, text } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';

/**
 * Article HTML is cleaned in every field whose kind is rich text, whatever its name: a
 * rich-text field added under a new name (here a resource that exists for this test
 * only) is cleaned on create and on update, and a plain text field beside it is left as
 * it was sent.
 */
const notes = {
  slug: 'test_notes',
  table: 'test_note',
  entity: 'Note',
  access: { read: 'admin', create: 'admin', update: 'admin' },
  ...crudSchemas({ title: text(300), body: richText() }, { title: true }),
  order: [['id', 'asc']],
} satisfies ResourceDef;

const DIRTY = '<p onclick="steal()">Hello</p><script>alert(1)</script><img src=x onerror=alert(2)>';

describe.each(databases)('rich text cleaned by its kind, on %s', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    const { db, dialect } = server.database;
    await db.schema
      .createTable('test_note')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text')
      .addColumn('body', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .execute();
  });

  it('cleans a rich-text field named neither content nor content_mm', async () => {
    const { crud } = server.services;
    const made = await crud.create(notes, { title: '<b>kept as sent</b>', body: DIRTY });
    expect(made.title).toBe('<b>kept as sent</b>');
    for (const body of [made.body, (await crud.update(notes, made.id, { body: DIRTY })).body]) {
      expect(body).toContain('Hello');
      expect(body).not.toMatch(/script|onclick|onerror|alert/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { articleLinkRel } from '../src/db/migrations/0009-article-link-rel.ts';
import { databases, useTestServer } from './harness.ts';
import { addWithPicture } from './helpers.ts';

const REL = 'rel="noopener noreferrer nofollow"';

/**
 * A link in an article that opens elsewhere (any `target`, a named window too) hands the
 * new page no reference back to the site: `rel="noopener noreferrer"`, on every save, and
 * on the articles stored before the rule (migration 0009).
 */
describe.each(databases)('links in article HTML on %s', (kind) => {
  const server = useTestServer(kind);

  const article = (content: string) =>
    addWithPicture<{ content: string; content_mm: string }>(server, '/api/articles', {
      name: 'Links',
      description: 'Links',
      content,
      content_mm: content,
      is_published: true,
    });

  it.each(['_blank', '_self', '_top', 'coach-window', ''])(
    'a link with target="%s" gets rel on save',
    async (target) => {
      const saved = await article(`<p><a href="https://example.com" target="${target}">go</a></p>`);
      expect(saved.content).toContain(REL);
      expect(saved.content_mm).toContain(REL);
      const read = await server.call('GET', `/api/articles/${saved.id}`);
      expect(read.json().content).toContain(REL);
    },
  );

  it('a link without a target is left as written', async () => {
    const saved = await article('<p><a href="https://example.com">go</a></p>');
    expect(saved.content).toBe('<p><a href="https://example.com">go</a></p>');
  });

  it('articles stored before the rule get rel when the migration runs', async () => {
    const { id } = await article('<p>placeholder</p>');
    const old = '<p><a href="https://example.com" target="_self">go</a> and <b>bold</b></p>';
    const db = server.database.db;
    await db
      .updateTable('article')
      .set({ content: old, content_mm: old })
      .where('id', '=', id)
      .execute();
    // The migration's own work, run again over the old text (later migrations have run
    // since, so the runner would refuse to take 0009 again).
    await articleLinkRel.up(db);
    const row = await db
      .selectFrom('article')
      .select(['content', 'content_mm'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const fixed = `<p><a href="https://example.com" target="_self" ${REL}>go</a> and <b>bold</b></p>`;
    expect(row).toEqual({ content: fixed, content_mm: fixed });
  });
});

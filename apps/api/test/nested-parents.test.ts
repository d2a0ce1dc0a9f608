import { resourceList } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';

/**
 * A record's nested parent (a quote's article, a product's sub category) follows the
 * parent's own visibility: a visitor never learns the title of an unpublished article
 * through a quote that links to it; an admin still sees it.
 */

describe('the registry', () => {
  it('names a registered resource as every nested parent, so its visibility rules are known', () => {
    for (const def of resourceList.filter((d) => d.parent)) {
      const parentDef = resourceList.find((d) => d.table === def.parent!.table);
      expect(parentDef, `${def.slug} → ${def.parent!.table}`).toBeDefined();
    }
  });
});

describe.each(databases)('nested parents on %s', (kind) => {
  let draftId: number;
  let publishedId: number;
  let quoteOfDraft: number;
  let quoteOfPublished: number;
  const server = useTestServer(kind);
  beforeAll(async () => {
    const image = await server.upload();
    const article = async (name: string, is_published: boolean) => {
      const res = await server.admin('POST', '/api/articles', {
        name,
        description: 'Short read',
        image,
        is_published,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    draftId = await article('Secret launch plan', false);
    publishedId = await article('Five habits', true);
    const quote = async (article_id: number) => {
      const res = await server.admin('POST', '/api/quotes', { image, article_id });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    quoteOfDraft = await quote(draftId);
    quoteOfPublished = await quote(publishedId);
  });

  it('a visitor listing quotes sees no unpublished article, and the published one', async () => {
    const res = await server.call('GET', '/api/quotes');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Secret launch plan');
    const byId = new Map(res.json().map((q: { id: number }) => [q.id, q]));
    // Not even its id: the quote reads as one that links to no article.
    expect(byId.get(quoteOfDraft)).toMatchObject({ article_id: null, article: null });
    expect(byId.get(quoteOfPublished)).toMatchObject({
      article_id: publishedId,
      article: { id: publishedId, name: 'Five habits' },
    });
  });

  it('a visitor reading one quote, or a page of them, sees no unpublished article', async () => {
    const one = await server.call('GET', `/api/quotes/${quoteOfDraft}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ article_id: null, article: null });
    const page = await server.call('GET', '/api/quotes?limit=10');
    expect(page.body).not.toContain('Secret launch plan');
    const draft = page.json().find((q: { id: number }) => q.id === quoteOfDraft);
    expect(draft).toMatchObject({ article_id: null });
  });

  it('an admin still sees the unpublished article', async () => {
    const one = await server.admin('GET', `/api/quotes/${quoteOfDraft}`);
    expect(one.json().article_id).toBe(draftId);
    expect(one.json().article).toMatchObject({ id: draftId, name: 'Secret launch plan' });
    const all = await server.admin('GET', '/api/quotes');
    expect(all.body).toContain('Secret launch plan');
  });

  it('the service read for a page follows the same rule', async () => {
    const { visitor } = await import('../src/auth/viewer.ts');
    const { resources } = await import('@coach/contract');
    const rows = await server.services.crud.list(resources.quotes, {}, visitor);
    expect(JSON.stringify(rows)).not.toContain('Secret launch plan');
    expect(rows.find((q) => q.id === quoteOfDraft)).toMatchObject({ article_id: null });
  });
});

import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { addWithPicture } from './helpers.ts';

/**
 * What the article editor's toolbar writes besides emphasis and links (issue 37, item 8):
 * a third heading level, bullet and numbered lists, quotes. All of it is kept through the
 * server's allow-list exactly as Tiptap writes it, a numbered list's own start and marker
 * too; what is no whole number or no marker HTML knows is dropped, and scripts still go.
 */
describe.each(databases)('lists, quotes and third-level headings in articles on %s', (kind) => {
  const server = useTestServer(kind);

  const saved = async (content: string) => {
    const { id } = await addWithPicture(server, '/api/articles', {
      name: 'Structure',
      description: 'Lists and quotes',
      content,
      is_published: true,
    });
    // What the public read serves is what was stored.
    return String((await server.call('GET', `/api/articles/${id}`)).json().content);
  };

  it.each([
    '<h3>Three habits</h3>',
    '<ul><li><p>Plan the week</p></li><li><p>Review on Friday</p></li></ul>',
    '<ol><li><p>Ask</p></li><li><p>Listen</p></li></ol>',
    '<ol start="3"><li><p>Third step</p></li></ol>',
    '<ol type="a"><li><p>First option</p></li></ol>',
    '<blockquote><p>Leaders ask better questions.</p></blockquote>',
    '<ul><li><p>Outer</p><ol><li><p>Inner</p></li></ol></li></ul>',
  ])('keeps %s as written', async (html) => {
    expect(await saved(html)).toBe(html);
  });

  it.each([
    ['<ol start="three"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="1e9"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol type="disc"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="2" onclick="alert(1)"><li>x</li></ol>', '<ol start="2"><li>x</li></ol>'],
    ['<ul type="square" style="color:red"><li>x</li></ul>', '<ul><li>x</li></ul>'],
    [
      '<blockquote cite="javascript:alert(1)"><p>q</p></blockquote>',
      '<blockquote><p>q</p></blockquote>',
    ],
    ['<h3 onmouseover="alert(1)">t</h3><h4>four</h4>', '<h3>t</h3>four'],
  ])('cleans %s', async (dirty, clean) => {
    expect(await saved(dirty)).toBe(clean);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatParam } from '../src/http/route-docs.ts';
import { previewQuery } from '../src/routes/newsletters.ts';
import { listQueryFields } from '../src/subscribers/subscriber-admin.ts';

/**
 * The query parameters that are never refused but read as something sensible: the email
 * list's page bounds, a list's format, a newsletter preview's language.
 */
describe('lenient query parameters', () => {
  const subscribers = z.object(listQueryFields);

  it.each([
    [{}, { limit: 50, offset: 0 }],
    [
      { limit: '20', offset: '40' },
      { limit: 20, offset: 40 },
    ],
    [
      { limit: 'abc', offset: 'x' },
      { limit: 50, offset: 0 },
    ],
    [{ limit: '0' }, { limit: 50 }],
    [
      { limit: '-5', offset: '-3' },
      { limit: 1, offset: 0 },
    ],
    [{ limit: '9999' }, { limit: 500 }],
    [{ limit: '2.5' }, { limit: 2 }],
  ])('the email list reads the page %j as %j', (query, page) => {
    expect(subscribers.parse(query)).toMatchObject(page);
  });

  it.each([
    [undefined, undefined],
    ['csv', 'csv'],
    ['json', 'json'],
    ['xml', undefined],
    [['csv', 'csv'], undefined],
  ])('format %j is %j (anything but csv answers JSON)', (format, read) => {
    expect(z.object({ format: formatParam() }).parse({ format }).format).toBe(read);
  });

  it.each([
    [undefined, undefined],
    ['mm', 'mm'],
    ['fr', undefined],
  ])("a preview's language %j is %j (English unless mm)", (language, read) => {
    expect(previewQuery.parse({ language }).language).toBe(read);
  });
});

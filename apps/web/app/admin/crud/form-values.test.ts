import { resources } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { articles, blogVideos, press } from '../screens/articles-videos-press.ts';
import { events, quotes } from '../screens/people.ts';
import { products } from '../screens/shop.ts';
import { contentHome } from '../screens/site.ts';
import {
  PENDING_UPLOAD,
  type FormValues,
  formBody,
  initialValues,
  requiredInputs,
  validate,
} from './form-values.ts';
import type { ScreenConfig } from './types.ts';

/** Runs a screen's form as the save button does: values → body → the contract's schema. */
function save(
  screen: ScreenConfig,
  mode: 'create' | 'edit',
  values: FormValues,
  chosen: string[] = [],
) {
  const start = initialValues(screen.fields, screen.resource);
  const body = formBody(screen.fields, { ...start, ...values }, new Set(chosen), mode);
  const schema = mode === 'create' ? screen.resource.create! : screen.resource.update!;
  return { body, result: validate(schema, body) };
}

describe('form config → validation', () => {
  it('an event needs name, description, link, location and an image on create', () => {
    const { result } = save(events, 'create', {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'Required',
      description: 'Required',
      link: 'Required',
      location: 'Required',
      image: 'Please select an image',
    });
    expect(result.errors.tag).toBeUndefined();
  });

  it('an event says when it is: by its start, or in words', () => {
    const rest = { name: 'A', description: 'B', link: '/x', location: 'D', image: 'abc' };
    const { result } = save(events, 'create', rest);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({ time: 'Give the time, or the start date and time' });
    expect(save(events, 'create', { ...rest, time: 'Saturday' }).result.ok).toBe(true);
  });

  it('an event edit also needs a tag, and keeps the stored image when none is chosen', () => {
    const stored = {
      id: 1,
      name: 'A',
      description: 'B',
      time: 'C',
      link: '/x',
      location: 'D',
      image: 'abc',
    };
    const values = initialValues(events.fields, events.resource, stored);
    const missingTag = save(events, 'edit', values);
    expect(missingTag.result.ok ? {} : missingTag.result.errors).toEqual({ tag: 'Required' });
    const withTag = save(events, 'edit', { ...values, tag: 'Workshop' });
    expect(withTag.result.ok).toBe(true);
    expect(withTag.body.image).toBe('abc');
  });

  it('a chosen image counts as given until its upload replaces it with an id', () => {
    const { body, result } = save(
      events,
      'create',
      { name: 'A', description: 'B', time: 'C', link: 'https://x.example', location: 'D' },
      ['image'],
    );
    expect(body.image).toBe(PENDING_UPLOAD);
    expect(result.ok).toBe(true);
  });

  it('a product price must be a number; a new product starts at price 0 and stock 0', () => {
    const start = initialValues(products.fields, products.resource);
    expect(start).toMatchObject({
      price: '0',
      stock: '0',
      currency: 'MMK',
      type: 'image',
      shipping_type: 'FREE SHIPPING',
    });
    const { result } = save(products, 'create', { heading: 'H', description: 'D', price: 'abc' });
    expect(result.ok ? {} : result.errors).toEqual({ price: 'Price must be a number' });
    const ok = save(products, 'create', { heading: 'H', description: 'D', price: '12.50' });
    expect(ok.result.ok && ok.result.data.price).toBe(12.5);
  });

  it('rewrites youtu.be links to the embed form on save (products, blog videos, press)', () => {
    const cases = [
      [products, 'video_link', 'https://youtu.be/abc123', 'abc123', { heading: 'H' }],
      [blogVideos, 'video_url', 'youtu.be/xyz', 'xyz', { name: 'N' }],
      [press, 'video_url', 'https://youtu.be/p1', 'p1', { name: 'N' }],
    ] as const;
    for (const [screen, field, link, video, values] of cases) {
      const { result } = save(screen, 'create', { ...values, description: 'D', [field]: link });
      expect(result.ok && result.data[field]).toBe(`https://www.youtube.com/embed/${video}`);
    }
  });

  it('a quote sends its article only when one is chosen', () => {
    expect('article_id' in save(quotes, 'create', {}, ['image']).body).toBe(false);
    const chosen = save(quotes, 'create', { article_id: '4' }, ['image']);
    expect(chosen.result.ok && chosen.result.data.article_id).toBe(4);
  });

  it('content home requires all six fields and nests the bilingual ones', () => {
    const { result } = save(contentHome, 'create', {});
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      'banner_button.en',
      'banner_button.mm',
      'banner_button_link',
      'banner_image',
      'banner_text.en',
      'banner_text.mm',
    ]);
    const full = save(
      contentHome,
      'create',
      {
        'banner_text.en': 'Hello',
        'banner_text.mm': 'မင်္ဂလာပါ',
        'banner_button.en': 'Book',
        'banner_button.mm': 'ချိန်းမည်',
        banner_button_link: '/appointment',
      },
      ['banner_image'],
    );
    expect(full.body.banner_text).toEqual({ en: 'Hello', mm: 'မင်္ဂလာပါ' });
    expect(full.result.ok).toBe(true);
  });

  it('articles are unpublished by default; on edit a new image is optional', () => {
    expect(initialValues(articles.fields, articles.resource).is_published).toBe(false);
    const stored = { id: 2, name: 'N', description: 'D', image: 'old', is_published: true };
    const edit = save(articles, 'edit', initialValues(articles.fields, articles.resource, stored));
    expect(edit.result.ok).toBe(true);
    expect(edit.body).toMatchObject({ is_published: true, image: 'old' });
  });

  it('marks the inputs the schema requires', () => {
    const create = requiredInputs(resources.events.create, events.fields);
    expect([...create].sort()).toEqual([
      'description',
      'image',
      'link',
      'location',
      'name',
      'time',
    ]);
    expect([...requiredInputs(resources.events.update, events.fields)]).toEqual(['tag']);
    expect(
      requiredInputs(resources.content_home.create, contentHome.fields).has('banner_text.mm'),
    ).toBe(true);
  });
});

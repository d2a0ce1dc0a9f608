import { resources } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { defineScreen } from './define-screen.ts';
import { crudMessages } from './messages.ts';

const entity = { en: 'Article', mm: 'ဆောင်းပါး' };

/** A field added to the contract reaches the form without an edit to the screen. */
describe('the form’s fields completed from the contract', () => {
  const screen = (fields: readonly ('name' | 'description' | 'content')[]) =>
    defineScreen(resources.articles, {
      path: 'articles',
      title: { en: 'Articles', mm: 'ဆောင်းပါးများ' },
      entity,
      messages: crudMessages(entity, 'article'),
      fields,
    }).fields.map((f) => f.name);

  it('puts a field the screen does not name after the field it follows in the contract', () => {
    expect(screen(['name', 'description', 'content'])).toEqual([
      'name',
      'subtitle',
      'description',
      'content',
      'image',
      'is_published',
      'publish_at',
    ]);
  });

  it('puts the others at the end, in the contract’s order, when none before them is named', () => {
    expect(screen(['content'])).toEqual([
      'content',
      'image',
      'is_published',
      'publish_at',
      'name',
      'subtitle',
      'description',
    ]);
  });

  it('gives the subtitle its Burmese twin and a text input', () => {
    const form = defineScreen(resources.articles, {
      path: 'articles',
      title: { en: 'Articles', mm: 'ဆောင်းပါးများ' },
      entity,
      messages: crudMessages(entity, 'article'),
    });
    expect(form.fields.find((f) => f.name === 'subtitle')).toMatchObject({
      kind: 'text',
      twin: true,
    });
  });
});

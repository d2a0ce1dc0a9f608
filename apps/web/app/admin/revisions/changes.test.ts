import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '../crud/types.ts';
import { changesBetween } from './changes.ts';

const fields: FieldConfig[] = [
  { name: 'name', label: { en: 'Name', mm: 'အမည်' }, kind: 'text', twin: true },
  { name: 'rank', label: { en: 'Rank', mm: 'အဆင့်' }, kind: 'number' },
  { name: 'banner_text.en', label: { en: 'Banner', mm: 'ဘန်နာ' }, kind: 'text' },
  { name: 'is_published', label: { en: 'Published', mm: 'ထုတ်ဝေပြီး' }, kind: 'checkbox' },
];

describe('what changed between two versions of a record', () => {
  it('names the edited fields in the form’s order, each twin on its own, nested ones by path', () => {
    const before = {
      name: 'Acme',
      name_mm: 'အက်မီ',
      rank: 1,
      banner_text: { en: 'Hi' },
      is_published: false,
    };
    const after = {
      name: 'Acme Ltd',
      name_mm: 'အက်မီ',
      rank: 1,
      banner_text: { en: 'Hello' },
      is_published: true,
      created: 'x',
    };
    expect(changesBetween(fields, before, after)).toEqual([
      {
        name: 'name',
        label: { en: 'Name · English', mm: 'အမည် · အင်္ဂလိပ်' },
        kind: 'text',
        before: 'Acme',
        after: 'Acme Ltd',
      },
      {
        name: 'banner_text.en',
        label: { en: 'Banner', mm: 'ဘန်နာ' },
        kind: 'text',
        before: 'Hi',
        after: 'Hello',
      },
      {
        name: 'is_published',
        label: { en: 'Published', mm: 'ထုတ်ဝေပြီး' },
        kind: 'checkbox',
        before: false,
        after: true,
      },
    ]);
  });

  it('takes no value, null and blank text for the same, and ignores columns the form does not show', () => {
    expect(
      changesBetween(
        fields,
        { name: '', name_mm: null, rank: 2, id: 1 },
        { name: null, rank: 2, id: 9 },
      ),
    ).toEqual([]);
  });
});

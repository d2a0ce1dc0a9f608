import { describe, expect, it } from 'vitest';
import { booleanFields, fileFields, resources } from '../src/index.ts';

/** The facts a resource's field kinds give, where lists beside the schemas once said them. */
describe('facts read from field kinds', () => {
  it('finds the fields holding uploaded files', () => {
    expect(fileFields(resources.articles)).toEqual(['image']);
    expect(fileFields(resources.content_home)).toEqual(['banner_image']);
    expect(fileFields(resources.payments)).toEqual(['receipt_photo']);
    expect(fileFields(resources.testimonials)).toEqual(['photo']);
    expect(fileFields(resources.blog_videos)).toEqual([]);
  });

  it('finds the flags: checkbox fields, server-set ones, and those publishing and spam carry', () => {
    expect(booleanFields(resources.articles)).toEqual(['is_published']);
    expect(booleanFields(resources.products)).toEqual(['track_stock']);
    expect(booleanFields(resources.quotes)).toEqual(['is_featured']);
    expect(booleanFields(resources.appointments).sort()).toEqual(['resolved', 'spam']);
    expect(booleanFields(resources.payments).sort()).toEqual(['resolved', 'spam', 'stock_held']);
    expect(booleanFields(resources.testimonials).sort()).toEqual(['is_published', 'spam']);
    expect(booleanFields(resources.events)).toEqual([]);
  });
});

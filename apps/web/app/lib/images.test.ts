import { describe, expect, it } from 'vitest';
import { downloadUrl, fileSrcSet, fileUrl, snapWidth } from './images';

describe('image URLs', () => {
  it('points at the files route, resized when a width is given', () => {
    expect(fileUrl('abc')).toBe('/api/files/abc');
    expect(fileUrl('abc', 640)).toBe('/api/files/abc?w=640');
    expect(downloadUrl('a/b')).toBe('/api/files/a%2Fb?download');
  });
  it('offers the snap widths up to the largest useful one', () => {
    expect(fileSrcSet('x', 480)).toBe(
      '/api/files/x?w=160 160w, /api/files/x?w=320 320w, /api/files/x?w=480 480w',
    );
  });
  it('snaps a width up', () => {
    expect(snapWidth(300)).toBe(320);
    expect(snapWidth(5000)).toBe(1920);
  });
});

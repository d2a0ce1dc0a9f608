import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, extensionOf } from '../src/options.ts';

describe('the one map of image types to extensions', () => {
  it.each(Object.entries(IMAGE_EXTENSIONS))('names a %s file .%s', (mime, extension) => {
    expect(extensionOf(mime)).toBe(extension);
  });

  it.each(['application/pdf', 'image/svg+xml', '', 'toString', '__proto__'])(
    'names anything else .bin (%s)',
    (mime) => {
      expect(extensionOf(mime)).toBe('bin');
    },
  );
});

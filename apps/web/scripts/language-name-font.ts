import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { commonMessages } from '../app/i18n/common.ts';

/**
 * Writes the few Burmese glyphs an English page shows (the language toggle's "မြန်မာ") as
 * a font of their own, ~2 KB, so English pages need not download the 47 KB Myanmar font
 * for one word. Run before each build of the pages (the web package's `prebuild`), so the
 * font always holds the label's current text.
 */
const LANGUAGE_NAME_FONT = fileURLToPath(
  new URL('../app/styles/generated/language-name.woff2', import.meta.url),
);

const require = createRequire(import.meta.url);
const source =
  require.resolve('@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff2');

const font = await subsetFont(readFileSync(source), commonMessages.languageName.en, {
  targetFormat: 'woff2',
});
mkdirSync(dirname(LANGUAGE_NAME_FONT), { recursive: true });
writeFileSync(LANGUAGE_NAME_FONT, font);
console.log(`language-name font: ${font.length} bytes for "${commonMessages.languageName.en}"`);

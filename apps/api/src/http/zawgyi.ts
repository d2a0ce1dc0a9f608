import { createRequire } from 'node:module';

/**
 * Burmese text arrives in two encodings: Unicode, and the legacy Zawgyi font encoding
 * that many phones still type. Everything is stored as Unicode, so search, sorting and
 * the Myanmar web font work on all of it.
 *
 * myanmar-tools 1.1.3 is a CommonJS package (1.2.0 ships without its built files).
 */
const require = createRequire(import.meta.url);
const { ZawgyiDetector, ZawgyiConverter } = require('myanmar-tools') as {
  ZawgyiDetector: new () => { getZawgyiProbability(text: string): number };
  ZawgyiConverter: new () => { zawgyiToUnicode(text: string): string };
};

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();

/**
 * Above this the text is taken for Zawgyi. Google's guidance suggests 0.95, but short
 * Unicode phrases reach it: "ငွေပမာဏ မကိုက်ညီပါ" ("the amount does not match", a
 * rejection's reason) scores 0.978, and converting it would garble it. Real Zawgyi scores
 * far higher (the same phrase typed in Zawgyi: 0.999999999), so a wrong conversion,
 * which destroys what was typed, is made much rarer than a missed one.
 */
const ZAWGYI_THRESHOLD = 0.999;
const MYANMAR_BLOCK = /[\u1000-\u109f]/;

export function toUnicode(text: string): string {
  if (!MYANMAR_BLOCK.test(text)) return text;
  return detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD
    ? converter.zawgyiToUnicode(text)
    : text;
}

/** Converts every string in a JSON value, however deeply nested. */
export function normaliseBurmese<T>(value: T): T {
  if (typeof value === 'string') return toUnicode(value) as T;
  if (Array.isArray(value)) return value.map(normaliseBurmese) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseBurmese(v)])) as T;
  }
  return value;
}

import { describe, expect, it } from 'vitest';
import { API_MESSAGES, FIELD_LABELS } from '@coach/contract';
import type { Messages } from './messages';

// Every catalogue file of the public site (shared ones here, a page's or a feature's beside
// it as `*-messages.ts`) and the back office, so a new file is checked without listing it, and the contract's catalogues (API messages, field labels).
const modules = {
  ...import.meta.glob<Record<string, unknown>>(
    [
      './*.ts',
      '../**/*-messages.ts',
      '../admin/i18n/*.ts',
      '!./*.test.ts',
      '!./messages.ts',
      '!../admin/i18n/text.ts',
    ],
    { eager: true },
  ),
  contract: { API_MESSAGES, FIELD_LABELS },
};

const isCatalogue = (value: unknown): value is Messages =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((m) => typeof m === 'object' && m !== null && 'en' in m);

const entries = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .flatMap(([name, catalogue]) =>
      Object.entries(catalogue as Messages).map(([key, message]) => ({
        id: `${file} ${name}.${key}`,
        message,
      })),
    ),
);

describe('message catalogues', () => {
  it('finds the catalogue files', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const source of [
      './common.ts',
      '../pages/home/home-messages.ts',
      '../admin/i18n/ui.ts',
      'contract',
    ])
      expect(
        entries.some((e) => e.id.startsWith(`${source} `)),
        source,
      ).toBe(true);
  });

  it.each(entries)('$id has English and Burmese text', ({ message }) => {
    expect(typeof message.en === 'string' && message.en.trim()).toBeTruthy();
    expect(typeof message.mm === 'string' && message.mm.trim()).toBeTruthy();
  });

  it('has no sentence left untranslated (the same text in both languages)', () => {
    // Short labels such as "DISC" or "Facebook" may rightly be the same in both.
    const untranslated = entries.filter(
      ({ message }) => message.en.length > 16 && message.mm === message.en,
    );
    expect(untranslated.map((e) => e.id)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Messages } from './messages';

// Every catalogue file in this folder, so a new feature file is checked without listing it.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./messages.ts'],
  {
    eager: true,
  },
);

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

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, demoSite } from './harness.ts';
import { describeMessage, validate } from './html-validator.ts';
import {
  FIXED_PUBLIC_PAGES,
  SEARCH_PAGES,
  demoAppointmentPages,
  demoEventPages,
  demoOrders,
  demoRegistrationPages,
} from './public-helpers.ts';

/**
 * Valid HTML as a gate: the W3C Nu Html Checker (vnu.jar, run on the system's Java) finds
 * no error in the HTML the server sends for any public page, in either language.
 */
describe('valid HTML (Nu Html Checker)', () => {
  // Its worker's demo site (e2e/global-setup.ts): this file only reads it.
  let site: Site;
  beforeAll(async () => {
    site = await demoSite();
  });
  const dir = mkdtempSync(join(tmpdir(), 'coach-html-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('every public page, in English and Burmese, has no validator error', async () => {
    const [article] = (await (await site.api('/articles')).json()) as { id: number }[];
    const [product] = (await (await site.api('/products')).json()) as { id: number }[];
    const paths = [
      ...FIXED_PUBLIC_PAGES,
      `/articles/view/${article!.id}`,
      `/shops/checkout/${product!.id}`,
      ...(await demoOrders(site)).map((o) => o.page),
      ...(await demoAppointmentPages(site)),
      ...(await demoEventPages(site)),
      ...demoRegistrationPages(site),
      // The search: its empty box, a page of results and what to try when nothing is found.
      ...SEARCH_PAGES,
      // A later page of the booking form's days (with Earlier and Later dates).
      `/contact-us?from=${new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10)}`,
    ];
    const files: string[] = [];
    for (const language of ['en', 'mm'] as const) {
      for (const path of paths) {
        const answer = await fetch(`${site.url}${path}`, {
          headers: { cookie: `lang=${language}` },
        });
        expect(answer.status, path).toBe(200);
        const file = join(
          dir,
          `${language}${path.replaceAll('/', '_').replace(/[?=]/g, '_') || '_home'}.html`,
        );
        writeFileSync(file, await answer.text());
        files.push(file);
      }
    }
    const errors = await validate(files);
    expect(errors.map(describeMessage), errors.map(describeMessage).join('\n')).toEqual([]);
    expect(files).toHaveLength(paths.length * 2);
  }, 120_000);
});

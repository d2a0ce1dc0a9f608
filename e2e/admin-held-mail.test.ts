import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Violation } from './accessibility.ts';
import { EVERY_LOOK_MS, checkScreen, inEveryLook } from './admin-helpers.ts';
import { type Site, useMailingSite } from './harness.ts';
import { bookAndMoveAll } from './public-helpers.ts';

/**
 * Emails the per-recipient cap holds back (a visitor moving one booking over and over,
 * with a stranger's address) are listed on the Email screen, marked held and why, with no
 * Send again, and counted in its summary: in every look.
 */
describe('the Email screen shows held emails', () => {
  let site: Site;
  let browser: Browser;
  useMailingSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  /** A booking with a stranger's address, moved as often as one may: three of its emails held. */
  async function bookAndMove() {
    await bookAndMoveAll(site, 'stranger@example.com');
  }

  it(
    'marks them held, says why, offers no Send again, and counts them',
    async () => {
      await bookAndMove();
      const violations: Violation[] = [];
      const texts = {
        en: { held: 'Held, not sent', counts: /· 3 held$/ },
        mm: { held: 'ထိန်းထားသည်၊ မပို့ပါ', counts: /· ထိန်းထား ၃$/ },
      };
      await inEveryLook(browser, site, async (page, look) => {
        await page.goto(`${site.url}/admin/email`);
        const held = page.locator('tr', { hasText: texts[look.language].held });
        await expect.poll(() => held.count()).toBe(3);
        expect(await held.locator('button').count()).toBe(0);
        await expect.poll(() => page.getByText(texts[look.language].counts).count()).toBe(1);
        await checkScreen(
          page,
          `Email screen with held mail (${look.language}, ${look.size})`,
          `admin-email-held-${look.language}-${look.viewport.width}`,
          violations,
        );
      });
      expect(violations).toEqual([]);
    },
    EVERY_LOOK_MS,
  );
});

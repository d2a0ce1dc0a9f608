import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './accessibility.ts';
import { EVERY_LOOK_MS, LOOKS, type Look, publicJson } from './admin-helpers.ts';
import { type Site, openPage, screenshot, useSite } from './harness.ts';
import { yangonDate } from '../apps/api/test/open-hours.ts';
import { addDays, mondayOf } from '../apps/web/app/admin/booking/zoned-days.ts';

/**
 * Issue 37, item 7: a holiday blocked in one step; the agenda, on a day with nothing left
 * this week, opening on the next week with sessions (or saying there is none); a booking
 * the visitor cancelled no longer counted among the unresolved appointments.
 */

type Slot = { starts_at: string; ends_at: string };

/** This week's Monday in Yangon, read when it is used (a Monday may begin during the file). */
const thisMonday = () => mondayOf(yangonDate(0));
/**
 * Tuesday of the week after next when the file starts: never this week, whatever today is,
 * even once a new week has begun since (then it is next week's Tuesday).
 */
const LATER = addDays(thisMonday(), 15);

const TEXTS = {
  openedNext: {
    en: 'Nothing is left this week: this is the next week with sessions.',
    mm: 'ဤအပတ်တွင် ကျန်သော ချိန်းဆိုမှု မရှိတော့ပါ။ ချိန်းဆိုမှုရှိသည့် နောက်အပတ်ကို ပြထားပါသည်။',
  },
  nothingAhead: {
    en: 'Nothing is left this week, and no sessions are booked in the next 62 days.',
    mm: 'ဤအပတ်တွင် ကျန်သော ချိန်းဆိုမှု မရှိတော့ပါ။ နောက် ၆၂ ရက်အတွင်းလည်း ချိန်းဆိုထားမှု မရှိပါ။',
  },
  dateToBlock: { en: 'Date to block', mm: 'ပိတ်မည့်ရက်' },
  until: { en: 'Until (a holiday of several days)', mm: 'ရက်အထိ (ရက်အများအပြား အားလပ်ရက်)' },
  blockDates: { en: 'Block these dates', mm: 'ဤရက်များကို ပိတ်ရန်' },
  fiveDays: { en: '(5 days)', mm: '(၅ ရက်)' },
  save: { en: 'Save the hours', mm: 'အချိန်များကို သိမ်းရန်' },
  unresolved: 'Unresolved appointments',
};

async function checkA11y(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  const violations = await axeViolations(page, name);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('agenda and hours chores', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });
  beforeAll(async () => {
    const open = await site.api('/availability', {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
        min_notice_hours: 0,
        days_ahead: 30,
      }),
    });
    expect(open.status, await open.clone().text()).toBe(200);
  });

  /** A signed-in page in a look (the harness's token: sign-in calls are limited a minute). */
  const inLook = async (look: Look, visit: (page: Page) => Promise<void>) => {
    const { page, context } = await openPage(browser, site, look);
    await context.addInitScript((token) => localStorage.setItem('token', token), site.token);
    try {
      await visit(page);
    } finally {
      await context.close();
    }
  };

  async function book(date: string, name: string) {
    const [slot] = await publicJson<Slot[]>(site, `/slots?from=${date}&to=${date}`);
    const response = await site.api('/appointment', {
      method: 'POST',
      body: JSON.stringify({
        name,
        role: 'Director',
        business: 'Shwe Trading',
        mode_of_contact: 'Email',
        contact_information: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        appointment_for: 'Team Coaching',
        message: 'About my team',
        starts_at: slot!.starts_at,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: number; token: string };
  }

  it(
    'opens the agenda on the next week with sessions when nothing is left this week, or says there is none',
    async () => {
      for (const look of [LOOKS[1]!, LOOKS[2]!]) {
        await inLook(look, async (page) => {
          // The page takes its week from the browser's clock as it opens: a Monday beginning
          // in Yangon during the load makes it either of the Mondays read around it.
          const before = thisMonday();
          await page.goto(`${site.url}/admin/agenda`);
          await page.waitForURL(/\/admin\/agenda\?week=\d{4}-\d{2}-\d{2}$/);
          const after = thisMonday();
          expect(page.url()).toBeOneOf(
            [before, after].map((monday) => `${site.url}/admin/agenda?week=${monday}`),
          );
          const callout = page.locator('.a-callout');
          await callout.waitFor();
          expect(await callout.innerText()).toBe(TEXTS.nothingAhead[look.language]);
          await screenshot(page, `agenda-nothing-ahead-${look.size}-${look.language}`);
        });
      }

      await book(LATER, 'Later Visitor');
      for (const look of LOOKS) {
        await inLook(look, async (page) => {
          await page.goto(`${site.url}/admin/agenda`);
          await page.waitForURL(`${site.url}/admin/agenda?week=${mondayOf(LATER)}`);
          const callout = page.locator('.a-callout');
          await callout.waitFor();
          expect(await callout.innerText()).toBe(TEXTS.openedNext[look.language]);
          await page
            .locator(`section[data-date="${LATER}"]`)
            .getByTestId('session')
            .filter({ hasText: 'Later Visitor' })
            .waitFor();
          // A week asked for is shown as asked, without a word about it.
          await page.goto(`${site.url}/admin/agenda?week=${thisMonday()}`);
          await page.getByRole('heading', { level: 2 }).first().waitFor();
          expect(await page.locator('.a-callout').count()).toBe(0);
          await page.goto(`${site.url}/admin/agenda`);
          await callout.waitFor();
          await checkA11y(page, `agenda next week ${look.size} ${look.language}`);
          await screenshot(page, `agenda-next-week-${look.size}-${look.language}`);
        });
      }
    },
    EVERY_LOOK_MS,
  );

  it(
    'blocks a holiday from its first date to its last in one step, on a phone and a laptop',
    async () => {
      for (const [i, look] of LOOKS.entries()) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        const first = `2031-0${i + 1}-10`;
        const last = `2031-0${i + 1}-14`;
        await inLook(look, async (page) => {
          await page.goto(`${site.url}/admin/availability`);
          await page.getByLabel(t(TEXTS.dateToBlock), { exact: true }).fill(first);
          await page.getByLabel(t(TEXTS.until)).fill(last);
          await page.getByRole('button', { name: t(TEXTS.blockDates) }).click();
          const run = page.locator('.a-blocked-list li').filter({
            has: page.locator(`time[datetime="${first}"]`),
          });
          await run.locator(`time[datetime="${last}"]`).waitFor();
          expect(await run.innerText()).toContain(t(TEXTS.fiveDays));
          await page.getByRole('button', { name: t(TEXTS.save) }).click();
          await page.getByRole('status').waitFor();
          await checkA11y(page, `availability holiday ${look.size} ${look.language}`);
          await screenshot(page, `availability-holiday-${look.size}-${look.language}`);
        });
        const saved = (await (await site.api('/availability', { admin: true })).json()) as {
          blocked_dates: string[];
        };
        for (let day = 10; day <= 14; day++) {
          expect(saved.blocked_dates).toContain(`2031-0${i + 1}-${day}`);
        }
      }
    },
    EVERY_LOOK_MS,
  );

  it(
    'stops counting a booking the visitor cancelled among the unresolved appointments',
    async () => {
      const kept = await book(addDays(LATER, 1), 'Kept Visitor');
      const gone = await book(addDays(LATER, 2), 'Gone Visitor');
      const count = (page: Page) =>
        page.getByTestId(`count-${TEXTS.unresolved}`).locator('.a-attention-number').innerText();
      await inLook(LOOKS[0]!, async (page) => {
        await page.goto(`${site.url}/admin`);
        const before = Number(await count(page));
        // The visitor gives their time back from their own page's link.
        const cancelled = await site.api(`/appointments/${gone.token}/cancel`, { method: 'POST' });
        expect(cancelled.status).toBe(200);
        await page.reload();
        await expect.poll(async () => Number(await count(page))).toBe(before - 1);
        await page.getByRole('link', { name: 'Kept Visitor' }).waitFor();
        expect(await page.getByRole('link', { name: 'Gone Visitor' }).count()).toBe(0);
        await screenshot(page, 'dashboard-cancelled-not-counted-desktop-en');
      });
      expect(kept.id).not.toBe(gone.id);
    },
    EVERY_LOOK_MS,
  );
});

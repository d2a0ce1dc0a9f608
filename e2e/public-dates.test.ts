import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './admin-helpers.ts';
import { type Site, startSite } from './harness.ts';

/**
 * Dates read in Myanmar time and in the reader's form: an event starting at 23:00 UTC on
 * 24 December starts at 05:30 on the 25th in Yangon, and a Burmese page says so in
 * Burmese digits and month names.
 */
describe('dates on the pages, in Myanmar time', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ demo: true });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("shows a dated event's start and end on its card, in each language", async () => {
    const created = await site.api('/events', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name: 'Christmas Morning Circle',
        description: 'An early start',
        link: 'https://example.com/register',
        location: 'Yangon',
        image: await site.upload(PNG, 'event.png'),
        // No time in words: the dates say it.
        starts_at: '2099-12-24T23:00:00Z',
        ends_at: '2099-12-25T02:30:00Z',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    // The latest of the upcoming events: on the last page of the home page's events.
    const events = (await (await site.api('/events')).json()) as unknown[];
    const lastPage = Math.ceil(events.length / 4);
    const page = async (lang: string) =>
      (await fetch(`${site.url}/?events=${lastPage}&lang=${lang}`)).text();
    expect(await page('en')).toContain('25 December 2099, 5:30 AM – 9:00 AM');
    expect(await page('mm')).toContain('၂၀၉၉ ဒီဇင်ဘာ ၂၅၊ နံနက် ၅:၃၀ – နံနက် ၉:၀၀');
  });
});

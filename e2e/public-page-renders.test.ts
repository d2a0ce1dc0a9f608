import { beforeAll, describe, expect, it } from 'vitest';
import { type Site, demoSite } from './harness.ts';

/**
 * The renders a stranger can cause (issue 42): made-up query parameters, and made-up
 * values of the ones a page reads, answer a page already kept instead of a render each.
 * Counted by the `x-page-cache` header each answer carries (`rendered` when that request
 * rendered the page), over 1,000 requests a loop.
 */
const REQUESTS = 1_000;
const AT_ONCE = 8;

/** A seeded pseudo-random source, so a failure can be run again as it was. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const word = (length = 1 + Math.floor(next() * 12)) =>
    Array.from(
      { length },
      () => 'abcdefghijklmnopqrstuvwxyz0123456789_-'[Math.floor(next() * 38)],
    ).join('');
  return { next, word };
}

/** Sends every address, a few at a time, and answers how many were rendered. */
async function rendersOf(site: Site, addresses: string[]) {
  let rendered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < addresses.length) {
        const address = addresses[next++]!;
        const response = await fetch(`${site.url}${address}`);
        await response.arrayBuffer();
        expect(response.status, address).toBe(200);
        expect(response.headers.get('x-page-cache'), address).toMatch(/^(rendered|kept)$/);
        if (response.headers.get('x-page-cache') === 'rendered') rendered += 1;
      }
    }),
  );
  return rendered;
}

describe('renders a stranger can cause', () => {
  let site: Site;
  beforeAll(async () => {
    site = await demoSite();
  });

  it.each(['/', '/meet-mung'])(
    '%s: 1,000 made-up parameters and values render the page at most once',
    async (path) => {
      const random = randomSource(42);
      const tracking = ['fbclid', 'gclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'igshid'];
      const addresses = Array.from({ length: REQUESTS }, () => {
        const params = new URLSearchParams();
        params.set(tracking[Math.floor(random.next() * tracking.length)]!, random.word());
        params.set(`utm_${random.word(6)}`, random.word());
        params.set(random.word(), random.word());
        // Parameters the pages read, with values that mean nothing to them.
        // (never a language that exists, a page number or a day).
        if (random.next() < 0.5) params.set('lang', random.word(3));
        if (random.next() < 0.5) params.set('events', `p${random.word()}`);
        if (random.next() < 0.5) params.set('from', `${random.word(4)}-13-45`);
        if (random.next() < 0.3) params.set('_routes', random.word());
        if (random.next() < 0.5) params.set('press', `-${Math.floor(random.next() * 1e6)}`);
        return `${path}?${params}`;
      });
      expect(await rendersOf(site, addresses)).toBeLessThanOrEqual(1);
    },
  );

  it.each([
    ['/', 'events'],
    ['/meet-mung', 'press'],
    ['/blogs', 'articles'],
  ])('%s: 1,000 pages past the last of %s render at most once', async (path, list) => {
    // Read once as it is: the render counts the page's lists.
    await rendersOf(site, [path]);
    const random = randomSource(7);
    const addresses = Array.from(
      { length: REQUESTS },
      () => `${path}?${list}=${50 + Math.floor(random.next() * 1e8)}&fbclid=${random.word()}`,
    );
    expect(await rendersOf(site, addresses)).toBeLessThanOrEqual(1);
  });
});

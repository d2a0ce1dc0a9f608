import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  type Site,
  fetchServed,
  launchBrowser,
  openPage,
  demoSite,
  screenshot,
} from './harness.ts';
import { FIXED_PUBLIC_PAGES, hydrated } from './public-helpers.ts';

/**
 * Scrolls through the page so lazy images load before a full-page screenshot. The first
 * request for each resized image makes it on the server, so this may take a while.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Slides out of view (inert) keep their lazy images until they are shown.
  const loaded = () =>
    [...document.images].filter((i) => !i.closest('[inert]')).every((i) => i.complete);
  try {
    await page.waitForFunction(loaded, null, { timeout: 120_000 });
  } catch (error) {
    // Say which pictures never arrived, and on which page: a timeout alone tells nothing.
    const pending = await page.evaluate(() =>
      [...document.images]
        .filter((i) => !i.closest('[inert]') && !i.complete)
        .map((i) => `${i.currentSrc || i.src} (loading=${i.loading})`),
    );
    throw new Error(`${page.url()}: pictures not loaded after 120 s: ${pending.join(', ')}`, {
      cause: error,
    });
  }
}

type Row = Record<string, unknown>;

describe('the public pages', () => {
  let site: Site;
  let browser: Browser;
  let events: Row[];
  let constants: Record<string, string>;
  let milestones: Row[];
  let awards: Row[];

  const list = async (path: string) => (await (await site.api(path)).json()) as Row[];

  beforeAll(async () => {
    // Its worker's demo site (e2e/global-setup.ts): this file only reads it.
    [site, browser] = await Promise.all([demoSite(), launchBrowser()]);
    [events, milestones, awards] = await Promise.all([
      list('/events').then(homeOrder),
      list('/learning_milestones'),
      list('/awards'),
    ]);
    constants = Object.fromEntries(
      (await list('/constants')).map((c) => [String(c.name), String(c.value)]),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  const html = async (path: string) => {
    const response = await fetchServed(`${site.url}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it('sends the content in the server HTML, before any script runs', async () => {
    const home = await html('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(String(events[0]!.name));
    expect(home.text).toContain('<html lang="en"');
    expect(home.text).toContain('rel="canonical"');
    expect(home.text).toMatch(/rel="preload" as="image"/);

    const homeMm = await html('/?lang=mm');
    expect(homeMm.text).toContain('<html lang="my"');
    expect(homeMm.text).toContain(String(events[0]!.name_mm));

    const coach = await html(`/meet-${constants.coachSlug}`);
    expect(coach.status).toBe(200);
    expect(coach.text).toContain(String(milestones[0]!.name));
    expect(coach.text).toContain(String(awards[0]!.name));
    for (const anchor of [
      'milestones',
      'learning-milestone',
      'awarding-body',
      'press',
      'testimonials',
    ])
      expect(coach.text).toContain(`id="${anchor}"`);

    const oneOnOne = await html('/one-on-one-coaching');
    for (const anchor of ['business-coaching', 'disc-assessment', 'nlp-coaching', 'appointment'])
      expect(oneOnOne.text).toContain(`id="${anchor}"`);
    expect(oneOnOne.text).toContain('One on One Coaching');

    const team = await html('/team-coaching');
    for (const anchor of [
      'strategic-planning',
      'nlp-4-organization-culture',
      'leadership-development',
    ])
      expect(team.text).toContain(`id="${anchor}"`);

    const trainings = await html('/trainings');
    for (const anchor of [
      'leadership-development-training',
      'business-development-training',
      'nlp-certification-training',
    ])
      expect(trainings.text).toContain(`id="${anchor}"`);

    const contact = await html('/contact-us');
    expect(contact.text).toContain(constants.mainPhoneNumber);
    expect(contact.text).toContain(constants.mainEmail);
  });

  it('shows the training figures with "+" and Burmese digits, and the defaults without stats', async () => {
    const stats = (await (await site.api('/stats')).json()) as Record<string, number>;
    const grouped = stats.leadership_development_training_leaders!.toLocaleString('en-US');
    expect((await html('/trainings')).text).toContain(`${grouped}+`);
    const burmese = grouped.replace(/\d/g, (d) => '၀၁၂၃၄၅၆၇၈၉'[Number(d)]!);
    expect((await html('/trainings?lang=mm')).text).toContain(`${burmese}+`);
  });

  it('answers 404 for another /meet- name and unknown pages, inside the site layout', async () => {
    for (const path of ['/meet-someone-else', '/no-such-page', '/one-on-one-coaching/extra']) {
      const page = await html(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Page not found');
    }
  });

  it('links the sections of every page from the footer', async () => {
    const { text } = await html('/');
    const slug = constants.coachSlug;
    const anchors = [
      '/#events',
      '/#clients',
      ...['milestones', 'learning-milestone', 'awarding-body', 'testimonials', 'press'].map(
        (a) => `/meet-${slug}#${a}`,
      ),
      '/one-on-one-coaching#nlp-coaching',
      '/team-coaching#nlp-4-organization-culture',
      '/trainings#nlp-certification-training',
      '/blogs#quotes',
      '/blogs#videos',
      `/articles/view/${constants.termsArticleId}`,
      `/articles/view/${constants.privacyArticleId}`,
      constants.facebookUrl,
      constants.linkedinUrl,
    ];
    for (const href of anchors) expect(text).toContain(`href="${href}"`);
    const categories = await list('/main_categories');
    for (const c of categories) {
      const anchor = String(c.name)
        .toLowerCase()
        .trim()
        .replace(/[^\p{L}\p{N}]+/gu, '-');
      expect(text).toContain(`href="/shops/#${anchor}"`);
    }
    expect(text).toContain('© 2024');
  });

  // The blogs, the shop and the testimonial form have test files (and screenshots) of their own.
  const pages = FIXED_PUBLIC_PAGES.filter(
    (path) => !['/blogs', '/shops', '/testimonial'].includes(path),
  );
  for (const language of ['en', 'mm'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(
        `renders every page in ${language} at ${viewport.width} px`,
        { timeout: 300_000 },
        async () => {
          const { context, page } = await openPage(browser, site, { viewport, language });
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          for (const path of pages) {
            const response = await page.goto(`${site.url}${path}`);
            expect(response?.status()).toBe(200);
            await hydrated(page);
            expect(await page.getAttribute('html', 'lang')).toBe(language === 'mm' ? 'my' : 'en');
            await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
            // Nothing is wider than the screen.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            ).toBeLessThanOrEqual(0);
            await scrollThrough(page);
            const name = path === '/' ? 'home' : path.slice(1);
            await screenshot(page, `public-${name}-${language}-${viewport.width}`);
          }
          expect(errors).toEqual([]);
          await context.close();
        },
      );
    }
  }

  it('switches language with the globe and keeps it after a reload', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/team-coaching`);
    await hydrated(page);
    await page.getByRole('link', { name: 'မြန်မာဘာသာဖြင့် ကြည့်ရန်' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('my');
    await expect.poll(() => page.locator('h1').textContent()).toContain('ဦးတည်ချက်');
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('mm');
    await hydrated(page);
    await page.getByRole('link', { name: 'View in English' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('pages through the events, four at a time, by links that load only the new data', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/#events`);
    await hydrated(page);
    // A full reload would lose this.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const pager = page.getByRole('navigation', { name: 'Event pages' });
    const cards = page.locator('#events .event-name');
    await expect.poll(() => cards.count()).toBe(4);
    expect(await cards.first().textContent()).toBe(events[0]!.name);
    expect(await pager.getByRole('link', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/?events=2#events',
    );
    expect(await pager.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => cards.first().textContent()).toBe(events[4]!.name);
    expect(new URL(page.url()).search).toBe('?events=2');
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.locator('#events [aria-live="polite"]').count()).toBe(1);
    const last = Math.ceil(events.length / 4);
    await pager.getByRole('link', { name: `Page ${last}` }).click();
    await expect.poll(() => cards.first().textContent()).toBe(events[(last - 1) * 4]!.name);
    expect(await pager.getByRole('link', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it('pages through the events without JavaScript, and shows the last page past the end', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${site.url}/?lang=en`);
    // (Other parameters stay in the pager's links.)
    const cards = page.locator('#events .event-name');
    const pager = page.getByRole('navigation', { name: 'Event pages' });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\?lang=en&events=2#events$/);
    expect(await cards.first().textContent()).toBe(events[4]!.name);
    const last = Math.ceil(events.length / 4);
    await page.goto(`${site.url}/?events=999#events`);
    expect(await cards.first().textContent()).toBe(events[(last - 1) * 4]!.name);
    expect(
      await pager.getByRole('link', { name: `Page ${last}` }).getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  });

  it('renders the page of clients and press the address names, with links to the others', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    for (const [path, key, size, selector, label] of [
      ['/', 'clients', 18, '#clients .client-logo', 'Client pages'],
      ['/meet-mung', 'press', 6, '#press .press-card', 'Press pages'],
    ] as const) {
      const total = (await list(`/${key}`)).length;
      const pages = Math.ceil(total / size);
      await page.goto(`${site.url}${path}?${key}=${pages}#${key}`);
      expect(await page.locator(selector).count()).toBe(total - (pages - 1) * size);
      if (pages > 1) {
        const pager = page.getByRole('navigation', { name: label });
        // Page 1 has no parameter: one address for it.
        const previous = pages === 2 ? `${path}#${key}` : `${path}?${key}=${pages - 1}#${key}`;
        expect(await pager.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
          previous,
        );
      }
    }
    await context.close();
  });

  /** Every script that `files` import, statically or dynamically, read from the served files. */
  async function reachable(files: string[]): Promise<Set<string>> {
    const seen = new Set<string>();
    const waiting = [...files];
    while (waiting.length) {
      const file = waiting.pop()!;
      if (seen.has(file) || !file.endsWith('.js')) continue;
      seen.add(file);
      const text = await (await fetch(`${site.url}${file}`)).text();
      // `from"./x.js"`, `import(\`./x.js\`)`, and the preload list's "assets/x.js".
      for (const [, name] of text.matchAll(/(?:\.\/|assets\/)([\w.-]+\.js)/g)) {
        waiting.push(`/assets/${name}`);
      }
    }
    return seen;
  }

  it('loads no back-office code on public pages', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    const scripts = new Set<string>();
    let onPublicPages = true;
    page.on('request', (r) => {
      if (onPublicPages && r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Meet Mung', 'One-on-One Coaching', 'Team Coaching', 'Contact']) {
      await menu.getByRole('link', { name }).click();
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    }
    type Manifest = { routes: Record<string, { id: string; module: string; imports?: string[] }> };
    const manifest = () =>
      page.evaluate(
        () => (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest,
      );
    const isAdmin = (id: string) => id.startsWith('routes/admin') || id.startsWith('admin/');
    const files = (m: Manifest, admin: boolean) =>
      Object.values(m.routes)
        .filter((r) => isAdmin(r.id) === admin)
        .flatMap((r) => [r.module, ...(r.imports ?? [])]);
    const publicManifest = await manifest();
    expect(Object.keys(publicManifest.routes).filter(isAdmin)).toEqual([]);
    // The public routes' code and all it imports, at once or later: an island's code
    // (apps/web/app/startup/island.tsx) shares small modules with the back office.
    const publicFiles = await reachable(files(publicManifest, false));

    // The sign-in screen's route modules are the back office's own code.
    onPublicPages = false;
    await page.goto(`${site.url}/login`);
    await expect.poll(async () => Object.keys((await manifest()).routes).some(isAdmin)).toBe(true);
    const adminOnly = files(await manifest(), true).filter((f) => !publicFiles.has(f));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(scripts.size).toBeGreaterThan(3);
    expect([...scripts].filter((s) => adminOnly.includes(s))).toEqual([]);
    await context.close();
  });

  it('highlights the active page in the menu and remembers it', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Trainings' }).click();
    await page.waitForURL(`${site.url}/trainings`);
    await expect
      .poll(() => menu.getByRole('link', { name: 'Trainings' }).getAttribute('aria-current'))
      .toBe('page');
    // Remembered by an effect, which runs after the render that set aria-current.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('activeMenu')))
      .toBe('/trainings');
    await context.close();
  });
});

/**
 * The events in the home page's order (decision 0019): upcoming ones soonest first, then
 * the undated ones newest first, then past ones most recent first. The API's list is
 * newest first; the demo's events are dated.
 */
function homeOrder(events: Row[]): Row[] {
  const now = new Date().toISOString();
  const start = (e: Row) => (e.starts_at as string | null) ?? '';
  const overAt = (e: Row) => ((e.ends_at ?? e.starts_at) as string | null) ?? '';
  const part = (e: Row) => (!e.starts_at ? 1 : overAt(e) >= now ? 0 : 2);
  const created = (e: Row) => String(e.created);
  return [...events].sort((a, b) => {
    const byPart = part(a) - part(b);
    if (byPart !== 0) return byPart;
    if (part(a) === 0)
      return start(a).localeCompare(start(b)) || created(a).localeCompare(created(b));
    if (part(a) === 1) return created(b).localeCompare(created(a));
    return start(b).localeCompare(start(a));
  });
}

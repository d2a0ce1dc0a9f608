import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';

type Row = Record<string, unknown> & { id: number; name: string };

/**
 * The testimonials and awards sliders read one slide at a time on the server: the slide
 * is in the address, so the arrows work without JavaScript, and with it the slider steps
 * in place, fetching only the slides it lacks.
 */
describe('public site: sliders paged by the server', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  let testimonials: Row[];
  let awards: Row[];
  const slideOf = <T>(list: T[], slide: number, size: number) =>
    list.slice((slide - 1) * size, slide * size);

  beforeAll(async () => {
    const photo = await site.upload(PNG, 'face.png');
    const created = async (path: string, body: object) => {
      const response = await site.api(path, {
        method: 'POST',
        admin: true,
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as Row).id;
    };
    // Enough for more than ten slides of testimonials and three of awards.
    for (let i = 1; i <= 44; i++) {
      const id = await created('/testimonials', {
        name: `Slider Person ${i}`,
        organization: 'Slide Co',
        programs: 'Team Coaching',
        role: 'Manager',
        differences: `Story number ${i}`,
        take_away: 'Listen first',
        photo,
      });
      await site.api(`/testimonials/${id}/publish`, { method: 'PUT', admin: true });
    }
    for (let i = 1; i <= 30; i++) {
      await created('/awards', { name: `Slider Award ${i}`, rank: 100 + i, image: photo });
    }
    testimonials = (await (await site.api('/testimonials?publish_status=true')).json()) as Row[];
    awards = (await (await site.api('/awards')).json()) as Row[];
    expect(testimonials.length).toBeGreaterThan(40);
    expect(awards.length).toBeGreaterThanOrEqual(30);
  });

  const testimonialSlider = (page: Page) => page.getByRole('region', { name: 'Testimonials' });
  const awardsSlider = (page: Page) => page.getByRole('region', { name: 'Awards' });
  const shownNames = (slider: Locator, selector: string) =>
    slider.locator(`.slider-slide:not([aria-hidden="true"]) ${selector}`).allTextContents();
  const testimonialNames = (slider: Locator) => shownNames(slider, '.person-name');
  const awardNames = (slider: Locator) => shownNames(slider, '.award-name');

  it('renders only the slide asked for and the next, never the whole list', async () => {
    const response = await fetch(`${site.url}/one-on-one-coaching?testimonials=3`);
    const html = await response.text();
    const names = testimonials.map((t) => t.name).filter((name) => html.includes(`>${name}<`));
    expect(names).toEqual(
      [...slideOf(testimonials, 3, 4), ...slideOf(testimonials, 4, 4)].map((t) => t.name),
    );
  });

  it('steps without JavaScript through the address, wrapping at both ends', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    const slides = Math.ceil(testimonials.length / 4);
    await page.goto(`${site.url}/one-on-one-coaching#testimonials`);
    const slider = testimonialSlider(page);
    expect(await testimonialNames(slider)).toEqual(slideOf(testimonials, 1, 4).map((t) => t.name));
    // More than ten slides: a position line stands in for the dots.
    expect(await slider.getByText(`Slide 1 of ${slides}`).count()).toBe(1);
    expect(await slider.locator('.slider-dot').count()).toBe(0);

    await slider.getByRole('link', { name: 'Previous slide' }).click();
    await page.waitForURL(new RegExp(`\\?testimonials=${slides}#testimonials$`));
    expect(await testimonialNames(testimonialSlider(page))).toEqual(
      slideOf(testimonials, slides, 4).map((t) => t.name),
    );
    await testimonialSlider(page).getByRole('link', { name: 'Next slide' }).click();
    await page.waitForURL(/\/one-on-one-coaching\?#testimonials$/);
    expect(await testimonialNames(testimonialSlider(page))).toEqual(
      slideOf(testimonials, 1, 4).map((t) => t.name),
    );
    await context.close();
  });

  it('steps in place with JavaScript, fetching only the slides it lacks, and opens a story', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') fetched.push(`document ${request.url()}`);
      if (request.url().includes('/slides/')) fetched.push(new URL(request.url()).search);
    });
    await page.goto(`${site.url}/meet-mung#testimonials`);
    await hydrated(page);
    fetched.length = 0;
    const slides = Math.ceil(testimonials.length / 4);
    const slider = testimonialSlider(page);
    const next = slider.getByRole('link', { name: 'Next slide' });
    const previous = slider.getByRole('link', { name: 'Previous slide' });

    // The pointer coming near fetches the neighbours; a taller one grows the slides, and
    // the arrows stay where the pointer is heading.
    const onPage = () =>
      next.evaluate((arrow) => {
        const box = arrow.getBoundingClientRect();
        return { x: box.x + window.scrollX, y: box.y + window.scrollY };
      });
    const arrowAt = await onPage();
    const neighbour = page.waitForResponse((response) => response.url().includes('/slides/'));
    await slider.locator('.slider-viewport').hover();
    await neighbour;
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await onPage()).toEqual(arrowAt);

    await next.click();
    await expect
      .poll(() => testimonialNames(slider))
      .toEqual(slideOf(testimonials, 2, 4).map((t) => t.name));
    await next.click();
    await expect
      .poll(() => testimonialNames(slider))
      .toEqual(slideOf(testimonials, 3, 4).map((t) => t.name));
    await previous.click();
    await previous.click();
    await previous.click();
    await expect
      .poll(() => testimonialNames(slider))
      .toEqual(slideOf(testimonials, slides, 4).map((t) => t.name));
    expect(await slider.getByText(`Slide ${slides} of ${slides}`).count()).toBe(1);
    // No page load, only slide fetches; the address stays as it was.
    expect(fetched.filter((f) => f.startsWith('document'))).toEqual([]);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((f) => /^\?slide=\d+&lang=en$/.test(f))).toBe(true);
    expect(page.url()).toBe(`${site.url}/meet-mung#testimonials`);

    // A fetched slide's card opens its whole story.
    const last = slideOf(testimonials, slides, 4)[0]!;
    await slider.getByRole('button', { name: `Read more: the full story of ${last.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(String(last.differences));
    await screenshot(page, 'public-testimonials-slider-fetched-en-1366');
    await context.close();
  });

  it('follows a swipe on a phone: right to left is the next slide, left to right the previous', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/meet-mung#testimonials`);
    await hydrated(page);
    // The swipe's coordinates are taken once the page is at #testimonials, or they would
    // name a place the slider has since left.
    await page.waitForFunction(
      () => Math.abs(document.getElementById('testimonials')!.getBoundingClientRect().top) < 150,
    );
    const slider = testimonialSlider(page);
    const names = (slide: number) => slideOf(testimonials, slide, 4).map((t) => t.name);
    expect(await testimonialNames(slider)).toEqual(names(1));
    const box = (await slider.locator('.slider-viewport').boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 200);
    const touch = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const point = (x: number) => [{ x, y }];
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: point(fromX),
      });
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect.poll(() => testimonialNames(slider)).toEqual(names(2));
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect.poll(() => testimonialNames(slider)).toEqual(names(1));
    // The page stays where it was: the swipe moved the slider, not the page.
    expect(page.url()).toBe(`${site.url}/meet-mung#testimonials`);
    await context.close();
  });

  it('pages the awards 12 a slide with dots, and moves on by itself', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/meet-mung#awarding-body`);
    await hydrated(page);
    const slider = awardsSlider(page);
    const slides = Math.ceil(awards.length / 12);
    expect(await slider.locator('.slider-dot').count()).toBe(slides);
    expect(await awardNames(slider)).toEqual(slideOf(awards, 1, 12).map((a) => a.name));
    // Auto-advance every 5 s while the pointer is elsewhere.
    await page.mouse.move(1, 1);
    await expect
      .poll(() => awardNames(slider), { timeout: 15_000 })
      .toEqual(slideOf(awards, 2, 12).map((a) => a.name));

    await slider.getByRole('link', { name: `Slide ${slides} of ${slides}` }).click();
    await expect
      .poll(() => awardNames(slider))
      .toEqual(slideOf(awards, slides, 12).map((a) => a.name));
    await context.close();
  });

  it('serves a slide as JSON in the language asked for, and nothing for an unknown slider', async () => {
    const response = await fetch(`${site.url}/slides/testimonials?slide=2&lang=mm`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { slide: number; slides: number; items: Row[] };
    expect(body.slide).toBe(2);
    expect(body.slides).toBe(Math.ceil(testimonials.length / 4));
    expect(body.items.map((t) => t.name)).toEqual(slideOf(testimonials, 2, 4).map((t) => t.name));
    expect((await fetch(`${site.url}/slides/orders?slide=1`)).status).toBe(404);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_CARD_KEYS } from '@coach/contract';
import {
  PUBLIC_PAGES,
  cardAt,
  fixedPageAddresses,
  pageAddress,
  sitemapAddresses,
} from './public-pages';
import { MEET_MUNG_PAGE_ADDRESSES } from './public-pages.fixture';

describe('the list of public pages', () => {
  it('points every page at a route module in a folder of its own under pages/', () => {
    for (const page of PUBLIC_PAGES) {
      expect(page.file).toMatch(/^pages\/[a-z-]+\//);
      expect(existsSync(new URL(`../${page.file}`, import.meta.url)), page.file).toBe(true);
    }
    // Every page folder holds a listed page (the shop's folder holds its checkout too).
    const folders = readdirSync(new URL('../pages', import.meta.url));
    expect(new Set(PUBLIC_PAGES.map((page) => page.file.split('/')[1]))).toEqual(new Set(folders));
  });

  it('gives the coach profile its address from the slug, and none to pages per record', () => {
    expect(fixedPageAddresses('/meet-mung')).toEqual(MEET_MUNG_PAGE_ADDRESSES);
  });

  it('lists in the sitemap the pages marked so', () => {
    expect(sitemapAddresses('/meet-ko')).toEqual(fixedPageAddresses('/meet-ko'));
    expect(PUBLIC_PAGES.filter((page) => !page.inSitemap).map((page) => page.path)).toEqual([
      'articles/view/:id',
      'events/:id',
      'events/:id/waitlist',
      'events/:id/claim/:token',
      'shops/checkout/:productId',
      'orders/:token',
      'registrations/:token',
      'appointments/:token',
      'search',
      'subscribe',
      'subscribe/confirm',
      'unsubscribe',
    ]);
  });

  it('marks the pages of one visitor private (an order, an appointment, a registration, a waiting list’s answer and offer, the email list’s sign-up answer and links) and the search, whose renders count searches, and only them', () => {
    expect(PUBLIC_PAGES.filter((page) => page.private).map((page) => page.path)).toEqual([
      'events/:id/waitlist',
      'events/:id/claim/:token',
      'orders/:token',
      'registrations/:token',
      'appointments/:token',
      'search',
      'subscribe',
      'subscribe/confirm',
      'unsubscribe',
    ]);
  });

  it('gives a social card to every page with one address, under the keys the API knows', () => {
    const shareable = PUBLIC_PAGES.filter((page) => !page.private && pageAddress(page, '/meet-x'));
    expect(PUBLIC_PAGES.filter((page) => page.card)).toEqual(shareable);
    // The API's list (packages/contract), in the same order: GET /api/pages answers it.
    expect(shareable.map((page) => page.card)).toEqual([...PAGE_CARD_KEYS]);
  });

  it.each([
    ['/', 'home'],
    ['/meet-mung', 'coach'],
    ['/Meet-Mung/', 'coach'],
    ['/trainings', 'trainings'],
    ['/TRAININGS', 'trainings'],
    ['/contact-us', 'contact-us'],
    ['/meet-someone-else', undefined],
    ['/articles/view/3', undefined],
    ['/shops/checkout/2', undefined],
    ['/orders/secret-token', undefined],
    ['/appointments/secret-token', undefined],
    ['/events/3/claim/secret-token', undefined],
  ])('finds the card of %s: %s', (path, card) => {
    expect(cardAt(path, '/meet-mung')).toBe(card);
  });
});

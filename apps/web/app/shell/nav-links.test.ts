import { describe, expect, it } from 'vitest';
import { MEET_MUNG_PAGE_ADDRESSES } from '../lib/public-pages.fixture';
import { activeMenuPath, footerGroups, menuLinks } from './nav-links';

const links = menuLinks('/meet-mung');

describe('the header menu', () => {
  it('links every public page, in reading order', () => {
    expect(links.map((l) => l.to)).toEqual(MEET_MUNG_PAGE_ADDRESSES);
  });

  it.each([
    ['/', null, '/'],
    ['/team-coaching/', null, '/team-coaching'],
    ['/articles/view/4', '/', '/blogs'],
    ['/somewhere', '/shops', '/shops'],
    ['/somewhere', '/not-in-menu', null],
  ])('highlights %s (remembered %s) as %s', (path, remembered, active) => {
    expect(activeMenuPath(path, links, remembered)).toBe(active);
  });
});

describe('the footer', () => {
  it('links the sections of every page', () => {
    const anchors = footerGroups('/meet-mung').flatMap((g) => g.links.map((l) => l.to));
    expect(anchors).toEqual([
      '/#events',
      '/#clients',
      '/meet-mung#milestones',
      '/meet-mung#learning-milestone',
      '/meet-mung#awarding-body',
      '/meet-mung#testimonials',
      '/meet-mung#press',
      '/one-on-one-coaching#business-coaching',
      '/one-on-one-coaching#disc-assessment',
      '/one-on-one-coaching#nlp-coaching',
      '/one-on-one-coaching#appointment',
      '/team-coaching#strategic-planning',
      '/team-coaching#nlp-4-organization-culture',
      '/team-coaching#leadership-development',
      '/team-coaching#appointment',
      '/trainings#leadership-development-training',
      '/trainings#business-development-training',
      '/trainings#nlp-certification-training',
      '/trainings#appointment',
      '/blogs#quotes',
      '/blogs#articles',
      '/blogs#videos',
    ]);
  });
});

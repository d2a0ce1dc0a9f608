/**
 * For the tests: the address of every public page that has one, in reading order, on a
 * site whose coach profile is at /meet-mung (the menu links them all).
 */
export const MEET_MUNG_PAGE_ADDRESSES = [
  '/',
  '/meet-mung',
  '/one-on-one-coaching',
  '/team-coaching',
  '/trainings',
  '/blogs',
  '/shops',
  '/contact-us',
  '/testimonial',
];

import type { commonMessages } from '../i18n/common';
import { PUBLIC_PAGES, pageAddress } from '../lib/public-pages';

type Key = keyof typeof commonMessages;

export interface NavLink {
  to: string;
  label: Key;
}

/** The header menu: the public pages that have an entry, in the list's reading order. */
export const menuLinks = (coachPath: string): NavLink[] =>
  PUBLIC_PAGES.flatMap((page) => {
    const to = pageAddress(page, coachPath);
    return page.menuLabel && to ? [{ to, label: page.menuLabel }] : [];
  });

export interface FooterGroup {
  title: Key;
  to: string;
  links: NavLink[];
}

/** A footer group: a menu page's title and link, and anchors (id, label) on that page. */
function group(pages: NavLink[], title: Key, anchors: [id: string, label: Key][]): FooterGroup {
  const to = pages.find((page) => page.label === title)?.to;
  if (!to) throw new Error(`The footer names "${title}", which is not in the menu`);
  return { title, to, links: anchors.map(([id, label]) => ({ to: `${to}#${id}`, label })) };
}

/** The footer's anchor links (public spec, "Navigation and footer"); the shop's come from its categories. */
export function footerGroups(coachPath: string): FooterGroup[] {
  const pages = menuLinks(coachPath);
  return [
    group(pages, 'home', [
      ['events', 'events'],
      ['clients', 'clients'],
    ]),
    group(pages, 'meetCoach', [
      ['milestones', 'milestones'],
      ['learning-milestone', 'learningMilestones'],
      ['awarding-body', 'awardingBodies'],
      ['testimonials', 'testimonials'],
      ['press', 'press'],
    ]),
    group(pages, 'oneOnOne', [
      ['business-coaching', 'businessCoaching'],
      ['disc-assessment', 'discAssessment'],
      ['nlp-coaching', 'nlpCoaching'],
      ['appointment', 'appointment'],
    ]),
    group(pages, 'teamCoaching', [
      ['strategic-planning', 'strategicPlanning'],
      ['nlp-4-organization-culture', 'nlpOrganization'],
      ['leadership-development', 'leadershipDevelopment'],
      ['appointment', 'appointment'],
    ]),
    group(pages, 'trainings', [
      ['leadership-development-training', 'leadershipTraining'],
      ['business-development-training', 'businessTraining'],
      ['nlp-certification-training', 'nlpTraining'],
      ['appointment', 'appointment'],
    ]),
    group(pages, 'blogs', [
      ['quotes', 'quotes'],
      ['articles', 'articles'],
      ['videos', 'videos'],
    ]),
  ];
}

/** localStorage key of the menu entry the visitor chose last, for pages outside the menu. */
export const ACTIVE_MENU_KEY = 'activeMenu';

/** The menu entry for a path: the exact route, or the remembered one for pages outside the menu. */
export function activeMenuPath(pathname: string, links: NavLink[], remembered: string | null) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (links.some((l) => l.to === path)) return path;
  if (path.startsWith('/articles/')) return '/blogs';
  return links.some((l) => l.to === remembered) ? remembered : null;
}

import type { commonMessages } from '../../i18n/common';

type Key = keyof typeof commonMessages;

export interface NavLink {
  to: string;
  label: Key;
}

/** The header menu: every public page, in reading order. */
export const menuLinks = (coachPath: string): NavLink[] => [
  { to: '/', label: 'home' },
  { to: coachPath, label: 'meetCoach' },
  { to: '/one-on-one-coaching', label: 'oneOnOne' },
  { to: '/team-coaching', label: 'teamCoaching' },
  { to: '/trainings', label: 'trainings' },
  { to: '/blogs', label: 'blogs' },
  { to: '/shops', label: 'shop' },
  { to: '/contact-us', label: 'contact' },
  { to: '/testimonial', label: 'testimonial' },
];

export interface FooterGroup {
  title: Key;
  to: string;
  links: NavLink[];
}

/** The footer's links to the sections of each page; the shop's come from its categories. */
export const footerGroups = (coachPath: string): FooterGroup[] => [
  {
    title: 'home',
    to: '/',
    links: [
      { to: '/#events', label: 'events' },
      { to: '/#clients', label: 'clients' },
    ],
  },
  {
    title: 'meetCoach',
    to: coachPath,
    links: [
      { to: `${coachPath}#milestones`, label: 'milestones' },
      { to: `${coachPath}#learning-milestone`, label: 'learningMilestones' },
      { to: `${coachPath}#awarding-body`, label: 'awardingBodies' },
      { to: `${coachPath}#testimonials`, label: 'testimonials' },
      { to: `${coachPath}#press`, label: 'press' },
    ],
  },
  {
    title: 'oneOnOne',
    to: '/one-on-one-coaching',
    links: [
      { to: '/one-on-one-coaching#business-coaching', label: 'businessCoaching' },
      { to: '/one-on-one-coaching#disc-assessment', label: 'discAssessment' },
      { to: '/one-on-one-coaching#nlp-coaching', label: 'nlpCoaching' },
      { to: '/one-on-one-coaching#appointment', label: 'appointment' },
    ],
  },
  {
    title: 'teamCoaching',
    to: '/team-coaching',
    links: [
      { to: '/team-coaching#strategic-planning', label: 'strategicPlanning' },
      { to: '/team-coaching#nlp-4-organization-culture', label: 'nlpOrganization' },
      { to: '/team-coaching#leadership-development', label: 'leadershipDevelopment' },
      { to: '/team-coaching#appointment', label: 'appointment' },
    ],
  },
  {
    title: 'trainings',
    to: '/trainings',
    links: [
      { to: '/trainings#leadership-development-training', label: 'leadershipTraining' },
      { to: '/trainings#business-development-training', label: 'businessTraining' },
      { to: '/trainings#nlp-certification-training', label: 'nlpTraining' },
      { to: '/trainings#appointment', label: 'appointment' },
    ],
  },
  {
    title: 'blogs',
    to: '/blogs',
    links: [
      { to: '/blogs#quotes', label: 'quotes' },
      { to: '/blogs#articles', label: 'articles' },
      { to: '/blogs#videos', label: 'videos' },
    ],
  },
];

/** localStorage key of the menu entry the visitor chose last, for pages outside the menu. */
export const ACTIVE_MENU_KEY = 'activeMenu';

/** The menu entry for a path: the exact route, or the remembered one for pages outside the menu. */
export function activeMenuPath(pathname: string, links: NavLink[], remembered: string | null) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (links.some((l) => l.to === path)) return path;
  if (path.startsWith('/articles/')) return '/blogs';
  return links.some((l) => l.to === remembered) ? remembered : null;
}

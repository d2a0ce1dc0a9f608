import { island } from '../../startup/island';

/**
 * The sign-up form as an island (startup/island.tsx): its code and its words load after
 * the rest of the page is hydrated, not with every page's first scripts (it is in every
 * footer). Its styles come with the root (root.tsx).
 */
export const SubscribeForm = island(() =>
  import('./subscribe-form').then((module) => module.SubscribeForm),
);

import type { ScreenConfig } from '../crud/types.ts';
import { articles, blogVideos, press } from './articles-videos-press.ts';
import { awards, clients, events, learningMilestones, quotes } from './people.ts';
import { mainCategories, products, subCategories } from './shop.ts';
import { colors, constants, contentHome } from './site.ts';

/** Every screen served by the generic list and form, keyed by its path under /admin. */
export const SCREENS: Record<string, ScreenConfig> = Object.fromEntries(
  [
    contentHome,
    mainCategories,
    subCategories,
    products,
    clients,
    quotes,
    events,
    articles,
    blogVideos,
    learningMilestones,
    awards,
    press,
    colors,
    constants,
  ].map((screen) => [screen.path, screen]),
);

/** The screen of an /admin/... location, from its first path segment. */
export function screenFor(pathname: string): ScreenConfig | undefined {
  const segment = pathname.split('/')[2];
  return segment ? SCREENS[segment] : undefined;
}

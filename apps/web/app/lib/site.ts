import type { Language } from '@coach/contract';
import { DEFAULT_COACH_NAME, businessNameOf } from '@coach/contract/site-constants';
import { type CardText, type PageCard, type PageCardKey, cardIn } from '@coach/contract/page-cards';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import { DEFAULT_COACH_SLUG } from '@coach/contract/previews';

/** Site constants the public pages read (managed in the back office). */
export interface SiteInfo {
  businessName: string;
  coachName: string;
  /** The coach profile lives at /meet-{coachSlug}. */
  coachSlug: string;
  phone: string;
  email: string;
  social: { facebook: string; youtube: string; twitter: string; linkedin: string };
  termsArticleId: string;
  privacyArticleId: string;
}

/** Reads the constants with sensible fallbacks, so a fresh site without them still renders. */
export function siteInfo(constants: Record<string, string>): SiteInfo {
  const value = (name: string, fallback = '') => constants[name]?.trim() || fallback;
  const coachName = value('coachName', DEFAULT_COACH_NAME);
  return {
    businessName: businessNameOf(constants),
    coachName,
    coachSlug: value('coachSlug', DEFAULT_COACH_SLUG).toLowerCase(),
    phone: value('mainPhoneNumber'),
    email: value('mainEmail'),
    social: {
      facebook: value('facebookUrl'),
      youtube: value('youtubeUrl'),
      twitter: value('twitterUrl'),
      linkedin: value('linkedinUrl'),
    },
    termsArticleId: value('termsArticleId'),
    privacyArticleId: value('privacyArticleId'),
  };
}

/** What the root loader gives every page. */
export interface RootLoaderData {
  language: Language;
  /**
   * The owner's colours as the stylesheets' custom properties (lib/theme.ts), made on the
   * server: the palette's arithmetic stays out of every page's scripts.
   */
  themeCss: string;
  site: SiteInfo;
  publicUrl: string;
  /** The site's time zone (SITE_TIME_ZONE), for every date shown, in pages and back office. */
  timeZone: string;
  /**
   * The pages' social cards in the page's language, their set fields only (seo.ts falls
   * back to each page's own values). All of them, not only this page's: the root's data
   * is not loaded again when a visitor follows a link to another page.
   */
  cards: PageCards;
}

export type PageCards = Partial<Record<PageCardKey, CardText>>;

/** The cards' set fields in one language; a card with none is left out. */
export function cardsIn(cards: readonly PageCard[], language: Language): PageCards {
  const out: PageCards = {};
  for (const card of cards) {
    const text = cardIn(card, language);
    if (Object.keys(text).length) out[card.page] = text;
  }
  return out;
}

/** The site constants and public origin, from the root loader. */
export function useSite(): SiteInfo & { publicUrl: string } {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  return { ...(data?.site ?? siteInfo({})), publicUrl: data?.publicUrl ?? '' };
}

/** The time zone the site shows dates in, from the root loader. */
export function useTimeZone(): string {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The coach profile path, e.g. /meet-mung. */
export const coachPath = (site: Pick<SiteInfo, 'coachSlug'>) => `/meet-${site.coachSlug}`;

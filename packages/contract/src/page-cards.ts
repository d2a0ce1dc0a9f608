/**
 * Social cards: the title, description and picture that Facebook, Telegram and Twitter
 * show when someone shares a public page, set per page and language by the owner
 * (`GET /api/pages`, `PUT /api/pages/{page}`). Plain data without zod: the public pages'
 * list (apps/web's public-pages.ts) reads the keys, and it is part of every page's script.
 */
import type { Language } from './options.ts';

/**
 * The pages that have a card: those at one fixed address. A page per record (an article,
 * a product's checkout) shares its record's own text and picture, and a customer's order
 * page is private. `coach` is the coach's profile, whose address (/meet-{slug}) follows a
 * site constant; the other keys are the pages' paths, `home` the home page's.
 */
export const PAGE_CARD_KEYS = [
  'home',
  'coach',
  'one-on-one-coaching',
  'team-coaching',
  'trainings',
  'blogs',
  'shops',
  'contact-us',
  'testimonial',
] as const;
export type PageCardKey = (typeof PAGE_CARD_KEYS)[number];

export const isPageCardKey = (value: string): value is PageCardKey =>
  (PAGE_CARD_KEYS as readonly string[]).includes(value);

/**
 * Longest title and description. Facebook shows about the first 60 characters of a title
 * and 110 of a description and cuts the rest, but search engines and Telegram show more;
 * the description matches the page's meta description, which is cut at 300.
 */
export const PAGE_CARD_TITLE_MAX = 200;
export const PAGE_CARD_DESCRIPTION_MAX = 300;

/** A card's fields, in the order the API answers them. */
export const PAGE_CARD_FIELDS = [
  'title',
  'title_mm',
  'description',
  'description_mm',
  'image',
] as const;
export type PageCardField = (typeof PAGE_CARD_FIELDS)[number];

/**
 * One page's card as the API answers it: null where not set, and then the page's own
 * title, description or picture is shared (field by field, per language).
 */
export interface PageCard {
  page: PageCardKey;
  title: string | null;
  title_mm: string | null;
  description: string | null;
  description_mm: string | null;
  /** An uploaded image's id; shared at 1.91:1 (1200 × 628 fits best). */
  image: string | null;
}

/** A card's texts in one language, as a page's meta tags use them (set fields only). */
export interface CardText {
  title?: string;
  description?: string;
  image?: string;
}

/** A card in one language: its set fields only, for the pages' meta tags. */
export function cardIn(card: PageCard, language: Language): CardText {
  const title = language === 'mm' ? card.title_mm : card.title;
  const description = language === 'mm' ? card.description_mm : card.description;
  return {
    ...(title && { title }),
    ...(description && { description }),
    ...(card.image && { image: card.image }),
  };
}

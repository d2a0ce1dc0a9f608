import { email, fileRef, hexColor, integer, link, longText, oneOf, text } from '../fields.ts';
import { type ConstantKind, SITE_CONSTANTS } from '../site-constants.ts';
import { z } from 'zod';
import { COLOR_TYPES } from '../options.ts';
import { shape } from '../shape.ts';
import { asciiDigits } from '../formats.ts';
import { apiMessage } from '../messages.ts';

/** Site settings: constants, colours, and the single stats and banners records. */

/** Constants the footer of every page turns into links to the coach's social pages. */
export const SOCIAL_LINK_CONSTANTS = [
  'facebookUrl',
  'youtubeUrl',
  'twitterUrl',
  'linkedinUrl',
] as const;

/**
 * A web link (http or https) only: a social page is never a path on this site, a mail
 * link, or a script. Refused with the message of every other link field.
 */
const webLink = () => link().refine((v) => /^https?:\/\//i.test(v), apiMessage('webAddress'));

/** What a constant of each kind must hold (a constant of kind text takes any text). */
const CONSTANT_VALUES: Record<Exclude<ConstantKind, 'text'>, () => z.ZodType> = {
  web: webLink,
  email: () => email(),
  // Digits with the usual separators, a leading + for the country: "+95 9 123 456 789".
  // Typed in Burmese digits ("+၉၅ ၉ ...") it is stored in ASCII ones, as a customer's number
  // is dialled (detail/contact-links.ts): what a tel: link and every phone read.
  phone: () =>
    text(40)
      .transform(asciiDigits)
      .refine(
        (v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 6,
        apiMessage('validPhone'),
      ),
  // An article's id, picked by its title in the back office.
  article: () => text(20).refine((v) => /^[1-9]\d{0,9}$/.test(v.trim()), apiMessage('pickArticle')),
  slug: () =>
    text(60).refine((v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), apiMessage('slugFormat')),
};

/** A constant's name is fixed: only its value can change. */
const constantFields = { value: longText(2000) };
export const constant = {
  update: shape(constantFields, { value: true }),
  fields: constantFields,
  /** Shown beside the value, never written through the API. */
  fixed: { name: text(100) },
  /** What the value must be, for each constant the site knows (site-constants.ts). */
  valueRules: {
    key: 'name',
    field: 'value',
    schemas: Object.fromEntries(
      Object.entries(SITE_CONSTANTS).flatMap(([name, guide]) =>
        guide.kind === 'text' ? [] : [[name, CONSTANT_VALUES[guide.kind]()]],
      ),
    ),
  },
};

/** A colour's type is fixed: only its value (the field is called name) can change. */
const colorFields = { name: hexColor() };
export const color = {
  update: shape(colorFields, { name: true }),
  fields: colorFields,
  fixed: { type: oneOf(COLOR_TYPES) },
};

export const STAT_NUMBERS = [
  'business_coaching_leaders',
  'business_coaching_count',
  'strategic_planning_businesses',
  'strategic_planning_count',
  'team_coaching_businesses',
  'team_coaching_count',
  'business_development_training_leaders',
  'leadership_development_training_leaders',
  'nlp_certification_training_leaders',
] as const;
export const STAT_IMAGES = [
  'business_coaching_image',
  'strategic_planning_image',
  'team_coaching_image',
  'business_development_training_image',
  'leadership_development_training_image',
  'nlp_certification_training_image',
] as const;
const statNumber = () =>
  integer(apiMessage('mustBeWhole')).refine((n) => n >= 0, apiMessage('cannotBeNegative'));
export const stats = {
  update: shape(
    {
      ...(Object.fromEntries(STAT_NUMBERS.map((k) => [k, statNumber()])) as Record<
        (typeof STAT_NUMBERS)[number],
        ReturnType<typeof statNumber>
      >),
      ...(Object.fromEntries(STAT_IMAGES.map((k) => [k, fileRef()])) as Record<
        (typeof STAT_IMAGES)[number],
        ReturnType<typeof fileRef>
      >),
    },
    Object.fromEntries(STAT_NUMBERS.map((k) => [k, true])) as Record<
      (typeof STAT_NUMBERS)[number],
      true
    >,
  ),
};

export const BANNER_IMAGES = [
  'home_banner_image',
  'mobile_home_banner_image',
  'meet_mung_banner_image',
  'one_on_one_coaching_banner_image',
  'team_coaching_banner_image',
  'trainings_banner_image',
] as const;
export const banners = {
  update: shape(
    Object.fromEntries(BANNER_IMAGES.map((k) => [k, fileRef()])) as Record<
      (typeof BANNER_IMAGES)[number],
      ReturnType<typeof fileRef>
    >,
    {},
  ),
};

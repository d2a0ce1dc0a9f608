import { z } from 'zod';
import {
  boolean,
  dateTime,
  fileRef,
  integer,
  link,
  longText,
  oneOf,
  richText,
  text,
  videoUrl,
} from '../fields.ts';
import { PRESS_TYPES } from '../options.ts';
import { price } from './shop.ts';
import { burmeseTwins, crudSchemas, shape } from '../shape.ts';
import { apiMessage } from '../messages.ts';

/** Content the back office manages and the public pages show. */

const SELECT_IMAGE = apiMessage('selectImage');

const eventFields = {
  name: text(200),
  description: longText(5000),
  time: text(200),
  tag: text(100),
  location: text(300),
  trainer: text(200),
  ...burmeseTwins({
    name: text(200),
    description: longText(5000),
    time: text(200),
    tag: text(100),
    location: text(300),
    trainer: text(200),
  }),
  link: link(),
  image: fileRef(),
  // When the event happens, for ordering, calendars and search engines; `time` stays the
  // words visitors read ("Saturday mornings in December").
  starts_at: dateTime(),
  ends_at: dateTime(),
  // Selling seats (issue 40): `seats` empty takes no registrations; `price` 0 or empty is
  // free (in `currency`, DEFAULT_CURRENCY when empty); registration closes at
  // `registration_closes_at`, or at `starts_at` when it is empty.
  seats: integer(apiMessage('seatsWhole')).refine((n) => n >= 1, apiMessage('eventSeatsMin')),
  price: price(),
  currency: text(10),
  registration_closes_at: dateTime(),
};

type DateRange = { starts_at?: string | null; ends_at?: string | null };
/** An event's end comes after its start (ISO strings in UTC compare in time order). */
export const endsAfterStart = (value: DateRange) =>
  !value.starts_at || !value.ends_at || value.ends_at > value.starts_at;
/** An end alone says nothing of when the event is: it needs its start. */
export const endHasStart = (value: DateRange) => !value.ends_at || Boolean(value.starts_at);
/**
 * An event says when it is: by its dates (the pages then write them out in the reader's
 * language and the site's time zone), or in words when it has none.
 */
export const saysWhen = (value: DateRange & { time?: string | null; time_mm?: string | null }) =>
  Boolean(value.starts_at) || Boolean(value.time?.trim()) || Boolean(value.time_mm?.trim());

const eventSchemas = crudSchemas(
  eventFields,
  {
    name: true,
    description: true,
    link: true,
    location: true,
    image: SELECT_IMAGE,
  },
  // Editing an event also requires a tag; a new image is optional there.
  { tag: true },
);
/** The rules over both dates; the API checks an update against the stored event too. */
export const eventDateRules = [
  { check: endHasStart, field: 'starts_at', message: apiMessage('startForEnd') },
  { check: endsAfterStart, field: 'ends_at', message: apiMessage('endsAfterStart') },
] as const;
/** Every rule over several of an event's fields, checked on the stored row with an update's changes. */
export const eventRowRules = [
  ...eventSchemas.rowRules,
  ...eventDateRules,
  { check: saysWhen, field: 'time', message: apiMessage('timeOrDates') },
] as const;
/**
 * The date rules on a body. An update may leave a date out to keep the stored one: the
 * body alone then cannot tell, and the API checks the stored event with the change.
 */
const withDateRules = <T extends z.ZodObject>(schema: T, partial: boolean) =>
  eventDateRules.reduce(
    (s, rule) =>
      s.refine(
        (value: DateRange) =>
          (partial && (value.starts_at === undefined || value.ends_at === undefined)) ||
          rule.check(value),
        { message: rule.message, path: [rule.field] },
      ),
    schema,
  );
export const event = {
  ...eventSchemas,
  /**
   * Set by the API, never by the form: the seats its registrations hold, counted in the
   * same statement that lets a registration in (apps/api/src/events/event-seats.ts).
   */
  fixed: { seats_taken: integer() },
  create: withDateRules(eventSchemas.create, false).refine(saysWhen, {
    message: apiMessage('timeOrDates'),
    path: ['time'],
  }),
  update: withDateRules(eventSchemas.update, true),
};

const clientFields = {
  name: text(200),
  ...burmeseTwins({ name: text(200) }),
  rank: integer(apiMessage('rankWhole')),
  image: fileRef(),
};
export const client = {
  ...crudSchemas(clientFields, { image: SELECT_IMAGE }),
  defaults: { rank: 1 },
};

const awardFields = {
  name: text(200),
  ...burmeseTwins({ name: text(200) }),
  rank: integer(apiMessage('rankWhole')),
  image: fileRef(),
};
export const award = {
  ...crudSchemas(awardFields, { name: true, rank: true, image: SELECT_IMAGE }),
  defaults: { rank: 1 },
};

const learningMilestoneFields = {
  name: text(300),
  ...burmeseTwins({ name: text(300) }),
  year: integer(apiMessage('yearNumber')),
};
export const learningMilestone = {
  ...crudSchemas(learningMilestoneFields, { name: true, year: apiMessage('yearNumber') }),
};

/**
 * An unpublished article, video or press item with `publish_at` goes public on its own
 * when that time comes (apps/api's scheduled-publishing.ts); published, the time is
 * cleared.
 */
const articleFields = {
  name: text(300),
  /** A line under the title, optional: what the title promises. */
  subtitle: text(300),
  description: longText(2000),
  content: richText(),
  ...burmeseTwins({
    name: text(300),
    subtitle: text(300),
    description: longText(2000),
    content: richText(),
  }),
  image: fileRef(),
  is_published: boolean(),
  publish_at: dateTime(),
};
export const article = {
  ...crudSchemas(articleFields, { name: true, description: true, image: SELECT_IMAGE }),
  defaults: { is_published: false },
};

const quoteFields = {
  is_featured: boolean(),
  image: fileRef(),
  article_id: integer(apiMessage('chooseArticle')),
};
export const quote = {
  ...crudSchemas(quoteFields, { image: SELECT_IMAGE }),
  defaults: { is_featured: false },
};

const blogVideoFields = {
  name: text(300),
  description: longText(5000),
  ...burmeseTwins({ name: text(300), description: longText(5000) }),
  video_url: videoUrl(),
  is_published: boolean(),
  publish_at: dateTime(),
};
export const blogVideo = {
  ...crudSchemas(blogVideoFields, { name: true, description: true, video_url: true }),
  defaults: { is_published: false },
};

const pressFields = {
  name: text(300),
  description: longText(5000),
  ...burmeseTwins({ name: text(300), description: longText(5000) }),
  type: oneOf(PRESS_TYPES),
  video_url: videoUrl(),
  is_published: boolean(),
  publish_at: dateTime(),
  image: fileRef(),
};
export const press = {
  ...crudSchemas(pressFields, { name: true, description: true }),
  defaults: { type: 'image', is_published: false },
};

/** Content home keeps its bilingual object shape: banner_text {en, mm}. */
const bilingual = (max: number) =>
  z.object(
    { en: text(max).min(1, apiMessage('required')), mm: text(max).min(1, apiMessage('required')) },
    { error: apiMessage('required') },
  );
const contentHomeFields = {
  banner_text: bilingual(500),
  banner_button: bilingual(100),
  banner_image: fileRef(),
  banner_button_link: link(),
};
const allContentHomeRequired = {
  banner_text: true,
  banner_button: true,
  banner_image: SELECT_IMAGE,
  banner_button_link: true,
} as const;
export const contentHome = {
  create: shape(contentHomeFields, allContentHomeRequired),
  update: shape(contentHomeFields, allContentHomeRequired),
  fields: contentHomeFields,
};

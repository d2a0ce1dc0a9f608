import { z } from 'zod';
import {
  boolean,
  email,
  fileRef,
  hexColor,
  integer,
  link,
  longText,
  number,
  oneOf,
  text,
  videoUrl,
} from './fields.ts';
import {
  APPOINTMENT_FOR,
  DEFAULT_CURRENCY,
  EMAIL_PATTERN,
  DEFAULT_SHIPPING_TYPE,
  MODES_OF_CONTACT,
  PRESS_TYPES,
  PRODUCT_TYPES,
  SHIPPING_TYPES,
} from './options.ts';
import { burmeseTwins, crudSchemas, shape } from './shape.ts';

/**
 * Every entity's writable fields and rules, from both specs' sections 3 and 5.
 * The API validates with these and the admin forms reuse them.
 */

const SELECT_IMAGE = 'Please select an image';
/** Far above any real price, and low enough that price x quantity stays exact. */
const MAX_PRICE = 1_000_000_000_000;

// ---- Shop ------------------------------------------------------------------

const mainCategoryFields = { name: text(120), ...burmeseTwins({ name: text(120) }) };
export const mainCategory = {
  ...crudSchemas(mainCategoryFields, { name: true }, { name: true }),
};

const subCategoryFields = {
  name: text(120),
  ...burmeseTwins({ name: text(120) }),
  main_category_id: integer('Please choose a main category'),
};
export const subCategory = {
  ...crudSchemas(
    subCategoryFields,
    { name: true, main_category_id: 'Please choose a main category' },
    { name: true, main_category_id: 'Please choose a main category' },
  ),
};

const productFields = {
  heading: text(200),
  description: longText(5000),
  ...burmeseTwins({ heading: text(200), description: longText(5000) }),
  price: number('Price must be a number')
    .refine((n) => n >= 0, 'Price cannot be negative')
    .refine((n) => n <= MAX_PRICE, 'Price is too large'),
  currency: text(10),
  video_link: videoUrl(),
  type: oneOf(PRODUCT_TYPES),
  shipping_type: oneOf(SHIPPING_TYPES),
  stock: integer('Stock must be a whole number').refine((n) => n >= 0, 'Stock cannot be negative'),
  image: fileRef(),
  sub_category_id: integer('Please choose a sub category'),
};
export const product = {
  ...crudSchemas(productFields, {
    heading: true,
    description: true,
    price: 'Price must be a number',
    currency: true,
    type: true,
    shipping_type: true,
  }),
  defaults: {
    price: 0,
    stock: 0,
    currency: DEFAULT_CURRENCY,
    shipping_type: DEFAULT_SHIPPING_TYPE,
  },
};

// ---- Content ---------------------------------------------------------------

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
};
export const event = {
  // The spec's edit form also requires a tag; a new image is optional there.
  ...crudSchemas(
    eventFields,
    {
      name: true,
      description: true,
      time: true,
      link: true,
      location: true,
      image: SELECT_IMAGE,
    },
    { tag: true },
  ),
};

const clientFields = {
  name: text(200),
  ...burmeseTwins({ name: text(200) }),
  rank: integer('Rank must be a whole number'),
  image: fileRef(),
};
export const client = {
  ...crudSchemas(clientFields, { image: SELECT_IMAGE }),
  defaults: { rank: 1 },
};

const awardFields = {
  name: text(200),
  ...burmeseTwins({ name: text(200) }),
  rank: integer('Rank must be a whole number'),
  image: fileRef(),
};
export const award = {
  ...crudSchemas(awardFields, { name: true, rank: true, image: SELECT_IMAGE }),
  defaults: { rank: 1 },
};

const learningMilestoneFields = {
  name: text(300),
  ...burmeseTwins({ name: text(300) }),
  year: integer('Year must be a number'),
};
export const learningMilestone = {
  ...crudSchemas(learningMilestoneFields, { name: true, year: 'Year must be a number' }),
};

const articleFields = {
  name: text(300),
  description: longText(2000),
  content: longText(500_000),
  ...burmeseTwins({ name: text(300), description: longText(2000), content: longText(500_000) }),
  image: fileRef(),
  is_published: boolean(),
};
export const article = {
  ...crudSchemas(articleFields, { name: true, description: true, image: SELECT_IMAGE }),
  defaults: { is_published: false },
};

const quoteFields = {
  is_featured: boolean(),
  image: fileRef(),
  article_id: integer('Please choose an article'),
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
  image: fileRef(),
};
export const press = {
  ...crudSchemas(pressFields, { name: true, description: true }),
  defaults: { type: 'image', is_published: false },
};

/** Content home keeps the spec's bilingual object shape: banner_text {en, mm}. */
const bilingual = (max: number) =>
  z.object(
    { en: text(max).min(1, 'Required'), mm: text(max).min(1, 'Required') },
    { error: 'Required' },
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
};

// ---- Settings --------------------------------------------------------------

/** A constant's name is fixed: only its value can change. */
export const constant = {
  update: shape({ value: text(2000) }, { value: true }),
};

/** A colour's type is fixed: only its value (called name, as in the spec) can change. */
export const color = {
  update: shape({ name: hexColor() }, { name: true }),
};

// ---- Visitor submissions ---------------------------------------------------

const appointmentFields = {
  name: text(200),
  role: text(200),
  business: text(200),
  mode_of_contact: oneOf(MODES_OF_CONTACT),
  contact_information: text(320),
  appointment_for: oneOf(APPOINTMENT_FOR),
  message: longText(5000),
};
// The pattern lives with the option lists, which the pages import without zod.
export { EMAIL_PATTERN };
export const appointment = {
  create: shape(appointmentFields, {
    name: true,
    role: true,
    business: true,
    mode_of_contact: true,
    contact_information: true,
    appointment_for: true,
    message: true,
  }).superRefine((a, ctx) => {
    const contact = a.contact_information;
    if (a.mode_of_contact === 'Email' && contact && !EMAIL_PATTERN.test(contact)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact_information'],
        message: 'Please enter a valid email address.',
      });
    }
  }),
};

const paymentFields = {
  product_name: text(200),
  amount: number('Amount must be a number'),
  currency: text(10),
  name: text(200),
  phone_number: text(50),
  email: email(),
  address: longText(1000),
  quantity: integer('Quantity must be a whole number')
    .refine((n) => n >= 1, 'Quantity must be at least 1')
    .refine((n) => n <= 10_000, 'Quantity must be at most 10000'),
  receipt_photo: fileRef(),
};
export const payment = {
  create: shape(paymentFields, {
    product_name: true,
    name: true,
    phone_number: true,
    email: true,
    address: true,
    receipt_photo: 'Please upload a receipt.',
  }),
  defaults: { quantity: 1, currency: DEFAULT_CURRENCY },
};

const testimonialFields = {
  name: text(200),
  organization: text(200),
  programs: text(500),
  programs_mm: text(500),
  role: text(200),
  differences: longText(5000),
  take_away: longText(5000),
  photo: fileRef(),
};
export const testimonial = {
  create: shape(testimonialFields, {
    name: true,
    organization: true,
    programs: true,
    role: true,
    differences: true,
    take_away: true,
    photo: 'Please select a photo',
  }),
};

/** PUT /resolve, /publish and /unpublish bodies; the action itself carries the meaning. */
export const resolveBody = z.object({ resolved: boolean().optional() }).optional();

// ---- Single records --------------------------------------------------------

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
  integer('Must be a whole number').refine((n) => n >= 0, 'Cannot be negative');
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

// ---- Accounts --------------------------------------------------------------

export const registration = z.object({
  username: text(60)
    .min(1, 'Required')
    .regex(/^[\w.@-]+$/, 'Use letters, digits and . _ @ - only'),
  email: email('Please enter a valid email address.'),
  password: z
    .string({ error: 'Required' })
    .min(8, 'Must be at least 8 characters')
    .max(200, 'Must be at most 200 characters'),
});

export const credentials = z.object({
  username: text(60).min(1, 'Required'),
  password: z.string({ error: 'Required' }).min(1, 'Required').max(200),
});

import { STAT_NUMBERS } from '@coach/contract';
import { beforeAll, expect } from 'vitest';
import { type TestServer, pngImage } from './harness.ts';
import { standIn } from './stand-in.ts';

/**
 * Valid payloads for every resource with full CRUD, used by the CRUD, access and
 * validation tests. `minimal` sends only what create requires; `full` every field.
 */

type Body = Record<string, unknown>;

/** Rows other records point at: images, a main and a sub category, an article. */
export interface Refs {
  image: string;
  image2: string;
  mainCategoryId: number;
  subCategoryId: number;
  articleId: number;
}

export const REF_NAMES = {
  mainCategory: 'Fixture books',
  subCategory: 'Fixture leadership',
  article: 'Fixture article',
} as const;

async function created(server: TestServer, path: string, body: Body): Promise<number> {
  const res = await server.admin('POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

export async function makeRefs(server: TestServer): Promise<Refs> {
  const image = await server.upload();
  const image2 = await server.upload(await pngImage(32, 32, '#cc3333'), 'second.png');
  const mainCategoryId = await created(server, '/api/main_categories', {
    name: REF_NAMES.mainCategory,
  });
  const subCategoryId = await created(server, '/api/sub_categories', {
    name: REF_NAMES.subCategory,
    main_category_id: mainCategoryId,
  });
  const articleId = await created(server, '/api/articles', {
    name: REF_NAMES.article,
    description: 'Referenced by quotes',
    image,
    // Published, so a visitor reading a quote sees it nested (an unpublished one reads as null).
    is_published: true,
  });
  return { image, image2, mainCategoryId, subCategoryId, articleId };
}

/** The rows of `makeRefs`, made on the describe block's server before its tests run. */
export function useRefs(server: TestServer): Refs {
  let refs: Refs | undefined;
  beforeAll(async () => {
    refs = await makeRefs(server);
  });
  return standIn(() => refs, 'the referenced rows');
}

export interface CrudCase {
  slug:
    | 'content_home'
    | 'main_categories'
    | 'sub_categories'
    | 'products'
    | 'events'
    | 'clients'
    | 'awards'
    | 'learning_milestones'
    | 'articles'
    | 'quotes'
    | 'blog_videos'
    | 'press';
  table: string;
  entity: string;
  /** Only the fields create requires. */
  minimal: (r: Refs) => Body;
  /** What a read shows after the minimal create, besides what was sent. */
  defaults: Body;
  /** Every writable field. */
  full: (r: Refs) => Body;
  /** Nested objects a read of `full` carries. */
  nested?: Body;
  /** A PUT with what the edit form must send plus a change. */
  update: (r: Refs) => Body;
  /** Fields of `full` the update does not send; they must keep their values. */
  kept: string[];
}

const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

/** The home page's banner with every field set. */
const fullHomeBanner = (r: Refs): Body => ({
  banner_text: { en: 'Lead with clarity', mm: 'ရှင်းလင်းစွာ ဦးဆောင်ပါ' },
  banner_button: { en: 'Start now', mm: 'ယခု စတင်ပါ' },
  banner_image: r.image,
  banner_button_link: 'https://example.com/start',
});

export const crudCases: CrudCase[] = [
  {
    slug: 'content_home',
    table: 'content_home',
    entity: 'Content home',
    minimal: (r) => ({
      banner_text: { en: 'Grow your business', mm: 'သင့်လုပ်ငန်းကို ကြီးထွားစေပါ' },
      banner_button: { en: 'Book a call', mm: 'ချိန်းဆိုပါ' },
      banner_image: r.image,
      banner_button_link: '/contact',
    }),
    defaults: {},
    full: fullHomeBanner,
    // The back office's edit form sends all six fields; the API requires them on PUT too.
    update: (r) => ({
      ...fullHomeBanner(r),
      banner_text: { en: 'Lead with purpose', mm: 'ရည်ရွယ်ချက်ဖြင့် ဦးဆောင်ပါ' },
    }),
    kept: [],
  },
  {
    slug: 'main_categories',
    table: 'main_category',
    entity: 'Main category',
    minimal: () => ({ name: 'Books' }),
    defaults: { name_mm: null },
    full: () => ({ name: 'Courses', name_mm: 'သင်တန်းများ' }),
    update: () => ({ name: 'Online courses' }),
    kept: ['name_mm'],
  },
  {
    slug: 'sub_categories',
    table: 'sub_category',
    entity: 'Sub category',
    minimal: (r) => ({ name: 'Strategy', main_category_id: r.mainCategoryId }),
    defaults: {
      name_mm: null,
      main_category: expect.objectContaining({ name: REF_NAMES.mainCategory }),
    },
    full: (r) => ({ name: 'Coaching', name_mm: 'နည်းပြ', main_category_id: r.mainCategoryId }),
    nested: { main_category: expect.objectContaining({ name: REF_NAMES.mainCategory }) },
    update: (r) => ({ name: 'Team coaching', main_category_id: r.mainCategoryId }),
    kept: ['name_mm'],
  },
  {
    slug: 'products',
    table: 'product',
    entity: 'Product',
    minimal: () => ({
      heading: 'The Coach Handbook',
      description: 'A practical guide',
      type: 'image',
    }),
    defaults: {
      price: 0,
      stock: 0,
      currency: 'MMK',
      shipping_type: 'FREE SHIPPING',
      image: null,
      video_link: null,
      sub_category_id: null,
      sub_category: null,
    },
    full: (r) => ({
      heading: 'Leadership Journal',
      heading_mm: 'ခေါင်းဆောင်မှု မှတ်စု',
      description: 'Ninety days of reflection',
      description_mm: 'ရက်ကိုးဆယ်',
      price: 25000.5,
      currency: 'USD',
      video_link: youtube,
      type: 'video',
      shipping_type: 'PAID BY CLIENT',
      stock: 12,
      image: r.image,
      sub_category_id: r.subCategoryId,
    }),
    nested: { sub_category: expect.objectContaining({ name: REF_NAMES.subCategory }) },
    update: () => ({ price: 30000 }),
    kept: [
      'heading',
      'description',
      'currency',
      'video_link',
      'type',
      'shipping_type',
      'stock',
      'image',
      'sub_category_id',
    ],
  },
  {
    slug: 'events',
    table: 'event',
    entity: 'Event',
    minimal: (r) => ({
      name: 'Leadership Day',
      description: 'A day on leading teams',
      time: '9:00 AM - 5:00 PM',
      link: 'https://example.com/register',
      location: 'Yangon',
      image: r.image,
    }),
    defaults: { tag: null, trainer: null, name_mm: null },
    full: (r) => ({
      name: 'Strategy Workshop',
      name_mm: 'မဟာဗျူဟာ အလုပ်ရုံ',
      description: 'Plan the year ahead',
      time: 'Saturday 10:00',
      tag: 'Workshop',
      link: 'https://example.com/strategy',
      location: 'Mandalay',
      trainer: 'Coach Mung',
      image: r.image,
    }),
    // An event's edit form always sends the tag, which is required on update.
    update: (r) => ({ tag: 'Training', name: 'Strategy Workshop II', image: r.image2 }),
    kept: ['name_mm', 'description', 'time', 'link', 'location', 'trainer'],
  },
  {
    slug: 'clients',
    table: 'client',
    entity: 'Client',
    minimal: (r) => ({ image: r.image }),
    defaults: { rank: 1, name: null },
    full: (r) => ({ name: 'Acme Trading', name_mm: 'အက်မီ', rank: 3, image: r.image }),
    update: () => ({ rank: 2 }),
    kept: ['name', 'name_mm', 'image'],
  },
  {
    slug: 'awards',
    table: 'award',
    entity: 'Award',
    minimal: (r) => ({ name: 'Coach of the Year', image: r.image }),
    defaults: { rank: 1 },
    full: (r) => ({ name: 'ICF Credential', name_mm: 'အသိအမှတ်ပြု', rank: 4, image: r.image }),
    update: () => ({ name: 'ICF PCC Credential' }),
    kept: ['name_mm', 'rank', 'image'],
  },
  {
    slug: 'learning_milestones',
    table: 'learning_milestone',
    entity: 'Learning milestone',
    minimal: () => ({ name: 'NLP Practitioner', year: 2015 }),
    defaults: { name_mm: null },
    full: () => ({ name: 'NLP Master', name_mm: 'NLP မာစတာ', year: 2017 }),
    update: () => ({ year: 2018 }),
    kept: ['name', 'name_mm'],
  },
  {
    slug: 'articles',
    table: 'article',
    entity: 'Article',
    minimal: (r) => ({ name: 'Five habits', description: 'Short read', image: r.image }),
    defaults: { is_published: false, publish_status: false, content: null, subtitle: null },
    full: (r) => ({
      name: 'Leading remote teams',
      name_mm: 'အဝေးမှ အဖွဲ့များ',
      subtitle: 'Trust before tools',
      subtitle_mm: 'ကိရိယာထက် ယုံကြည်မှု အရင်',
      description: 'What works',
      content: '<p>Trust <strong>first</strong></p>',
      image: r.image,
      is_published: true,
    }),
    update: () => ({ is_published: false }),
    kept: ['name', 'name_mm', 'subtitle', 'subtitle_mm', 'description', 'content', 'image'],
  },
  {
    slug: 'quotes',
    table: 'quote',
    entity: 'Quote',
    minimal: (r) => ({ image: r.image }),
    defaults: { is_featured: false, article_id: null, article: null },
    full: (r) => ({ image: r.image, is_featured: true, article_id: r.articleId }),
    nested: { article: expect.objectContaining({ name: REF_NAMES.article }) },
    update: () => ({ is_featured: false }),
    kept: ['image', 'article_id'],
  },
  {
    slug: 'blog_videos',
    table: 'blog_video',
    entity: 'Blog video',
    minimal: () => ({ name: 'Goal setting', description: 'Ten minutes', video_url: youtube }),
    defaults: { is_published: false, publish_status: false },
    full: () => ({
      name: 'Delegation',
      name_mm: 'တာဝန်ခွဲဝေခြင်း',
      description: 'How to let go',
      video_url: youtube,
      is_published: true,
    }),
    update: () => ({ description: 'How to let go, well' }),
    kept: ['name', 'name_mm', 'video_url', 'is_published'],
  },
  {
    slug: 'press',
    table: 'press',
    entity: 'Press',
    minimal: () => ({ name: 'Myanmar Times interview', description: 'On coaching' }),
    defaults: {
      type: 'image',
      is_published: false,
      publish_status: false,
      video_url: null,
      image: null,
    },
    full: (r) => ({
      name: 'TV feature',
      name_mm: 'တီဗီ',
      description: 'Morning show',
      type: 'video',
      video_url: youtube,
      is_published: true,
      image: r.image,
    }),
    update: () => ({ name: 'TV feature (repeat)' }),
    kept: ['name_mm', 'description', 'type', 'video_url', 'is_published', 'image'],
  },
];

export const caseFor = (slug: CrudCase['slug']) => crudCases.find((c) => c.slug === slug)!;

/** The nine stat numbers, all given. */
export const statNumbers = (value = 10): Record<string, number> =>
  Object.fromEntries(STAT_NUMBERS.map((k, i) => [k, value + i]));

export const appointmentBody = (over: Body = {}): Body => ({
  name: 'Aung Aung',
  role: 'Managing Director',
  business: 'Golden Rice Co.',
  mode_of_contact: 'Email',
  contact_information: 'aung@example.com',
  appointment_for: 'One on One Coaching',
  message: 'I would like to talk about growing my team.',
  ...over,
});

/**
 * An order without `amount` and `currency`: the server takes them from the catalogue (a
 * test that sends them sends the product's own figures, or tests the refusal).
 */
export const paymentBody = (receipt: string, over: Body = {}): Body => ({
  product_name: 'The Coach Handbook',
  name: 'Su Su',
  phone_number: '+95 9 123 456 789',
  email: 'susu@example.com',
  address: 'No. 5, Pyay Road, Yangon',
  quantity: 1,
  receipt_photo: receipt,
  ...over,
});

/** A visitor's order naming `receipt` (an upload's id), as the checkout posts it (`over`: other fields). */
export const orderWith = (server: TestServer, receipt: string, over: Body = {}) =>
  server.call('POST', '/api/payments', paymentBody(receipt, over));

/** A visitor's order with a fresh receipt. */
export const placeOrder = async (server: TestServer, over: Body = {}) =>
  orderWith(server, await server.upload(), over);

export const testimonialBody = (photo: string, over: Body = {}): Body => ({
  name: 'Hla Hla',
  organization: 'Bright Future Ltd.',
  programs: 'Team Coaching',
  programs_mm: 'အဖွဲ့ နည်းပြ',
  role: 'CEO',
  differences: 'Our meetings are half as long.',
  take_away: 'Listen first.',
  photo,
  ...over,
});

import type { z } from 'zod';
import * as s from './schemas.ts';
import { apiMessage } from './messages.ts';
import type { Access } from './access.ts';

/**
 * The resource registry: every table-backed collection of the site, declared once.
 * The API's generic CRUD serves these; the admin screens read the same entries.
 * The special calls (resolve, publish, stats, banners, token, files) are hand-written.
 */

export type { Access } from './access.ts';
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

/** List filters: the back office's (appointments, orders, testimonials) and featured quotes. */
export type FilterName =
  | 'start_date'
  | 'end_date'
  | 'customer_name'
  | 'product_name'
  | 'resolved'
  | 'publish_status'
  | 'sub_category_id'
  | 'is_featured'
  | 'status'
  | 'spam';

export interface ParentRef {
  /** Key of the nested object in the JSON read, e.g. `sub_category`. */
  as: string;
  table: string;
  foreignKey: string;
  columns: readonly string[];
  /** Message when the referenced row does not exist. */
  missing: string;
}

export interface ChildRef {
  table: string;
  foreignKey: string;
}

export interface ResourceDef {
  /** URL segment under /api (`blog_videos`, `content_home`): clients call these names. */
  slug: string;
  table: string;
  /** Singular name used in messages ("Event not found"). */
  entity: string;
  access: Partial<Record<Operation, Access>>;
  create?: z.ZodType;
  update?: z.ZodType;
  /** The writable fields the schemas are built from; their input kinds drive the admin form. */
  fields?: Readonly<Record<string, z.ZodType>>;
  /** Columns shown but never written through the API (a constant's name, a colour's type). */
  fixed?: Readonly<Record<string, z.ZodType>>;
  /**
   * Rules a field's value must meet that depend on the row's fixed key: a constant's value
   * must be a web link when the constant is a social link.
   */
  valueRules?: {
    key: string;
    field: string;
    schemas: Readonly<Record<string, z.ZodType>>;
  };
  /**
   * Rules over several fields, checked on update against the stored row with the changes
   * applied (an update may send one date of a range and keep the other).
   */
  rowRules?: readonly {
    check: (row: Record<string, unknown>) => boolean;
    field: string;
    message: string;
  }[];
  /** Values stored when a create leaves the field out. */
  defaults?: Record<string, unknown>;
  /** Resource carries is_published; public reads see published rows only. */
  publishable?: boolean;
  /**
   * Visitors' submissions judged by the spam trap (docs/decisions/0027): the row carries
   * `spam` (a boolean column, listed in `filters`). Visitors never read a spam row, and what
   * they read says `spam: false` (their own caught submission's answer included); an
   * admin's list leaves spam out unless it asks for `spam=true`.
   */
  spamTrap?: boolean;
  filters?: readonly FilterName[];
  order: readonly (readonly [column: string, direction: 'asc' | 'desc'])[];
  parent?: ParentRef;
  /** Rows elsewhere that block deleting this one (answer 409 with `inUse`). */
  children?: readonly ChildRef[];
  inUse?: string;
  /** Create path when it differs from the list path (`POST /appointment`). */
  createPath?: string;
  /** Column mapping for resources whose JSON shape differs from their table. */
  toRow?: (input: Record<string, unknown>) => Record<string, unknown>;
  fromRow?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Fields a search or CSV names the customer by. */
  nameColumn?: string;
}

const adminOnly = {
  list: 'admin',
  read: 'admin',
  create: 'admin',
  update: 'admin',
  delete: 'admin',
} as const;
const publicRead = { ...adminOnly, list: 'public', read: 'public' } as const;
const newestFirst = [
  ['created', 'desc'],
  ['id', 'desc'],
] as const;
const byRank = [
  ['rank', 'asc'],
  ['id', 'asc'],
] as const;

function define<const R extends ResourceDef>(def: R): R {
  return def;
}

export const resources = {
  content_home: define({
    slug: 'content_home',
    table: 'content_home',
    entity: 'Content home',
    access: publicRead,
    create: s.contentHome.create,
    update: s.contentHome.update,
    fields: s.contentHome.fields,
    order: [['id', 'asc']],
    toRow: (input) => {
      const { banner_text, banner_button, ...rest } = input as {
        banner_text?: { en: string; mm: string };
        banner_button?: { en: string; mm: string };
      };
      return {
        ...rest,
        ...(banner_text && { banner_text_en: banner_text.en, banner_text_mm: banner_text.mm }),
        ...(banner_button && {
          banner_button_en: banner_button.en,
          banner_button_mm: banner_button.mm,
        }),
      };
    },
    fromRow: (row) => {
      const { banner_text_en, banner_text_mm, banner_button_en, banner_button_mm, ...rest } = row;
      return {
        ...rest,
        banner_text: { en: banner_text_en, mm: banner_text_mm },
        banner_button: { en: banner_button_en, mm: banner_button_mm },
      };
    },
  }),
  main_categories: define({
    slug: 'main_categories',
    table: 'main_category',
    entity: 'Main category',
    access: publicRead,
    ...s.mainCategory,
    order: [['id', 'asc']],
    children: [{ table: 'sub_category', foreignKey: 'main_category_id' }],
    inUse: apiMessage('mainCategoryInUse'),
  }),
  sub_categories: define({
    slug: 'sub_categories',
    table: 'sub_category',
    entity: 'Sub category',
    access: publicRead,
    ...s.subCategory,
    order: [['id', 'asc']],
    parent: {
      as: 'main_category',
      table: 'main_category',
      foreignKey: 'main_category_id',
      columns: ['id', 'name', 'name_mm'],
      missing: apiMessage('noSuchMainCategory'),
    },
    children: [{ table: 'product', foreignKey: 'sub_category_id' }],
    inUse: apiMessage('subCategoryInUse'),
  }),
  products: define({
    slug: 'products',
    table: 'product',
    entity: 'Product',
    access: publicRead,
    ...s.product,
    order: [['id', 'asc']],
    // One sub category's products: a shop gallery reads its page of them.
    filters: ['sub_category_id'],
    parent: {
      as: 'sub_category',
      table: 'sub_category',
      foreignKey: 'sub_category_id',
      columns: ['id', 'name', 'name_mm', 'main_category_id'],
      missing: apiMessage('noSuchSubCategory'),
    },
  }),
  events: define({
    slug: 'events',
    table: 'event',
    entity: 'Event',
    access: publicRead,
    ...s.event,
    rowRules: s.eventRowRules,
    order: newestFirst,
    // Registrations are people's seats and money: their event stays while they do.
    children: [{ table: 'registration', foreignKey: 'event_id' }],
    inUse: apiMessage('eventHasRegistrations'),
  }),
  clients: define({
    slug: 'clients',
    table: 'client',
    entity: 'Client',
    access: publicRead,
    ...s.client,
    order: byRank,
  }),
  awards: define({
    slug: 'awards',
    table: 'award',
    entity: 'Award',
    access: publicRead,
    ...s.award,
    order: byRank,
  }),
  learning_milestones: define({
    slug: 'learning_milestones',
    table: 'learning_milestone',
    entity: 'Learning milestone',
    access: publicRead,
    ...s.learningMilestone,
    order: [
      ['year', 'asc'],
      ['id', 'asc'],
    ],
  }),
  articles: define({
    slug: 'articles',
    table: 'article',
    entity: 'Article',
    access: publicRead,
    ...s.article,
    publishable: true,
    filters: ['publish_status'],
    order: newestFirst,
  }),
  quotes: define({
    slug: 'quotes',
    table: 'quote',
    entity: 'Quote',
    access: publicRead,
    ...s.quote,
    filters: ['is_featured'],
    order: newestFirst,
    parent: {
      as: 'article',
      table: 'article',
      foreignKey: 'article_id',
      columns: ['id', 'name', 'name_mm'],
      missing: apiMessage('noSuchArticle'),
    },
  }),
  blog_videos: define({
    slug: 'blog_videos',
    table: 'blog_video',
    entity: 'Blog video',
    access: publicRead,
    ...s.blogVideo,
    publishable: true,
    filters: ['publish_status'],
    order: newestFirst,
  }),
  press: define({
    slug: 'press',
    table: 'press',
    entity: 'Press',
    access: publicRead,
    ...s.press,
    publishable: true,
    filters: ['publish_status'],
    order: newestFirst,
  }),
  constants: define({
    slug: 'constants',
    table: 'site_constant',
    entity: 'Constant',
    access: { list: 'public', read: 'public', update: 'admin' },
    ...s.constant,
    order: [['id', 'asc']],
  }),
  colors: define({
    slug: 'colors',
    table: 'color',
    entity: 'Color',
    access: { list: 'public', read: 'public', update: 'admin' },
    ...s.color,
    order: [['id', 'asc']],
  }),
  appointments: define({
    slug: 'appointments',
    table: 'appointment',
    entity: 'Appointment',
    // A delete moves the request to the trash, like any record's (content/trash.ts).
    access: { list: 'staff', read: 'staff', create: 'public', delete: 'staff' },
    createPath: 'appointment',
    create: s.appointment.create,
    fields: s.appointment.fields,
    // Set by the server: the booked time and its state, the visitor's link, the owner's note.
    fixed: s.appointment.fixed,
    defaults: { resolved: false },
    spamTrap: true,
    filters: ['start_date', 'end_date', 'customer_name', 'resolved', 'spam'],
    order: newestFirst,
  }),
  payments: define({
    slug: 'payments',
    table: 'payment',
    entity: 'Order',
    access: { list: 'staff', read: 'staff', create: 'public' },
    create: s.payment.create,
    fields: s.payment.fields,
    // Set by the server, never by the order's body: its reference, status and the owner's words.
    fixed: s.payment.fixed,
    defaults: { ...s.payment.defaults, resolved: false },
    spamTrap: true,
    filters: [
      'start_date',
      'end_date',
      'customer_name',
      'product_name',
      'resolved',
      'status',
      'spam',
    ],
    order: newestFirst,
  }),
  testimonials: define({
    slug: 'testimonials',
    table: 'testimonial',
    entity: 'Testimonial',
    access: { list: 'public', read: 'public', create: 'public', delete: 'admin' },
    ...s.testimonial,
    defaults: { is_published: false },
    publishable: true,
    spamTrap: true,
    filters: ['start_date', 'end_date', 'customer_name', 'publish_status', 'spam'],
    order: newestFirst,
  }),
} satisfies Record<string, ResourceDef>;

export const resourceList: readonly ResourceDef[] = Object.values(resources);

/**
 * Who works with a resource's records in the back office: whoever may read them
 * privately, so appointments and orders are staff's and owners', records visitors read
 * too (testimonials, content) any signed-in account's.
 */
export const backOfficeAccess = (def: ResourceDef): Access =>
  def.access.read && def.access.read !== 'public' ? def.access.read : 'admin';

/**
 * Who may change a record's state beyond its fields (resolve, publish, take out of the
 * spam): whoever works with it in the back office.
 */
export const stateChangeAccess = backOfficeAccess;

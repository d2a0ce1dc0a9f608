import type { Generated } from 'kysely';

/**
 * The tables as the migrations leave them (0001…), for the hand-written services: a
 * misspelt table or column, or a value of the wrong kind, fails typecheck.
 * test/db-schema.test.ts migrates a fresh database of each dialect and fails when this
 * and the database disagree on a table, a column or whether it takes null; a migration
 * that changes the tables changes this file with it.
 *
 * Where the dialects store a column differently, the type is what the code can rely on
 * from both:
 */

/**
 * A moment: ISO text on SQLite, timestamptz on PostgreSQL, which answers a Date (read it
 * with `toIso` or `readInstant`). Written as ISO text, or as `instantFor` gives it (a Date
 * on PostgreSQL only: better-sqlite3 cannot bind one).
 */
export type Timestamp = Date | string;

/** A flag: 0 and 1 on SQLite (no boolean type), true and false on PostgreSQL (`dbBoolean`). */
export type Flag = boolean | number;

// bigint / int8 columns read as numbers on both: pg's parser is set so (db/pg.ts).

export interface AccountTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  created: Timestamp;
  role: Generated<string>;
}

export interface AccountTotpTable {
  account_id: number;
  secret: string;
  enabled_at: Timestamp | null;
  last_step: Generated<number>;
  created: Timestamp;
}

export interface AppointmentTable {
  id: Generated<number>;
  name: string | null;
  role: string | null;
  business: string | null;
  mode_of_contact: string | null;
  contact_information: string | null;
  appointment_for: string | null;
  message: string | null;
  resolved: Generated<Flag>;
  created: Timestamp;
  spam: Generated<Flag>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  booking: string | null;
  token: string | null;
  language: string | null;
  reminder_sent_at: Timestamp | null;
  booking_changed: Timestamp | null;
  note: string | null;
  moves: Generated<number>;
  email: string | null;
}

export interface ArticleTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  subtitle: string | null;
  subtitle_mm: string | null;
  description: string | null;
  description_mm: string | null;
  content: string | null;
  content_mm: string | null;
  image: string | null;
  is_published: Generated<Flag>;
  created: Timestamp;
  published_at: Timestamp | null;
  publish_at: Timestamp | null;
}

export interface AuditEntryTable {
  id: Generated<number>;
  at: Timestamp;
  account_id: number | null;
  username: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  detail: string | null;
}

export interface AvailabilityTable {
  id: number;
  settings: string;
  created: Timestamp;
}

/** An award or a client's logo: a named picture in rank order; migration 0001 makes both alike. */
export interface RankedPictureTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  image: string | null;
  rank: Generated<number>;
  created: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  home_banner_image: string | null;
  mobile_home_banner_image: string | null;
  meet_mung_banner_image: string | null;
  one_on_one_coaching_banner_image: string | null;
  team_coaching_banner_image: string | null;
  trainings_banner_image: string | null;
  created: Timestamp;
}

export interface BlogVideoTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  description: string | null;
  description_mm: string | null;
  video_url: string | null;
  is_published: Generated<Flag>;
  created: Timestamp;
  published_at: Timestamp | null;
  publish_at: Timestamp | null;
}

export interface ChangeVersionTable {
  name: string;
  version: number;
}

export interface ColorTable {
  id: Generated<number>;
  name: string;
  type: string;
  created: Timestamp;
}

export interface ContentHomeTable {
  id: Generated<number>;
  banner_text_en: string | null;
  banner_text_mm: string | null;
  banner_button_en: string | null;
  banner_button_mm: string | null;
  banner_image: string | null;
  banner_button_link: string | null;
  created: Timestamp;
}

export interface EventTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  description: string | null;
  description_mm: string | null;
  time: string | null;
  time_mm: string | null;
  tag: string | null;
  tag_mm: string | null;
  location: string | null;
  location_mm: string | null;
  trainer: string | null;
  trainer_mm: string | null;
  link: string | null;
  image: string | null;
  created: Timestamp;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  seats: number | null;
  price: number | null;
  currency: string | null;
  registration_closes_at: Timestamp | null;
  seats_taken: Generated<number>;
}

export interface FileTable {
  id: string;
  name: string | null;
  mime: string;
  size: number;
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
  created: Timestamp;
  visibility: Generated<string>;
  alt: string | null;
  alt_mm: string | null;
  focal_x: number | null;
  focal_y: number | null;
  uploader: string | null;
}

export interface FileVariantTable {
  file_id: string;
  width: number;
  /** webp or avif; webp-saver or avif-saver for a data saver's copy (files/file-service.ts). */
  format: string;
  mime: string;
  bytes: Buffer;
}

/** A public form's one-time key and the answer its first request got (migration 0041). */
export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  fingerprint: string;
  status: number | null;
  headers: string | null;
  body: Buffer | null;
  created_at: number;
  expires_at: number;
}

export interface LearningMilestoneTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  year: number | null;
  created: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  attachment_file_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_until: Generated<number>;
  claim_token: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created: Timestamp;
  calendar: string | null;
  ticket: string | null;
  held_at: Timestamp | null;
  /** A newsletter's mail: the letter and the subscriber (unique together, migration 0039). */
  newsletter_id: number | null;
  subscriber_id: number | null;
  /** A newsletter test's language. */
  language: string | null;
}

export interface MainCategoryTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  created: Timestamp;
}

export interface PageCardTable {
  page: string;
  title: string | null;
  title_mm: string | null;
  description: string | null;
  description_mm: string | null;
  image: string | null;
  created: Timestamp;
}

export interface PasswordResetTable {
  token_hash: string;
  account_id: number;
  expires_at: Timestamp;
  created: Timestamp;
  purpose: Generated<string>;
}

export interface PaymentTable {
  id: Generated<number>;
  product_name: string | null;
  currency: string | null;
  name: string | null;
  phone_number: string | null;
  email: string | null;
  address: string | null;
  receipt_photo: string | null;
  amount: Generated<number>;
  quantity: Generated<number>;
  resolved: Generated<Flag>;
  created: Timestamp;
  reference: string | null;
  token: string | null;
  reason: string | null;
  note: string | null;
  product_id: number | null;
  status_changed: Timestamp | null;
  status: Generated<string>;
  language: Generated<string>;
  stock_held: Generated<Flag>;
  spam: Generated<Flag>;
  paid_mailed: Timestamp | null;
}

export interface PaymentMethodTable {
  id: Generated<number>;
  position: number;
  name: string;
  name_mm: string | null;
  account_name: string | null;
  account_number: string;
  note: string | null;
  note_mm: string | null;
  qr_image: string | null;
  created: Timestamp;
}

export interface PressTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  description: string | null;
  description_mm: string | null;
  type: string | null;
  video_url: string | null;
  image: string | null;
  is_published: Generated<Flag>;
  created: Timestamp;
  published_at: Timestamp | null;
  publish_at: Timestamp | null;
}

export interface PreviewLinkTable {
  token_hash: string;
  resource: string;
  record_id: number;
  created: Timestamp;
  expires_at: Timestamp;
  account_id: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  heading: string | null;
  heading_mm: string | null;
  description: string | null;
  description_mm: string | null;
  currency: string | null;
  video_link: string | null;
  type: string | null;
  shipping_type: string | null;
  image: string | null;
  price: Generated<number>;
  stock: Generated<number>;
  sub_category_id: number | null;
  created: Timestamp;
  track_stock: Generated<Flag>;
  shipping_note: string | null;
  shipping_note_mm: string | null;
}

export interface QuoteTable {
  id: Generated<number>;
  image: string | null;
  is_featured: Generated<Flag>;
  article_id: number | null;
  created: Timestamp;
}

export interface RateLimitTable {
  client_key: string;
  hits: number;
  window_ends: number;
}

/** Who asks for seats of an event: a registration and a waiting-list entry alike. */
interface SeatRequestColumns {
  id: Generated<number>;
  event_id: number;
  name: string;
  phone: string;
  email: string;
  seats: number;
  language: Generated<string>;
  status: string;
  seats_held: Generated<Flag>;
  spam: Generated<Flag>;
  created: Timestamp;
}

export interface RegistrationTable extends SeatRequestColumns {
  amount: Generated<number>;
  currency: string;
  receipt_photo: string | null;
  reference: string;
  token: string;
  status_changed: Timestamp | null;
  reason: string | null;
  check_in_code: string | null;
  checked_in_at: Timestamp | null;
}

export interface WaitlistEntryTable extends SeatRequestColumns {
  offer_token: string | null;
  offered_at: Timestamp | null;
  offer_expires_at: Timestamp | null;
}

/** A newsletter (issue 44, migration 0039): draft, scheduled, sending or sent. */
export interface NewsletterTable {
  id: Generated<number>;
  subject: string;
  subject_mm: string;
  body: string;
  body_mm: string;
  article_id: number | null;
  origin: string;
  status: string;
  send_at: Timestamp | null;
  /** The counts once sending is over (the outbox forgets sent mail after 90 days). */
  total: Generated<number>;
  sent: Generated<number>;
  failed: Generated<number>;
  skipped: Generated<number>;
  finished_at: Timestamp | null;
  created: Timestamp;
  changed_at: Timestamp;
}

/** The next free slot of a paced kind of mail, shared by the instances (migration 0039). */
export interface MailPaceTable {
  name: string;
  next_at: number;
  granted: Generated<number>;
}

/** One address on the email list (issue 44, migration 0038). */
export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  /** The address lower-cased: one row per address. */
  address_key: string;
  language: string;
  state: string;
  source_page: string | null;
  consent_text: string | null;
  consent_at: Timestamp | null;
  confirm_token_hash: string | null;
  confirm_expires_at: Timestamp | null;
  unsubscribe_token: string;
  soft_failures: Generated<number>;
  suppressed_reason: string | null;
  created: Timestamp;
  confirmed_at: Timestamp | null;
  changed_at: Timestamp;
}

/** An erased subscriber: the hash of its address, never the address. */
export interface SubscriberErasedTable {
  address_hash: string;
  erased_at: Timestamp;
}

export interface RevisionTable {
  id: Generated<number>;
  resource: string;
  record_id: number;
  data: string;
  created: Timestamp;
  account_id: number | null;
  username: string | null;
}

/** The search's entries (migration 0036, search/search-index.ts). */
export interface SearchEntryTable {
  id: Generated<number>;
  kind: string;
  record_id: number;
  title: string;
  title_mm: string;
  body: string;
  body_mm: string;
  title_terms: string;
  body_terms: string;
  published: Flag;
  publish_at: Timestamp | null;
  dated: Timestamp;
}

/** Searches counted per week and normalised query (migration 0036, search/search-counts.ts). */
export interface SearchCountTable {
  week: string;
  query: string;
  searches: number;
  found_nothing: number;
}

/** A day's salt of visitor keys (migration 0037, analytics/visit-salts.ts). */
export interface VisitSaltTable {
  day: string;
  salt: string;
}

/** A page view of today or yesterday (migration 0037, analytics/visit-counter.ts). */
export interface VisitHitTable {
  id: Generated<number>;
  day: string;
  path: string;
  source: string;
  campaign: string | null;
  device: string;
  language: string;
  entry: number;
  visitor: string | null;
}

/**
 * A day's totals per dimension and name (migration 0037), added to as its views are
 * written (analytics/visit-running-totals.ts).
 */
export interface VisitTotalTable {
  day: string;
  dimension: string;
  name: string;
  visitors: number;
  visits: number;
  pageviews: number;
}

/** A keyed visitor of a day, and its first view (migration 0040, analytics/visit-running-totals.ts). */
export interface VisitVisitorTable {
  day: string;
  visitor: string;
  source: string;
  campaign: string | null;
  page: string;
  language: string;
}

/** A page or language other than its first view's that counted a visitor (migration 0040). */
export interface VisitSeenTable {
  day: string;
  dimension: string;
  name: string;
  visitor: string;
}

/** The claim of a day folded (migration 0037). */
export interface VisitFoldTable {
  day: string;
}

/** A visitor's submission credited to the day's first source (migration 0037). */
export interface VisitConversionTable {
  id: Generated<number>;
  day: string;
  source: string;
  kind: string;
  record_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  expires_at: Timestamp;
  created: Timestamp;
  last_used: Timestamp | null;
  client: string | null;
}

export interface SiteConstantTable {
  id: Generated<number>;
  name: string;
  value: string | null;
  created: Timestamp;
}

export interface SiteMetaTable {
  key: string;
  value: string | null;
  created: Timestamp;
}

export interface SlotHoldTable {
  starts_at: Timestamp;
  ends_at: Timestamp;
  appointment_id: number;
}

export interface StatsTable {
  id: Generated<number>;
  business_coaching_leaders: number | null;
  business_coaching_count: number | null;
  strategic_planning_businesses: number | null;
  strategic_planning_count: number | null;
  team_coaching_businesses: number | null;
  team_coaching_count: number | null;
  business_development_training_leaders: number | null;
  leadership_development_training_leaders: number | null;
  nlp_certification_training_leaders: number | null;
  business_coaching_image: string | null;
  strategic_planning_image: string | null;
  team_coaching_image: string | null;
  business_development_training_image: string | null;
  leadership_development_training_image: string | null;
  nlp_certification_training_image: string | null;
  created: Timestamp;
}

export interface SubCategoryTable {
  id: Generated<number>;
  name: string | null;
  name_mm: string | null;
  main_category_id: number | null;
  created: Timestamp;
}

export interface TestimonialTable {
  id: Generated<number>;
  name: string | null;
  organization: string | null;
  programs: string | null;
  programs_mm: string | null;
  role: string | null;
  differences: string | null;
  take_away: string | null;
  photo: string | null;
  is_published: Generated<Flag>;
  created: Timestamp;
  spam: Generated<Flag>;
  published_at: Timestamp | null;
}

export interface TotpRecoveryCodeTable {
  account_id: number;
  code_hash: string;
}

export interface TrashTable {
  id: Generated<number>;
  resource: string;
  record_id: number;
  title: string;
  title_mm: string | null;
  data: string;
  detached: string | null;
  deleted: Timestamp;
  deleted_by: string | null;
}

export interface DB {
  account: AccountTable;
  account_totp: AccountTotpTable;
  appointment: AppointmentTable;
  article: ArticleTable;
  audit_entry: AuditEntryTable;
  availability: AvailabilityTable;
  award: RankedPictureTable;
  banners: BannersTable;
  blog_video: BlogVideoTable;
  change_version: ChangeVersionTable;
  client: RankedPictureTable;
  color: ColorTable;
  content_home: ContentHomeTable;
  event: EventTable;
  file: FileTable;
  file_variant: FileVariantTable;
  idempotency_key: IdempotencyKeyTable;
  learning_milestone: LearningMilestoneTable;
  mail_outbox: MailOutboxTable;
  mail_pace: MailPaceTable;
  main_category: MainCategoryTable;
  newsletter: NewsletterTable;
  page_card: PageCardTable;
  password_reset: PasswordResetTable;
  payment: PaymentTable;
  payment_method: PaymentMethodTable;
  press: PressTable;
  preview_link: PreviewLinkTable;
  product: ProductTable;
  quote: QuoteTable;
  rate_limit: RateLimitTable;
  registration: RegistrationTable;
  revision: RevisionTable;
  search_count: SearchCountTable;
  search_entry: SearchEntryTable;
  session: SessionTable;
  site_constant: SiteConstantTable;
  site_meta: SiteMetaTable;
  slot_hold: SlotHoldTable;
  stats: StatsTable;
  sub_category: SubCategoryTable;
  subscriber: SubscriberTable;
  subscriber_erased: SubscriberErasedTable;
  testimonial: TestimonialTable;
  visit_conversion: VisitConversionTable;
  visit_fold: VisitFoldTable;
  visit_hit: VisitHitTable;
  visit_salt: VisitSaltTable;
  visit_seen: VisitSeenTable;
  visit_total: VisitTotalTable;
  visit_visitor: VisitVisitorTable;
  totp_recovery_code: TotpRecoveryCodeTable;
  trash: TrashTable;
  waitlist_entry: WaitlistEntryTable;
}

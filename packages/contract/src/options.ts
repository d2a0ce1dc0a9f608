/** Option lists and limits, in one place for the API, the public pages and the back office. */

export const LANGUAGES = ['en', 'mm'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'mm';

/**
 * The language a page is rendered in: `?lang=` wins, then the `lang` cookie (set by the
 * globe toggle), then English. The page renderer and the server's page cache both ask
 * this, so a kept page is always the one its visitor would have been rendered.
 */
export function chosenLanguage(langParam: string | null, cookieHeader: string | null): Language {
  if (isLanguage(langParam)) return langParam;
  const match = /(?:^|;\s*)lang=(en|mm)(?:;|$)/.exec(cookieHeader ?? '');
  return match ? (match[1] as Language) : 'en';
}

/**
 * The `lang` cookie that remembers a choice for a year, as the browser sets it from the
 * globe toggle and the server sets it for an address with `?lang=` (so a visitor without
 * scripts keeps the language on every next page). Not HttpOnly: the page's scripts read
 * it to tell whether the server knows the choice kept in localStorage.
 */
export const languageCookie = (language: Language) =>
  `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** The language an address chooses by `?lang=`, if it names one. */
export const addressLanguage = (search: URLSearchParams): Language | null => {
  const chosen = search.get('lang');
  return isLanguage(chosen) ? chosen : null;
};

export const MODES_OF_CONTACT = ['Email', 'Phone', 'Viber', 'WhatsApp', 'Other'] as const;
export const APPOINTMENT_FOR = [
  'One on One Coaching',
  'Team Coaching',
  'Training',
  'Collaboration',
] as const;
export const PRODUCT_TYPES = ['image', 'video'] as const;
export const SHIPPING_TYPES = ['FREE SHIPPING', 'PAID BY CLIENT'] as const;
export const PRESS_TYPES = ['image', 'video'] as const;
export const COLOR_TYPES = ['primary', 'secondary', 'tertiary'] as const;

/**
 * A valid email address as browsers judge `<input type=email>` (the WHATWG HTML rule, the
 * same as zod's `z.regexes.html5Email`): every address a form in a browser takes is taken
 * everywhere, `owner@localhost` included. Kept here, free of zod, so browser code can
 * check it without loading the schemas.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Whether mail to a valid address can arrive from the internet: not to a domain without
 * a dot (`localhost`, a machine's own name) nor to `*.localhost`.
 */
export function canReceiveMail(address: string) {
  const domain = (address.split('@').pop() ?? '').toLowerCase();
  return domain.includes('.') && !domain.endsWith('.localhost');
}

/**
 * The public forms' spam trap (docs/decisions/0027): `website` is a field people never see
 * nor fill, `form_started` the server's signed time of when the form was handed out. A
 * submission with `website` filled, or sent sooner than a person could fill the form, is
 * stored as spam. Neither is stored; the API's callers may leave both out.
 */
export const SPAM_TRAP_FIELD = 'website';
export const FORM_STAMP_FIELD = 'form_started';

export const DEFAULT_CURRENCY = 'MMK';
export const DEFAULT_SHIPPING_TYPE = 'FREE SHIPPING';

/**
 * The widths the files route makes resized copies at (`?w=`): the widths the site's
 * pictures ask for. Any other width is refused, so the copies stored per image stay few.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/**
 * The image types an upload may be (the API checks the content, not the name), each with
 * the extension a saved copy is named with. The one such map: the files route's
 * downloads and the back office's saved receipts both read it.
 */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;

/** The extension for a file of type `mime`; `bin` for a type that is not an image we take. */
export const extensionOf = (mime: string): string =>
  Object.hasOwn(IMAGE_EXTENSIONS, mime)
    ? IMAGE_EXTENSIONS[mime as keyof typeof IMAGE_EXTENSIONS]
    : 'bin';

/** Site constants read by the public site at start. */
export const CONSTANT_NAMES = { phone: 'mainPhoneNumber', email: 'mainEmail' } as const;

/** Page sizes and other visitor-facing limits. */
export const PAGE_SIZES = {
  events: 4,
  testimonialsPerSlide: 4,
  clients: 18,
  clientColumns: 6,
  slider: 12,
  sliderColumns: 6,
  articles: 4,
  videos: 4,
  press: 6,
  shop: 4,
  quotes: 9,
  quotesMobile: 4,
  quotesWithoutFeatured: 12,
} as const;

export const LIMITS = {
  testimonialExcerpt: 300,
  pagerCollapseAbove: 4,
  awardsSliderFrom: 12,
  sliderIntervalMs: 5000,
  pageTransitionMs: 300,
  mobileBreakpointPx: 768,
  smallBreakpointPx: 480,
  copyrightYear: 2024,
} as const;

/** Figures the trainings page shows until stats have been saved. */
export const DEFAULT_TRAINING_FIGURES = {
  leadership_development_training_leaders: 3639,
  nlp_certification_training_leaders: 636,
} as const;

/**
 * The site constants an owner sets in the back office, each with the name and help a
 * person reads (in both languages) and the kind of value it holds, which the API checks
 * and the back office's input follows. A constant not listed here takes any text.
 */
export type ConstantKind = 'text' | 'email' | 'phone' | 'web' | 'article' | 'slug';

interface Bilingual {
  en: string;
  mm: string;
}

export interface ConstantGuide {
  kind: ConstantKind;
  label: Bilingual;
  help: Bilingual;
}

export const SITE_CONSTANTS = {
  businessName: {
    kind: 'text',
    label: { en: 'Business name', mm: 'လုပ်ငန်းအမည်' },
    help: {
      en: 'Shown in the header, the footer and page titles.',
      mm: 'ခေါင်းစီး၊ အောက်ခြေနှင့် စာမျက်နှာခေါင်းစဉ်များတွင် ပြသည်။',
    },
  },
  coachName: {
    kind: 'text',
    label: { en: "Coach's name", mm: 'နည်းပြ၏ အမည်' },
    help: {
      en: 'The name on the profile page and in the menu ("Meet …").',
      mm: 'ကိုယ်ရေးအကျဉ်း စာမျက်နှာနှင့် မီနူးတွင် ပြသည့် အမည်။',
    },
  },
  coachSlug: {
    kind: 'slug',
    label: { en: 'Profile address', mm: 'ကိုယ်ရေးအကျဉ်း လိပ်စာ' },
    help: {
      en: 'The profile page lives at /meet-… : small letters, digits and hyphens only.',
      mm: 'ကိုယ်ရေးအကျဉ်း စာမျက်နှာ၏ လိပ်စာ /meet-… ဖြစ်သည်။ အင်္ဂလိပ် စာလုံးအသေး၊ ဂဏန်းနှင့် တုံးတိုသာ။',
    },
  },
  mainPhoneNumber: {
    kind: 'phone',
    label: { en: 'Phone number', mm: 'ဖုန်းနံပါတ်' },
    help: {
      en: 'Shown in the footer, on the contact page and at checkout, e.g. +95 9 123 456 789.',
      mm: 'အောက်ခြေ၊ ဆက်သွယ်ရန် စာမျက်နှာနှင့် ငွေချေရာတွင် ပြသည်။ ဥပမာ +95 9 123 456 789။',
    },
  },
  mainEmail: {
    kind: 'email',
    label: { en: 'Email address', mm: 'အီးမေးလ်လိပ်စာ' },
    help: {
      en: 'Shown in the footer and on the contact page.',
      mm: 'အောက်ခြေနှင့် ဆက်သွယ်ရန် စာမျက်နှာတွင် ပြသည်။',
    },
  },
  facebookUrl: {
    kind: 'web',
    label: { en: 'Facebook page', mm: 'Facebook စာမျက်နှာ' },
    help: { en: 'The full address, starting https://', mm: 'https:// ဖြင့် စသော လိပ်စာအပြည့်အစုံ' },
  },
  youtubeUrl: {
    kind: 'web',
    label: { en: 'YouTube channel', mm: 'YouTube ချန်နယ်' },
    help: { en: 'The full address, starting https://', mm: 'https:// ဖြင့် စသော လိပ်စာအပြည့်အစုံ' },
  },
  twitterUrl: {
    kind: 'web',
    label: { en: 'X (Twitter) profile', mm: 'X (Twitter) ပရိုဖိုင်' },
    help: { en: 'The full address, starting https://', mm: 'https:// ဖြင့် စသော လိပ်စာအပြည့်အစုံ' },
  },
  linkedinUrl: {
    kind: 'web',
    label: { en: 'LinkedIn profile', mm: 'LinkedIn ပရိုဖိုင်' },
    help: { en: 'The full address, starting https://', mm: 'https:// ဖြင့် စသော လိပ်စာအပြည့်အစုံ' },
  },
  termsArticleId: {
    kind: 'article',
    label: { en: 'Terms and conditions', mm: 'စည်းမျဉ်းနှင့် သတ်မှတ်ချက်များ' },
    help: {
      en: 'The article the footer links as the terms.',
      mm: 'အောက်ခြေမှ စည်းမျဉ်းများအဖြစ် ချိတ်ဆက်မည့် ဆောင်းပါး။',
    },
  },
  privacyArticleId: {
    kind: 'article',
    label: { en: 'Privacy policy', mm: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ' },
    help: {
      en: 'The article the footer links as the privacy policy.',
      mm: 'အောက်ခြေမှ ကိုယ်ရေးအချက်အလက် မူဝါဒအဖြစ် ချိတ်ဆက်မည့် ဆောင်းပါး။',
    },
  },
} as const satisfies Record<string, ConstantGuide>;

/** The guide to a constant, if it is one the site knows. */
export const constantGuide = (name: unknown): ConstantGuide | undefined =>
  typeof name === 'string' && Object.hasOwn(SITE_CONSTANTS, name)
    ? SITE_CONSTANTS[name as keyof typeof SITE_CONSTANTS]
    : undefined;

/** The coach's name when the constant is not set (a fresh site still names someone). */
export const DEFAULT_COACH_NAME = 'Mung';

/**
 * The site's name, as its header, page titles and emails say it: the business name, or
 * the coach's name with "Coaching" while none is set.
 */
export function businessNameOf(constants: Readonly<Record<string, string | undefined>>): string {
  const coachName = constants.coachName?.trim() || DEFAULT_COACH_NAME;
  return constants.businessName?.trim() || `${coachName} Coaching`;
}

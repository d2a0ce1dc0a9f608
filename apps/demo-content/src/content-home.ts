import type { IconName } from './svg-parts.ts';

/** Demo content: the home banner, the page banners, the stats and the site constants. */

export const BUSINESS_NAME = 'Mung Business Coaching';

export const CONTENT_HOME = {
  banner_text: {
    en: 'Grow your business and lead with clarity: one-on-one coaching, team coaching and trainings in Yangon.',
    mm: 'ရန်ကုန်မြို့ရှိ တစ်ဦးချင်း ကိုချင်း၊ အဖွဲ့လိုက် ကိုချင်းနှင့် သင်တန်းများဖြင့် သင့်လုပ်ငန်းကို တိုးတက်စေပြီး ရှင်းလင်းပြတ်သားစွာ ဦးဆောင်ပါ။',
  },
  banner_button: { en: 'Book a free consultation', mm: 'အခမဲ့ တိုင်ပင်ဆွေးနွေးရန်' },
  banner_button_link: '/contact-us',
};

/** The home banner's alt texts, as the owner writes them in the media library. */
export const HOME_BANNER_ALT = {
  alt: 'The coach in a golden circle, beside a rising chart',
  alt_mm: 'ရွှေရောင် စက်ဝိုင်းအတွင်းရှိ နည်းပြနှင့် တက်လာသော ဇယား',
};

/** The page banners and how each is drawn. */
export const BANNER_ART: Record<
  string,
  { title: string; icon?: IconName; portrait?: boolean; tone: number }
> = {
  meet_mung_banner_image: { title: 'Meet Mung', portrait: true, tone: 1 },
  one_on_one_coaching_banner_image: { title: 'One-on-one coaching', icon: 'growth', tone: 0 },
  team_coaching_banner_image: { title: 'Team coaching', icon: 'people', tone: 4 },
  trainings_banner_image: { title: 'Trainings', icon: 'steps', tone: 1 },
};

export const STAT_NUMBERS_DEMO = {
  business_coaching_leaders: 1250,
  business_coaching_count: 320,
  strategic_planning_businesses: 85,
  strategic_planning_count: 140,
  team_coaching_businesses: 60,
  team_coaching_count: 210,
  business_development_training_leaders: 2400,
  leadership_development_training_leaders: 3639,
  nlp_certification_training_leaders: 636,
};

/** The six service pictures of the stats record. */
export const STAT_ART: Record<string, { title: string; kicker: string; icon: IconName }> = {
  business_coaching_image: { title: 'Business coaching', kicker: 'One-on-one', icon: 'growth' },
  strategic_planning_image: {
    title: 'Strategic planning',
    kicker: 'Team coaching',
    icon: 'target',
  },
  team_coaching_image: { title: 'Team coaching', kicker: 'Team coaching', icon: 'people' },
  business_development_training_image: {
    title: 'Business development training',
    kicker: 'Trainings',
    icon: 'chat',
  },
  leadership_development_training_image: {
    title: 'Leadership development training',
    kicker: 'Trainings',
    icon: 'steps',
  },
  nlp_certification_training_image: {
    title: 'NLP certification training',
    kicker: 'Trainings',
    icon: 'loop',
  },
};

/**
 * Site constants of the demo. The phone number and email are the two every site has
 * (shown in the footer, on the contact page and at checkout); the others name the
 * coach, the business and its social pages. The terms and privacy article ids are added
 * once those articles exist.
 */
export const DEMO_CONSTANTS: Record<string, string> = {
  mainPhoneNumber: '+95 9 123 456 789',
  mainEmail: 'hello@example.com',
  coachName: 'Mung',
  coachSlug: 'mung',
  businessName: BUSINESS_NAME,
  facebookUrl: 'https://www.facebook.com/mungbusinesscoaching',
  youtubeUrl: 'https://www.youtube.com/@mungbusinesscoaching',
  twitterUrl: 'https://twitter.com/mungcoaching',
  linkedinUrl: 'https://www.linkedin.com/in/mung-business-coach',
};

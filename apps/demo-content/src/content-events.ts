import type { IconName } from './svg-parts.ts';

/** Demo content: events (one gone by), dated relative to the day the content is seeded. */

export interface DemoEvent {
  name: string;
  name_mm: string;
  description: string;
  description_mm: string;
  tag: string;
  tag_mm: string;
  location: string;
  location_mm: string;
  /** Shown on the poster under the date. */
  city: string;
  trainer?: string;
  trainer_mm?: string;
  link: string;
  /** When: `weeks` from now, on `weekday` (0 = Sunday), for `days` days, `from`-`to` o'clock. */
  when: { weeks: number; weekday: number; days: number; from: number; to: number };
  /** An event that sells seats (issue 40): its capacity and price per seat (0: free). */
  registration?: { seats: number; price: number; currency: string };
  icon: IconName;
  tone: number;
}

const CENTRE = {
  location: 'Mung Training Centre, Bahan Township, Yangon',
  location_mm: 'Mung သင်တန်းကျောင်း၊ ဗဟန်းမြို့နယ်၊ ရန်ကုန်',
  city: 'Yangon',
};
const MUNG = { trainer: 'Mung', trainer_mm: 'ဆရာ Mung' };

export const EVENTS: DemoEvent[] = [
  {
    name: 'Business Growth Masterclass',
    name_mm: 'လုပ်ငန်း တိုးတက်မှု မာစတာကလပ်စ်',
    description:
      'A one-day masterclass for owners who feel stuck at the same revenue: find your real bottleneck, fix your pricing and build a weekly dashboard you will actually use.',
    description_mm:
      'ဝင်ငွေ တစ်နေရာတည်းတွင် ရပ်တန့်နေသည်ဟု ခံစားရသော လုပ်ငန်းပိုင်ရှင်များအတွက် တစ်ရက်တာ မာစတာကလပ်စ် ဖြစ်သည်။ သင့်လုပ်ငန်း၏ အမှန်တကယ် ပိတ်ဆို့နေသည့်နေရာကို ရှာဖွေခြင်း၊ စျေးနှုန်းသတ်မှတ်ပုံကို ပြင်ဆင်ခြင်းနှင့် အမှန်တကယ် အသုံးပြုမည့် အပတ်စဉ် dashboard တစ်ခု တည်ဆောက်ခြင်းတို့ ပါဝင်သည်။',
    tag: 'Workshop',
    tag_mm: 'အလုပ်ရုံဆွေးနွေးပွဲ',
    ...CENTRE,
    ...MUNG,
    link: '/trainings#business-development-training',
    when: { weeks: 1, weekday: 6, days: 1, from: 9, to: 16 },
    icon: 'growth',
    tone: 0,
  },
  {
    name: 'DISC for Sales Teams',
    name_mm: 'အရောင်းအဖွဲ့များအတွက် DISC',
    description:
      'Learn to read the four DISC styles in a sales conversation and adapt your pitch, your follow-up and your closing to each buyer.',
    description_mm:
      'အရောင်းဆွေးနွေးမှုတစ်ခုအတွင်း DISC ပုံစံလေးမျိုးကို ခွဲခြားသိမြင်ပြီး ဝယ်သူတစ်ဦးချင်းစီနှင့် ကိုက်ညီအောင် မိတ်ဆက်တင်ပြပုံ၊ နောက်ဆက်တွဲ ဆက်သွယ်ပုံနှင့် အရောင်းပိတ်ပုံတို့ကို ချိန်ညှိနည်း သင်ယူရမည်။',
    tag: 'Workshop',
    tag_mm: 'အလုပ်ရုံဆွေးနွေးပွဲ',
    location: 'Online (Zoom)',
    location_mm: 'အွန်လိုင်း (Zoom)',
    city: 'Online',
    link: '/one-on-one-coaching#disc-assessment',
    when: { weeks: 1, weekday: 4, days: 1, from: 13.5, to: 17 },
    icon: 'disc',
    tone: 1,
  },
  {
    name: 'NLP Practitioner Certification, Batch 18',
    name_mm: 'NLP Practitioner လက်မှတ်ရ သင်တန်း (အသုတ် ၁၈)',
    description:
      'Six days of practice in rapport, outcome setting, reframing and anchoring, with a certificate on completion. Seats are limited to twenty-four participants.',
    description_mm:
      'ရင်းနှီးမှုတည်ဆောက်ခြင်း၊ ရလဒ်ပန်းတိုင် သတ်မှတ်ခြင်း၊ ရှုထောင့်ပြောင်းကြည့်ခြင်းနှင့် anchoring တို့ကို ရက် ၆ ရက် လက်တွေ့ လေ့ကျင့်ရပြီး သင်တန်းပြီးဆုံးကြောင်း လက်မှတ် ရရှိမည်။ သင်တန်းသား ၂၄ ဦးသာ လက်ခံမည်။',
    tag: 'Certification',
    tag_mm: 'လက်မှတ်ရ သင်တန်း',
    ...CENTRE,
    ...MUNG,
    link: '/trainings#nlp-certification-training',
    when: { weeks: 3, weekday: 6, days: 6, from: 9, to: 17 },
    // Registered for on its page, paid by transfer: a fresh site shows the form.
    registration: { seats: 24, price: 850_000, currency: 'MMK' },
    icon: 'loop',
    tone: 4,
  },
  {
    name: 'Leadership Development Bootcamp',
    name_mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး စခန်း',
    description:
      'Three intensive days for new and middle managers: delegating well, giving feedback, running one-on-ones and leading change.',
    description_mm:
      'မန်နေဂျာသစ်များနှင့် အလယ်အလတ်အဆင့် မန်နေဂျာများအတွက် သုံးရက်တာ အထူးသင်တန်း ဖြစ်သည်။ တာဝန်လွှဲအပ်နည်း၊ တုံ့ပြန်ချက်ပေးနည်း၊ တစ်ဦးချင်း တွေ့ဆုံဆွေးနွေးနည်းနှင့် ပြောင်းလဲမှုကို ဦးဆောင်နည်းတို့ ပါဝင်သည်။',
    tag: 'Training',
    tag_mm: 'သင်တန်း',
    ...CENTRE,
    trainer: 'Mung and Daw Thiri Aung',
    trainer_mm: 'ဆရာ Mung နှင့် ဒေါ်သီရိအောင်',
    link: '/trainings#leadership-development-training',
    when: { weeks: 5, weekday: 3, days: 3, from: 9, to: 16.5 },
    icon: 'steps',
    tone: 0,
  },
  {
    name: 'Strategic Planning Retreat for SME Owners',
    name_mm: 'SME လုပ်ငန်းပိုင်ရှင်များအတွက် မဟာဗျူဟာ စီမံချက်ရေးဆွဲပွဲ',
    description:
      'Two days away from the office to write a one-page strategy for your company, with time to think, walk on the beach and compare notes with other owners.',
    description_mm:
      'ရုံးနှင့်ဝေးရာတွင် နှစ်ရက်ကြာ နေထိုင်ရင်း မိမိကုမ္ပဏီအတွက် စာမျက်နှာတစ်မျက်နှာစာ မဟာဗျူဟာကို ရေးဆွဲမည်။ အေးအေးဆေးဆေး စဉ်းစားချိန်၊ ကမ်းခြေတွင် လမ်းလျှောက်ချိန်နှင့် အခြားလုပ်ငန်းရှင်များနှင့် အတွေ့အကြုံ ဖလှယ်ချိန်များ ပါဝင်သည်။',
    tag: 'Retreat',
    tag_mm: 'စီမံချက်ရေးဆွဲပွဲ',
    location: 'Ngwe Saung Beach, Ayeyarwady Region',
    location_mm: 'ငွေဆောင်ကမ်းခြေ၊ ဧရာဝတီတိုင်းဒေသကြီး',
    city: 'Ngwe Saung',
    ...MUNG,
    link: '/team-coaching#strategic-planning',
    when: { weeks: 7, weekday: 5, days: 2, from: 9, to: 17 },
    icon: 'target',
    tone: 1,
  },
  {
    name: 'Free Webinar: Building a Coaching Culture',
    name_mm: 'အခမဲ့ ဝက်ဘီနာ - ကိုချင်းယဉ်ကျေးမှု တည်ဆောက်ခြင်း',
    description:
      'Ninety minutes on the three habits that turn managers into coaches, with time for your questions at the end.',
    description_mm:
      'မန်နေဂျာများကို ကိုချ်များအဖြစ် ပြောင်းလဲပေးသည့် အလေ့အကျင့်သုံးခုအကြောင်း မိနစ် ၉၀ ဆွေးနွေးမည်ဖြစ်ပြီး နောက်ဆုံးတွင် မေးခွန်းများ မေးမြန်းနိုင်သည်။',
    tag: 'Webinar',
    tag_mm: 'ဝက်ဘီနာ',
    location: 'Online (Facebook Live)',
    location_mm: 'အွန်လိုင်း (Facebook Live)',
    city: 'Online',
    link: '/blogs#videos',
    when: { weeks: 2, weekday: 3, days: 1, from: 19.5, to: 21 },
    icon: 'people',
    tone: 2,
  },
  {
    name: 'Women in Business Leadership Circle',
    name_mm: 'စီးပွားရေးနယ်ပယ်ရှိ အမျိုးသမီး ခေါင်းဆောင်များ တွေ့ဆုံပွဲ',
    description:
      'An afternoon of honest conversation for women who lead companies and teams, opened by a guest speaker and followed by small-group coaching.',
    description_mm:
      'ကုမ္ပဏီများနှင့် အဖွဲ့များကို ဦးဆောင်နေသော အမျိုးသမီးများအတွက် ရိုးသားပွင့်လင်းစွာ ဆွေးနွေးမည့် နေ့လယ်ခင်း ဖြစ်သည်။ ဧည့်သည်ဟောပြောသူ၏ အဖွင့်စကားနှင့် အဖွဲ့ငယ်လိုက် ကိုချင်း ပါဝင်သည်။',
    tag: 'Meetup',
    tag_mm: 'တွေ့ဆုံပွဲ',
    location: 'Downtown Yangon (venue sent on registration)',
    location_mm: 'ရန်ကုန်မြို့လယ် (စာရင်းပေးသွင်းပြီးနောက် နေရာ အကြောင်းကြားမည်)',
    city: 'Yangon',
    trainer: 'Daw Thandar Hlaing (guest speaker)',
    trainer_mm: 'ဒေါ်သန္တာလှိုင် (ဧည့်သည် ဟောပြောသူ)',
    link: '/contact-us',
    when: { weeks: 4, weekday: 0, days: 1, from: 14, to: 17 },
    icon: 'chat',
    tone: 4,
  },
  {
    name: 'NLP Master Practitioner Certification',
    name_mm: 'NLP Master Practitioner လက်မှတ်ရ သင်တန်း',
    description:
      'Eight days for Practitioner graduates: language patterns, values and beliefs, timeline work and modelling excellence.',
    description_mm:
      'Practitioner အဆင့် အောင်မြင်ပြီးသူများအတွက် ရှစ်ရက်တာ သင်တန်း ဖြစ်သည်။ ဘာသာစကားပုံစံများ၊ တန်ဖိုးထားမှုနှင့် ယုံကြည်ချက်များ၊ timeline နည်းလမ်းများနှင့် modelling တို့ ပါဝင်သည်။',
    tag: 'Certification',
    tag_mm: 'လက်မှတ်ရ သင်တန်း',
    ...CENTRE,
    ...MUNG,
    link: '/shops#nlp-certification',
    when: { weeks: 9, weekday: 6, days: 8, from: 9, to: 17 },
    icon: 'star',
    tone: 0,
  },
  {
    name: 'Family Business Succession Talk',
    name_mm: 'မိသားစုလုပ်ငန်း လက်ဆင့်ကမ်းခြင်း ဟောပြောပွဲ',
    description:
      'How to prepare the next generation, and the business, for a handover that keeps both the family and the company strong.',
    description_mm:
      'မိသားစုနှင့် ကုမ္ပဏီ နှစ်ခုစလုံး ခိုင်မာနေစေမည့် လက်ဆင့်ကမ်းမှုအတွက် နောက်မျိုးဆက်နှင့် လုပ်ငန်းကို မည်သို့ ပြင်ဆင်ရမည်ကို ဆွေးနွေးမည်။',
    tag: 'Talk',
    tag_mm: 'ဟောပြောပွဲ',
    location: 'Mandalay Business Hub, Chanayethazan Township, Mandalay',
    location_mm: 'Mandalay Business Hub၊ ချမ်းအေးသာဇံမြို့နယ်၊ မန္တလေး',
    city: 'Mandalay',
    link: '/contact-us',
    when: { weeks: 6, weekday: 6, days: 1, from: 14, to: 16.5 },
    // Free, and full: its page offers the waiting list (content-registrations.ts).
    registration: { seats: 16, price: 0, currency: 'MMK' },
    icon: 'people',
    tone: 1,
  },
  {
    name: 'Leadership Essentials Workshop, Batch 9',
    name_mm: 'ခေါင်းဆောင်မှု အခြေခံ အလုပ်ရုံ (အသုတ် ၉)',
    description:
      'One day on the basics every new team leader needs: setting expectations, weekly one-on-ones and giving feedback that lands.',
    description_mm:
      'အဖွဲ့ခေါင်းဆောင်သစ်တိုင်း လိုအပ်သည့် အခြေခံများဖြစ်သော မျှော်မှန်းချက် သတ်မှတ်ခြင်း၊ အပတ်စဉ် တစ်ဦးချင်း တွေ့ဆုံခြင်းနှင့် ထိရောက်သော တုံ့ပြန်ချက်ပေးခြင်းတို့ကို တစ်ရက်တာ လေ့ကျင့်သည်။',
    tag: 'Workshop',
    tag_mm: 'အလုပ်ရုံဆွေးနွေးပွဲ',
    ...CENTRE,
    ...MUNG,
    link: '/trainings#leadership-development-training',
    // Gone by: its attendees were checked in at the door.
    when: { weeks: -2, weekday: 6, days: 1, from: 9, to: 16 },
    registration: { seats: 20, price: 150_000, currency: 'MMK' },
    icon: 'steps',
    tone: 2,
  },
];

import type { IconName } from './svg-parts.ts';

/** Demo content: the shop's categories and products, prices in Myanmar kyat. */

export interface DemoCategory {
  name: string;
  name_mm: string;
  subs: { key: string; name: string; name_mm: string }[];
}

export const CATEGORIES: DemoCategory[] = [
  {
    name: 'Books',
    name_mm: 'စာအုပ်များ',
    subs: [
      { key: 'leadership-books', name: 'Leadership Books', name_mm: 'ခေါင်းဆောင်မှုဆိုင်ရာ စာအုပ်များ' },
      {
        key: 'business-books',
        name: 'Business Growth Books',
        name_mm: 'စီးပွားရေး တိုးတက်မှုဆိုင်ရာ စာအုပ်များ',
      },
    ],
  },
  {
    name: 'NLP Certification',
    name_mm: 'NLP လက်မှတ်ရ သင်တန်းများ',
    subs: [
      { key: 'nlp-foundations', name: 'NLP Foundations', name_mm: 'NLP အခြေခံ အဆင့်များ' },
      {
        key: 'nlp-professional',
        name: 'NLP Professional Levels',
        name_mm: 'NLP ပရော်ဖက်ရှင်နယ် အဆင့်များ',
      },
    ],
  },
  {
    name: 'Courses',
    name_mm: 'သင်တန်းများ',
    subs: [
      { key: 'online-courses', name: 'Online Courses', name_mm: 'အွန်လိုင်း သင်တန်းများ' },
      { key: 'workshops', name: 'Workshops', name_mm: 'အလုပ်ရုံ ဆွေးနွေးပွဲများ' },
    ],
  },
];

export interface DemoProduct {
  sub: string;
  heading: string;
  heading_mm: string;
  description: string;
  description_mm: string;
  price: number;
  stock: number;
  /** Orders take from the stock, and at 0 the shop says "Sold out". */
  track_stock?: boolean;
  shipping_type: 'FREE SHIPPING' | 'PAID BY CLIENT';
  video_link?: string;
  /** How the picture is drawn: a book cover, or a badge with an icon. */
  art: 'book' | 'badge';
  icon: IconName;
  kicker: string;
  tone: number;
}

/** How the books' shipping is paid, said with "Paid by the buyer" in the shop and on the order. */
export const BOOK_SHIPPING_NOTE = {
  shipping_note: '3,000 MMK within Yangon; elsewhere sent by bus, the fare paid on arrival.',
  shipping_note_mm: 'ရန်ကုန်မြို့တွင်း ၃,၀၀၀ ကျပ်။ နယ်သို့ ကားဖြင့် ပို့ပြီး ကားခကို ရောက်မှ ပေးချေရန်။',
};

export const PRODUCTS: DemoProduct[] = [
  {
    sub: 'leadership-books',
    heading: 'Lead Without Fear',
    heading_mm: 'ကြောက်ရွံ့မှုမရှိဘဲ ဦးဆောင်ခြင်း',
    description:
      "Mung's practical guide for first-time managers: how to give clear feedback, run short meetings that actually decide things, and earn trust without becoming the bottleneck. 212 pages, in Burmese.",
    description_mm:
      'ပထမဆုံးအကြိမ် မန်နေဂျာဖြစ်လာသူများအတွက် ဆရာ Mung ၏ လက်တွေ့လမ်းညွှန်စာအုပ် ဖြစ်သည်။ ရှင်းလင်းသော တုံ့ပြန်ချက်ပေးနည်း၊ ဆုံးဖြတ်ချက်ချနိုင်သော အစည်းအဝေးတိုများ ကျင်းပနည်းနှင့် လုပ်ငန်းကို ပိတ်ဆို့သူ မဖြစ်စေဘဲ ယုံကြည်မှုရယူနည်းများ ပါဝင်သည်။ စာမျက်နှာ ၂၁၂ မျက်နှာ၊ မြန်မာဘာသာဖြင့် ရေးသားထားသည်။',
    price: 18000,
    stock: 120,
    shipping_type: 'PAID BY CLIENT',
    art: 'book',
    icon: 'book',
    kicker: 'Mung',
    tone: 0,
  },
  {
    sub: 'leadership-books',
    heading: "The Leader's Daily Questions",
    heading_mm: 'ခေါင်းဆောင်တစ်ဦး၏ နေ့စဉ်မေးခွန်းများ',
    description:
      'A pocket workbook with ninety days of short reflection questions for leaders who want to grow one honest answer at a time.',
    description_mm:
      'ရိုးသားသော အဖြေတစ်ခုချင်းဖြင့် တိုးတက်လိုသော ခေါင်းဆောင်များအတွက် ရက် ၉၀ စာ ဆင်ခြင်သုံးသပ်ရန် မေးခွန်းတိုများ ပါဝင်သည့် အိတ်ဆောင် လေ့ကျင့်ခန်းစာအုပ် ဖြစ်သည်။',
    price: 15000,
    stock: 80,
    shipping_type: 'PAID BY CLIENT',
    art: 'book',
    icon: 'chat',
    kicker: 'Mung',
    tone: 1,
  },
  {
    sub: 'business-books',
    heading: 'From Shop to System',
    heading_mm: 'ဆိုင်ခန်းမှ စနစ်တကျ လုပ်ငန်းဆီသို့',
    description:
      'How Myanmar family businesses can move from owner-run to system-run: simple processes, clear roles and a few numbers you check every week. With case studies from Yangon and Mandalay.',
    description_mm:
      'မြန်မာ မိသားစုလုပ်ငန်းများ ပိုင်ရှင်တစ်ဦးတည်းအပေါ် မှီခိုနေရာမှ စနစ်ဖြင့် လည်ပတ်သော လုပ်ငန်းအဖြစ် ပြောင်းလဲနိုင်ပုံကို ရိုးရှင်းသော လုပ်ငန်းစဉ်များ၊ ရှင်းလင်းသော တာဝန်များနှင့် အပတ်စဉ် စစ်ဆေးရမည့် ကိန်းဂဏန်းများဖြင့် ရှင်းပြထားသည်။ ရန်ကုန်နှင့် မန္တလေးမှ လက်တွေ့ဖြစ်ရပ်များ ပါဝင်သည်။',
    price: 22000,
    stock: 60,
    shipping_type: 'PAID BY CLIENT',
    art: 'book',
    icon: 'growth',
    kicker: 'Mung',
    tone: 2,
  },
  {
    sub: 'nlp-foundations',
    heading: 'NLP Practitioner Certification',
    heading_mm: 'NLP Practitioner လက်မှတ်ရ သင်တန်း',
    description:
      'Level 1 of 4. Six days of hands-on training in the core NLP skills: rapport, sensory awareness, setting outcomes, reframing and anchoring. Includes the course manual and a certificate on completion.',
    description_mm:
      'အဆင့် ၄ ဆင့်အနက် ပထမအဆင့် ဖြစ်သည်။ ရင်းနှီးမှုတည်ဆောက်ခြင်း၊ အာရုံခံ သတိပြုမှု၊ ရလဒ်ပန်းတိုင် သတ်မှတ်ခြင်း၊ ရှုထောင့်ပြောင်း၍ ကြည့်ခြင်း (reframing) နှင့် anchoring စသည့် NLP အခြေခံ ကျွမ်းကျင်မှုများကို ရက် ၆ ရက် လက်တွေ့ လေ့ကျင့်ရသော သင်တန်း ဖြစ်သည်။ သင်ခန်းစာ လက်စွဲစာအုပ်နှင့် သင်တန်းပြီးဆုံးကြောင်း လက်မှတ် ပါဝင်သည်။',
    price: 650000,
    stock: 24,
    shipping_type: 'FREE SHIPPING',
    art: 'badge',
    icon: 'loop',
    kicker: 'Level 1',
    tone: 0,
  },
  {
    sub: 'nlp-foundations',
    heading: 'NLP Master Practitioner Certification',
    heading_mm: 'NLP Master Practitioner လက်မှတ်ရ သင်တန်း',
    description:
      'Level 2 of 4. Deepen your practice with language patterns, work on values and beliefs, timeline techniques and modelling excellence. For graduates of the Practitioner level.',
    description_mm:
      'အဆင့် ၄ ဆင့်အနက် ဒုတိယအဆင့် ဖြစ်သည်။ ဘာသာစကားပုံစံများ၊ တန်ဖိုးထားမှုနှင့် ယုံကြည်ချက်များကို ပြုပြင်ခြင်း၊ timeline နည်းလမ်းများနှင့် ထူးချွန်သူများကို စံနမူနာယူခြင်း (modelling) တို့ဖြင့် သင်၏ ကျွမ်းကျင်မှုကို နက်ရှိုင်းစေမည်။ Practitioner အဆင့် အောင်မြင်ပြီးသူများအတွက် ဖြစ်သည်။',
    price: 950000,
    stock: 20,
    shipping_type: 'FREE SHIPPING',
    art: 'badge',
    icon: 'loop',
    kicker: 'Level 2',
    tone: 1,
  },
  {
    sub: 'nlp-professional',
    heading: 'NLP Coach Certification',
    heading_mm: 'NLP Coach လက်မှတ်ရ သင်တန်း',
    description:
      'Level 3 of 4. Combine NLP with a structured coaching process. Includes supervised coaching hours and feedback on real sessions.',
    description_mm:
      'အဆင့် ၄ ဆင့်အနက် တတိယအဆင့် ဖြစ်သည်။ NLP ကို စနစ်တကျ ကိုချင်းလုပ်ငန်းစဉ်နှင့် ပေါင်းစပ်အသုံးပြုနည်းကို သင်ယူရမည်။ ကြီးကြပ်မှုအောက်တွင် ကိုချင်းလုပ်ရသော နာရီများနှင့် လက်တွေ့ ဆက်ရှင်များအပေါ် တုံ့ပြန်ချက်များ ပါဝင်သည်။',
    price: 1200000,
    stock: 16,
    shipping_type: 'FREE SHIPPING',
    art: 'badge',
    icon: 'chat',
    kicker: 'Level 3',
    tone: 4,
  },
  {
    sub: 'nlp-professional',
    heading: 'NLP Trainer Certification',
    heading_mm: 'NLP Trainer လက်မှတ်ရ သင်တန်း',
    description:
      'Level 4 of 4. Learn to design and deliver NLP trainings of your own: presentation skills, group facilitation and assessment. Limited to twelve participants per batch.',
    description_mm:
      'အဆင့် ၄ ဆင့်အနက် စတုတ္ထအဆင့် ဖြစ်သည်။ မိမိကိုယ်ပိုင် NLP သင်တန်းများကို ရေးဆွဲ ပို့ချနိုင်ရန် တင်ပြဆွေးနွေးမှု ကျွမ်းကျင်မှု၊ အဖွဲ့လိုက် လမ်းညွှန်မှုနှင့် အကဲဖြတ်နည်းများကို သင်ယူရမည်။ တစ်သုတ်လျှင် သင်တန်းသား ၁၂ ဦးသာ လက်ခံသည်။',
    price: 1800000,
    // This batch's twelve seats are taken: the shop shows it sold out.
    stock: 0,
    track_stock: true,
    shipping_type: 'FREE SHIPPING',
    art: 'badge',
    icon: 'star',
    kicker: 'Level 4',
    tone: 0,
  },
  {
    sub: 'online-courses',
    heading: 'Leadership Presence Online Course',
    heading_mm: 'ခေါင်းဆောင်မှုဆိုင်ရာ ကိုယ်ဟန်အမူအရာ အွန်လိုင်းသင်တန်း',
    description:
      'Eight video lessons of about twenty minutes each on voice, posture and clear messages, with worksheets. Start with the recommended talk in the preview, then learn at your own pace with lifetime access.',
    description_mm:
      'အသံ၊ ကိုယ်ဟန်အနေအထားနှင့် ရှင်းလင်းသော မက်ဆေ့ချ် ပေးပို့ခြင်းဆိုင်ရာ ဗီဒီယိုသင်ခန်းစာ ၈ ခု (တစ်ခုလျှင် မိနစ် ၂၀ ခန့်) နှင့် လေ့ကျင့်ခန်းစာရွက်များ ပါဝင်သည်။ နမူနာတွင် အကြံပြုထားသော ဟောပြောချက်ဖြင့် စတင်ပြီး မိမိအချိန်နှင့်အညီ သက်တမ်းတစ်လျှောက် လေ့လာနိုင်သည်။',
    price: 120000,
    stock: 500,
    shipping_type: 'FREE SHIPPING',
    video_link: 'https://youtu.be/Ks-_Mh1QhMc',
    art: 'badge',
    icon: 'play',
    kicker: 'Video course',
    tone: 1,
  },
  {
    sub: 'online-courses',
    heading: 'DISC Self-Assessment with Debrief',
    heading_mm: 'DISC ကိုယ်တိုင်အကဲဖြတ်ခြင်းနှင့် ရလဒ်ရှင်းလင်းချက်',
    description:
      'Take the online DISC profile, receive your twenty-page report and a forty-five-minute one-on-one debrief with Mung on Zoom.',
    description_mm:
      'အွန်လိုင်း DISC ပရိုဖိုင်ကို ဖြေဆိုပြီး စာမျက်နှာ ၂၀ ပါ အစီရင်ခံစာနှင့် ဆရာ Mung နှင့် Zoom မှတစ်ဆင့် မိနစ် ၄၅ ကြာ တစ်ဦးချင်း ရလဒ်ရှင်းလင်း ဆွေးနွေးမှုကို ရယူပါ။',
    price: 85000,
    stock: 200,
    shipping_type: 'FREE SHIPPING',
    art: 'badge',
    icon: 'disc',
    kicker: 'Assessment',
    tone: 2,
  },
  {
    sub: 'workshops',
    heading: 'Strategic Planning Workshop for SMEs',
    heading_mm: 'SME လုပ်ငန်းများအတွက် မဟာဗျူဟာ စီမံချက်ရေးဆွဲခြင်း အလုပ်ရုံဆွေးနွေးပွဲ',
    description:
      'Two days for owners and their management team to agree a one-page strategy, three priorities for the year and a ninety-day action plan. Price per person; lunch included.',
    description_mm:
      'လုပ်ငန်းပိုင်ရှင်များနှင့် ၎င်းတို့၏ စီမံခန့်ခွဲရေးအဖွဲ့အတွက် နှစ်ရက်တာ အလုပ်ရုံဆွေးနွေးပွဲ ဖြစ်ပြီး စာမျက်နှာတစ်မျက်နှာစာ မဟာဗျူဟာ၊ တစ်နှစ်တာအတွက် ဦးစားပေး ၃ ခုနှင့် ရက် ၉၀ လုပ်ဆောင်ချက် အစီအစဉ်ကို အတူတကွ ချမှတ်ကြမည်။ စျေးနှုန်းမှာ တစ်ဦးချင်းအတွက် ဖြစ်ပြီး နေ့လယ်စာ ပါဝင်သည်။',
    price: 350000,
    stock: 30,
    shipping_type: 'FREE SHIPPING',
    art: 'badge',
    icon: 'target',
    kicker: 'Workshop',
    tone: 4,
  },
];

import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** The analytics screen's own texts, in both admin languages. */
export const L = {
  title: SPECIAL_TITLES.analytics,
  lead: {
    en: 'Counted on the server, without cookies: a visitor is a browser on one day, and no address is kept.',
    mm: 'ကွတ်ကီး မသုံးဘဲ ဆာဗာတွင် ရေတွက်သည် - ဧည့်သည်တစ်ဦးဆိုသည်မှာ တစ်ရက်အတွင်း ဘရောက်ဇာတစ်ခု ဖြစ်ပြီး လိပ်စာ မသိမ်းပါ။',
  },
  period: { en: 'Period', mm: 'ကာလ' },
  lastDays: { en: 'Last {days} days', mm: 'နောက်ဆုံး {days} ရက်' },
  visitors: { en: 'Visitors', mm: 'ဧည့်သည်များ' },
  visits: { en: 'Visits', mm: 'ဝင်ရောက်မှုများ' },
  pageviews: { en: 'Page views', mm: 'စာမျက်နှာ ကြည့်ရှုမှုများ' },
  perDay: { en: 'Each day', mm: 'နေ့စဉ်' },
  chartSummary: {
    en: '{visitors} visitors and {pageviews} page views in {days} days; today {todayVisitors} and {todayPageviews}.',
    mm: '{days} ရက်အတွင်း ဧည့်သည် {visitors} ဦးနှင့် စာမျက်နှာ ကြည့်ရှုမှု {pageviews} ကြိမ်၊ ယနေ့ {todayVisitors} ဦးနှင့် {todayPageviews} ကြိမ်။',
  },
  day: { en: 'Day', mm: 'ရက်' },
  showDays: { en: 'Show each day as a table', mm: 'နေ့စဉ် ဇယားအဖြစ် ပြရန်' },
  pages: { en: 'Top pages', mm: 'အများဆုံး ကြည့်သော စာမျက်နှာများ' },
  page: { en: 'Page', mm: 'စာမျက်နှာ' },
  sources: { en: 'Sources', mm: 'ရောက်လာရာ နေရာများ' },
  source: { en: 'Source', mm: 'ရောက်လာရာ' },
  campaigns: { en: 'Campaigns', mm: 'ကမ်ပိန်းများ' },
  campaign: { en: 'Campaign', mm: 'ကမ်ပိန်း' },
  devices: { en: 'Devices', mm: 'စက်ပစ္စည်းများ' },
  device: { en: 'Device', mm: 'စက်ပစ္စည်း' },
  languages: { en: 'Languages', mm: 'ဘာသာစကားများ' },
  language: { en: 'Language', mm: 'ဘာသာစကား' },
  nothing: { en: 'Nothing counted in this period.', mm: 'ဤကာလတွင် ရေတွက်ထားသည် မရှိပါ။' },
  conversions: { en: 'What each source brought', mm: 'ရောက်လာရာ နေရာအလိုက် ရရှိမှုများ' },
  conversionsNote: {
    en: 'Each request, booking, order and testimonial is credited to where its visitor first came from that day.',
    mm: 'ချိန်းဆိုမှု၊ ကြိုတင်စာရင်းသွင်းမှု၊ အော်ဒါနှင့် သက်သေခံချက်တိုင်းကို ထိုနေ့တွင် ထိုဧည့်သည် ပထမဆုံး ရောက်လာရာ နေရာသို့ သတ်မှတ်သည်။',
  },
  appointments: { en: 'Requests', mm: 'ချိန်းဆိုမှုများ' },
  bookings: { en: 'Booked sessions', mm: 'ကြိုတင်ချိန်းထားသော အချိန်များ' },
  orders: { en: 'Orders', mm: 'အော်ဒါများ' },
  orderAmount: { en: 'Paid', mm: 'ငွေပေးချေပြီး' },
  testimonials: { en: 'Testimonials', mm: 'သက်သေခံချက်များ' },
  noConversions: {
    en: 'No requests, bookings, orders or testimonials in this period.',
    mm: 'ဤကာလတွင် ချိန်းဆိုမှု၊ ကြိုတင်ချိန်းဆိုမှု၊ အော်ဒါ သို့မဟုတ် သက်သေခံချက် မရှိပါ။',
  },
  csvFailed: { en: 'The CSV could not be made.', mm: 'CSV ဖိုင် ပြုလုပ်၍ မရပါ။' },
  // Names the API gives in English words: shown in the admin's language.
  direct: { en: 'Direct', mm: 'တိုက်ရိုက်' },
  unknown: { en: 'Not known', mm: 'မသိရ' },
  searchEngines: { en: 'Search engines', mm: 'ရှာဖွေရေး စနစ်များ' },
  phone: { en: 'Phone', mm: 'ဖုန်း' },
  tablet: { en: 'Tablet', mm: 'တက်ဘလက်' },
  desktop: { en: 'Computer', mm: 'ကွန်ပျူတာ' },
  english: UI.english,
  burmese: UI.burmese,
};

/** The tagged-link builder's texts. */
export const LINK = {
  title: { en: 'A link for a post', mm: 'ပို့စ်အတွက် လင့်ခ်' },
  lead: {
    en: 'Put this link in a post, and the visits and business it brings show above under its source and campaign.',
    mm: 'ဤလင့်ခ်ကို ပို့စ်တွင် ထည့်ပါ - ၎င်းမှ ရောက်လာသော ဧည့်သည်နှင့် ရရှိမှုများကို အထက်တွင် ရောက်လာရာနှင့် ကမ်ပိန်းအလိုက် ပြမည်။',
  },
  page: L.page,
  otherAddress: { en: 'Another address of the site…', mm: 'ဆိုက်၏ အခြား လိပ်စာ…' },
  address: { en: 'Address of the site', mm: 'ဆိုက်၏ လိပ်စာ' },
  addressHint: {
    en: 'Paste an address of this site, such as an article’s.',
    mm: 'ဤဆိုက်၏ လိပ်စာတစ်ခု (ဥပမာ ဆောင်းပါးတစ်ပုဒ်၏ လိပ်စာ) ကို ကူးထည့်ပါ။',
  },
  notThisSite: {
    en: 'This is not an address of this site ({site}).',
    mm: 'ဤလိပ်စာသည် ဤဆိုက် ({site}) ၏ လိပ်စာ မဟုတ်ပါ။',
  },
  source: { en: 'Where it is posted', mm: 'တင်မည့် နေရာ' },
  campaign: { en: 'Campaign name', mm: 'ကမ်ပိန်း အမည်' },
  campaignHint: {
    en: 'A name for this post, such as june-workshop. Spaces become dashes.',
    mm: 'ဤပို့စ်အတွက် အမည် (ဥပမာ june-workshop)။ နေရာလွတ်များကို တုံးတို (-) အဖြစ် ပြောင်းမည်။',
  },
  link: { en: 'The link', mm: 'လင့်ခ်' },
  copy: { en: 'Copy', mm: 'ကူးယူရန်' },
  copied: { en: 'Copied', mm: 'ကူးယူပြီးပါပြီ' },
  copyFailed: {
    en: 'Copying was refused: select the link and copy it.',
    mm: 'ကူးယူ၍ မရပါ - လင့်ခ်ကို ရွေးပြီး ကူးယူပါ။',
  },
};

import { defineMessages } from '../../i18n/messages';

/** The blogs page (/blogs) and the article detail page. */
export const blogsMessages = defineMessages({
  metaTitle: {
    en: 'Blogs: articles, videos and quotes',
    mm: 'ဘလော့ဂ်များ - ဆောင်းပါး၊ ဗီဒီယိုနှင့် ဆိုရိုးစကားများ',
  },
  metaDescription: {
    en: 'Articles, short videos and quotes on leadership, business growth and NLP from a business coach who works with owners and managers every day.',
    mm: 'လုပ်ငန်းရှင်များနှင့် မန်နေဂျာများနှင့် နေ့စဉ် အလုပ်လုပ်နေသော လုပ်ငန်းနည်းပြထံမှ ခေါင်းဆောင်မှု၊ လုပ်ငန်းတိုးတက်မှုနှင့် NLP ဆိုင်ရာ ဆောင်းပါးများ၊ ဗီဒီယိုတိုများနှင့် ဆိုရိုးစကားများ။',
  },
  eyebrow: { en: 'Blogs', mm: 'ဘလော့ဂ်များ' },
  title: { en: 'Ideas you can use on Monday morning', mm: 'တနင်္လာနေ့ နံနက်ကပင် အသုံးချနိုင်မည့် အတွေးအမြင်များ' },
  lead: {
    en: 'Short reads, talks and reminders on leading people, growing a business and changing habits that hold teams back.',
    mm: 'လူများကို ဦးဆောင်ခြင်း၊ လုပ်ငန်းကို ကြီးထွားစေခြင်းနှင့် အဖွဲ့များကို နောက်ပြန်ဆွဲထားသော အလေ့အထများကို ပြောင်းလဲခြင်းဆိုင်ရာ စာတိုများ၊ ဟောပြောချက်များနှင့် သတိပေးချက်များ။',
  },
  quotesEyebrow: { en: 'Words to work by', mm: 'လက်ကိုင်ထားရမည့် စကားများ' },
  quotesTitle: { en: 'Quotes', mm: 'ဆိုရိုးစကားများ' },
  quotesIntro: {
    en: 'A thought for the week. Tap a quote to read the article behind it.',
    mm: 'တစ်ပတ်စာ အတွေးတစ်ခု။ ဆိုရိုးစကားကို နှိပ်၍ ၎င်းနှင့်ဆိုင်သော ဆောင်းပါးကို ဖတ်ပါ။',
  },
  featuredQuote: { en: 'Quote of the week', mm: 'ယခုအပတ်၏ ဆိုရိုးစကား' },
  quoteAlt: { en: 'Quote', mm: 'ဆိုရိုးစကား' },
  quoteFromArticle: { en: 'Quote from “{name}”', mm: '“{name}” မှ ဆိုရိုးစကား' },
  readArticle: { en: 'Read the article', mm: 'ဆောင်းပါးကို ဖတ်ရန်' },
  quotesPages: { en: 'Quote pages', mm: 'ဆိုရိုးစကား စာမျက်နှာများ' },
  noQuotes: { en: 'New quotes are on their way.', mm: 'ဆိုရိုးစကားအသစ်များ မကြာမီ ရောက်ရှိလာပါမည်။' },
  videosEyebrow: { en: 'Watch', mm: 'ကြည့်ရှုရန်' },
  videosTitle: { en: 'Videos', mm: 'ဗီဒီယိုများ' },
  videosIntro: {
    en: 'Talks and short lessons from workshops and interviews.',
    mm: 'အလုပ်ရုံဆွေးနွေးပွဲများနှင့် အင်တာဗျူးများမှ ဟောပြောချက်များနှင့် သင်ခန်းစာတိုများ။',
  },
  playVideo: { en: 'Play video: {name}', mm: 'ဗီဒီယို ဖွင့်ရန် - {name}' },
  videosPages: { en: 'Video pages', mm: 'ဗီဒီယို စာမျက်နှာများ' },
  noVideos: { en: 'Videos are coming soon.', mm: 'ဗီဒီယိုများ မကြာမီ ရောက်ရှိလာပါမည်။' },
  articlesEyebrow: { en: 'Read', mm: 'ဖတ်ရှုရန်' },
  articlesTitle: { en: 'Articles', mm: 'ဆောင်းပါးများ' },
  articlesIntro: {
    en: 'Practical notes for owners and managers, from real coaching conversations.',
    mm: 'လက်တွေ့ နည်းပြဆွေးနွေးမှုများမှ ထုတ်နုတ်ထားသော လုပ်ငန်းရှင်များနှင့် မန်နေဂျာများအတွက် လက်တွေ့ကျသော မှတ်စုများ။',
  },
  articlesPages: { en: 'Article pages', mm: 'ဆောင်းပါး စာမျက်နှာများ' },
  noArticles: { en: 'New articles are on their way.', mm: 'ဆောင်းပါးအသစ်များ မကြာမီ ရောက်ရှိလာပါမည်။' },
  contactTitle: { en: 'Questions about an article?', mm: 'ဆောင်းပါးတစ်ခုနှင့် ပတ်သက်၍ မေးစရာ ရှိပါသလား?' },
  // Article detail
  enlargeImage: { en: 'View the picture full size', mm: 'ပုံကို အရွယ်အစားအပြည့် ကြည့်ရန်' },
});

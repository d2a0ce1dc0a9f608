/**
 * Demo content for the blogs page and the press section: quote cards (some linked to the
 * articles they come from), recommended talks, and press and collaboration items. The
 * videos are well-known public talks, introduced in the coach's own words.
 */

export interface DemoQuote {
  text: string;
  /** Key of the article the quote links to. */
  article?: string;
  featured?: boolean;
}

export const QUOTES: DemoQuote[] = [
  {
    text: 'Clarity comes from action, not from thinking alone.',
    article: 'five-questions',
    featured: true,
  },
  { text: 'Your business can only grow as far as your people can.', article: 'founder-to-leader' },
  {
    text: 'Ask before you tell. The answer your team finds is the one it will own.',
    article: 'coaching-culture',
  },
  { text: 'Know your style, then learn to flex it.', article: 'disc-sales' },
  { text: 'A plan that lives only in your head is a wish.', article: 'strategy-uncertain' },
  { text: 'Every setback holds information. Reframe it, then use it.', article: 'nlp-everyday' },
  { text: 'Leaders are measured by what the team can do without them.' },
  { text: 'Rapport first. Requests second.' },
  { text: 'Small steps every week beat big plans every year.' },
  { text: 'Coaching is not giving answers. It is asking better questions.' },
];

export interface DemoVideo {
  name: string;
  name_mm: string;
  description: string;
  description_mm: string;
  /** As an admin would paste it; the API stores the embed form. */
  video_url: string;
  daysAgo: number;
}

export const VIDEOS: DemoVideo[] = [
  {
    name: 'Recommended talk: How great leaders inspire action',
    name_mm: 'အကြံပြု ဟောပြောချက် - ခေါင်းဆောင်ကောင်းများ လှုံ့ဆော်ပုံ',
    description:
      "Simon Sinek's classic talk on starting with why. We use it in the first session of the leadership development training; watch it before you write your company's purpose.",
    description_mm:
      '"ဘာကြောင့်" ဖြင့် စတင်ခြင်းအကြောင်း Simon Sinek ၏ နာမည်ကျော် ဟောပြောချက် ဖြစ်ပါသည်။ ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း၏ ပထမဆုံး အတန်းတွင် အသုံးပြုပါသည်။ သင့်ကုမ္ပဏီ၏ ရည်ရွယ်ချက်ကို မရေးမီ ကြည့်ရှုပါ။',
    video_url: 'https://www.youtube.com/watch?v=qp0HIF3SfI4',
    daysAgo: 3,
  },
  {
    name: 'Recommended talk: Grit, the power of passion and perseverance',
    name_mm: 'အကြံပြု ဟောပြောချက် - ဇွဲ၊ စိတ်အားထက်သန်မှုနှင့် ကြံ့ကြံ့ခံမှု၏ စွမ်းအား',
    description:
      'Why long-term effort predicts success better than talent. A good starting point for team coaching sessions on resilience.',
    description_mm:
      'ရေရှည်ကြိုးစားမှုက ပါရမီထက် အောင်မြင်မှုကို ပိုမို ခန့်မှန်းပေးနိုင်သည့် အကြောင်း ဖြစ်ပါသည်။ ကြံ့ကြံ့ခံနိုင်စွမ်းဆိုင်ရာ အဖွဲ့လိုက် ကိုချင်းဆက်ရှင်များအတွက် ကောင်းမွန်သော အစပျိုးချက် ဖြစ်ပါသည်။',
    video_url: 'https://youtu.be/H14bBuluwB8',
    daysAgo: 18,
  },
  {
    name: 'Recommended talk: The power of vulnerability',
    name_mm: 'အကြံပြု ဟောပြောချက် - ပွင့်လင်းစွာ ဖွင့်ဟရဲခြင်း၏ စွမ်းအား',
    description:
      'On courage and connection. Leaders who can say "I don\'t know" build teams that speak up.',
    description_mm:
      'သတ္တိနှင့် ဆက်နွယ်မှုအကြောင်း ဖြစ်ပါသည်။ "မသိဘူး" ဟု ပြောရဲသော ခေါင်းဆောင်များသည် ပွင့်ပွင့်လင်းလင်း ထုတ်ဖော်ပြောဆိုရဲသော အဖွဲ့များကို တည်ဆောက်နိုင်ကြပါသည်။',
    video_url: 'https://www.youtube.com/watch?v=iCvmsMzlF7o',
    daysAgo: 33,
  },
  {
    name: 'Recommended talk: How to speak so that people want to listen',
    name_mm: 'အကြံပြု ဟောပြောချက် - လူများ နားထောင်ချင်အောင် ပြောဆိုနည်း',
    description:
      'Practical habits for your voice and your words. It pairs well with the Leadership Presence online course.',
    description_mm:
      'အသံနှင့် စကားလုံး အသုံးအနှုန်းဆိုင်ရာ လက်တွေ့ အလေ့အကျင့်များ ဖြစ်ပါသည်။ ခေါင်းဆောင်မှုဆိုင်ရာ ကိုယ်ဟန်အမူအရာ အွန်လိုင်းသင်တန်းနှင့် တွဲဖက်ကြည့်ရှုရန် သင့်တော်ပါသည်။',
    video_url: 'https://youtu.be/eIho2S0ZahI',
    daysAgo: 52,
  },
  {
    name: 'Recommended talk: Inside the mind of a master procrastinator',
    name_mm: 'အကြံပြု ဟောပြောချက် - အလုပ်ကို နောက်ဆုတ်ထားတတ်သူ၏ စိတ်အတွင်း',
    description:
      'A funny and honest look at deadlines. We share it with owners who plan often but rarely start.',
    description_mm:
      'နောက်ဆုံးသတ်မှတ်ရက်များအကြောင်း ရယ်စရာကောင်းပြီး ရိုးသားသော ရှုမြင်ချက် ဖြစ်ပါသည်။ မကြာခဏ စီစဉ်သော်လည်း စတင်ခဲသော လုပ်ငန်းရှင်များနှင့် မျှဝေလေ့ ရှိပါသည်။',
    video_url: 'https://www.youtube.com/watch?v=arj7oStGLkU',
    daysAgo: 75,
  },
];

export interface DemoPress {
  name: string;
  name_mm: string;
  description: string;
  description_mm: string;
  /** The publication or partner, printed on the picture. */
  outlet: string;
  video_url?: string;
  daysAgo: number;
}

export const PRESS: DemoPress[] = [
  {
    name: 'Family businesses and the next generation',
    name_mm: 'မိသားစုလုပ်ငန်းများနှင့် နောက်မျိုးဆက်',
    description: 'An interview with Mung on succession planning in Myanmar family businesses.',
    description_mm:
      'မြန်မာ မိသားစုလုပ်ငန်းများတွင် လက်ဆင့်ကမ်းမှု စီမံချက်ရေးဆွဲခြင်းအကြောင်း ဆရာ Mung နှင့် တွေ့ဆုံမေးမြန်းခန်း။',
    outlet: 'Yangon Business Weekly',
    daysAgo: 14,
  },
  {
    name: 'Coaching is not a luxury for small companies',
    name_mm: 'ကိုချင်းသည် ကုမ္ပဏီငယ်များအတွက် ဇိမ်ခံပစ္စည်း မဟုတ်ပါ',
    description:
      'An opinion piece by Mung on why small companies often gain the most from coaching.',
    description_mm:
      'ကုမ္ပဏီငယ်များသည် ကိုချင်းမှ အကျိုးအများဆုံး ရရှိလေ့ရှိသည့် အကြောင်း ဆရာ Mung ရေးသားသော အာဘော်ဆောင်းပါး။',
    outlet: 'The Golden Land Times',
    daysAgo: 40,
  },
  {
    name: 'Ten trainers shaping leadership education',
    name_mm: 'ခေါင်းဆောင်မှု ပညာရေးကို ပုံဖော်နေသော သင်တန်းဆရာ ဆယ်ဦး',
    description: 'Mung is featured among ten trainers shaping leadership education in Yangon.',
    description_mm: 'ရန်ကုန်တွင် ခေါင်းဆောင်မှု ပညာရေးကို ပုံဖော်နေသော သင်တန်းဆရာ ဆယ်ဦးအနက် ဆရာ Mung ပါဝင်ခဲ့သည်။',
    outlet: 'Myanmar Entrepreneur',
    daysAgo: 90,
  },
  {
    name: 'NLP comes to the boardroom',
    name_mm: 'NLP သည် အစည်းအဝေးခန်းမဆီသို့',
    description: 'A feature on the first NLP certification batch held in Mandalay.',
    description_mm: 'မန္တလေးတွင် ပထမဆုံး ကျင်းပခဲ့သော NLP လက်မှတ်ရ သင်တန်းအကြောင်း အထူးဆောင်းပါး။',
    outlet: 'Mandalay Business Review',
    daysAgo: 150,
  },
  {
    name: 'Three questions before you hire',
    name_mm: 'ဝန်ထမ်း မခန့်မီ မေးရမည့် မေးခွန်း သုံးခု',
    description: "Mung's column on hiring for attitude and training for skill.",
    description_mm: 'သဘောထားကို ကြည့်၍ ခန့်အပ်ပြီး ကျွမ်းကျင်မှုကို လေ့ကျင့်ပေးခြင်းအကြောင်း ဆရာ Mung ၏ ကော်လံ။',
    outlet: 'SME Voice',
    daysAgo: 210,
  },
  {
    name: 'Screening and discussion: The puzzle of motivation',
    name_mm: 'ကြည့်ရှုဆွေးနွေးပွဲ - လှုံ့ဆော်မှု၏ ပဟေဠိ',
    description:
      "Mung hosted a screening of Dan Pink's talk and led a discussion on motivating teams without bigger bonuses.",
    description_mm:
      'Dan Pink ၏ ဟောပြောချက်ကို ပြသပြီး ဆုကြေးငွေ တိုးပေးခြင်းမရှိဘဲ အဖွဲ့များကို လှုံ့ဆော်နည်းအကြောင်း ဆရာ Mung က ဦးဆောင် ဆွေးနွေးခဲ့သည်။',
    outlet: 'Yangon Leadership Circle',
    video_url: 'https://www.youtube.com/watch?v=rrkrvAUbU9Y',
    daysAgo: 25,
  },
  {
    name: 'Panel: Your body language may shape who you are',
    name_mm: 'ဆွေးနွေးပွဲ - သင့်ကိုယ်ဟန်အမူအရာက သင့်ကို ပုံဖော်နိုင်သည်',
    description:
      "Mung moderated a panel on confidence and presence after a screening of Amy Cuddy's talk.",
    description_mm:
      'Amy Cuddy ၏ ဟောပြောချက်ကို ပြသပြီးနောက် ယုံကြည်မှုနှင့် ကိုယ်ဟန်အမူအရာဆိုင်ရာ ဆွေးနွေးပွဲကို ဆရာ Mung က လမ်းညွှန်ခဲ့သည်။',
    outlet: 'Women in Business Myanmar',
    video_url: 'https://youtu.be/Ks-_Mh1QhMc',
    daysAgo: 60,
  },
  {
    name: 'Listening club: 10 ways to have a better conversation',
    name_mm: 'နားထောင်သူများ အသင်း - ပိုကောင်းသော စကားဝိုင်းအတွက် နည်းလမ်း ၁၀ သွယ်',
    description: 'A listening-club episode co-hosted by Mung on conversations at work.',
    description_mm:
      'လုပ်ငန်းခွင်ရှိ စကားဝိုင်းများအကြောင်း ဆရာ Mung ပူးတွဲ အစီအစဉ်တင်ဆက်ခဲ့သော နားထောင်သူများအသင်း အစီအစဉ်။',
    outlet: 'SME Voice Radio',
    video_url: 'https://www.youtube.com/watch?v=R1vskiVDwl4',
    daysAgo: 120,
  },
];

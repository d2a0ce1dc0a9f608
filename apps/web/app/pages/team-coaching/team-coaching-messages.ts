import { defineMessages } from '../../i18n/messages';

/** The team coaching page. */
export const teamMessages = defineMessages({
  metaTitle: { en: 'Team coaching and strategic planning', mm: 'အဖွဲ့လိုက် နည်းပြခြင်းနှင့် မဟာဗျူဟာ စီမံကိန်း' },
  metaDescription: {
    en: 'Team coaching for leadership teams: strategic planning, NLP for organisation culture and leadership development, facilitated on site.',
    mm: 'ခေါင်းဆောင်အဖွဲ့များအတွက် အဖွဲ့လိုက် နည်းပြခြင်း — မဟာဗျူဟာ စီမံကိန်း၊ အဖွဲ့အစည်း ယဉ်ကျေးမှုအတွက် NLP နှင့် ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး။',
  },
  eyebrow: { en: 'Team coaching', mm: 'အဖွဲ့လိုက် နည်းပြခြင်း' },
  title: { en: 'One direction, one team', mm: 'ဦးတည်ချက်တစ်ခု၊ အဖွဲ့တစ်ခု' },
  lead: {
    en: 'Strategy fails when the team does not own it. We work with your leadership team in the room, so the plan is theirs, the priorities are shared and follow-through becomes the culture.',
    mm: 'အဖွဲ့က ကိုယ်ပိုင်မဟုတ်ဟု ခံစားရသော မဟာဗျူဟာသည် ကျရှုံးတတ်ပါသည်။ သင့်ခေါင်းဆောင်အဖွဲ့နှင့် အတူတကွ လုပ်ဆောင်သဖြင့် အစီအစဉ်သည် သူတို့၏ ကိုယ်ပိုင်ဖြစ်လာပြီး ဦးစားပေးချက်များကို မျှဝေကာ အကောင်အထည်ဖော်ခြင်းသည် ယဉ်ကျေးမှု ဖြစ်လာပါသည်။',
  },
  statPlanningBusinesses: {
    en: 'Businesses in strategic planning',
    mm: 'မဟာဗျူဟာ စီမံကိန်း ရေးဆွဲခဲ့သော လုပ်ငန်းများ',
  },
  statPlanningCount: { en: 'Planning workshops', mm: 'စီမံကိန်း အလုပ်ရုံဆွေးနွေးပွဲများ' },
  statTeamBusinesses: { en: 'Businesses in team coaching', mm: 'အဖွဲ့လိုက် နည်းပြမှု ခံယူခဲ့သော လုပ်ငန်းများ' },
  statTeamCount: { en: 'Team coaching programmes', mm: 'အဖွဲ့လိုက် နည်းပြမှု အစီအစဉ်များ' },
  planningTitle: { en: 'Strategic planning', mm: 'မဟာဗျူဟာ စီမံကိန်း ရေးဆွဲခြင်း' },
  planningText: {
    en: 'Two facilitated days turn scattered ideas into a one-page strategy: where you play, how you win, and the handful of priorities for the next twelve months — with owners, measures and a rhythm of quarterly reviews.',
    mm: 'လမ်းညွှန်ပေးသော နှစ်ရက်တာ အစီအစဉ်က ပြန့်ကျဲနေသော အကြံဉာဏ်များကို စာမျက်နှာတစ်မျက်နှာ မဟာဗျူဟာအဖြစ် ပြောင်းလဲပေးပါသည် — မည်သည့်နေရာတွင် ယှဉ်ပြိုင်မည်၊ မည်သို့ အနိုင်ရမည်နှင့် လာမည့် ဆယ့်နှစ်လအတွက် ဦးစားပေးချက်များ၊ တာဝန်ခံများ၊ တိုင်းတာချက်များနှင့် သုံးလတစ်ကြိမ် ပြန်လည်သုံးသပ်ခြင်း။',
  },
  planningPoint1: {
    en: 'A one-page strategic plan your whole team understands',
    mm: 'အဖွဲ့တစ်ခုလုံး နားလည်သော စာမျက်နှာတစ်မျက်နှာ မဟာဗျူဟာ',
  },
  planningPoint2: {
    en: 'Clear owners and measures for every priority',
    mm: 'ဦးစားပေးချက်တိုင်းအတွက် ရှင်းလင်းသော တာဝန်ခံနှင့် တိုင်းတာချက်',
  },
  planningPoint3: {
    en: 'Quarterly reviews that keep the plan alive',
    mm: 'အစီအစဉ်ကို အသက်ဝင်နေစေသော သုံးလတစ်ကြိမ် ပြန်လည်သုံးသပ်ခြင်း',
  },
  nlpTitle: { en: 'NLP for organisation culture', mm: 'အဖွဲ့အစည်း ယဉ်ကျေးမှုအတွက် NLP' },
  nlpText: {
    en: 'Culture is the sum of everyday conversations. Using NLP tools for rapport, clear language and reframing, your managers learn to give feedback, resolve conflict and build trust across departments.',
    mm: 'ယဉ်ကျေးမှုဆိုသည်မှာ နေ့စဉ် စကားပြောဆိုမှုများ၏ ပေါင်းလဒ် ဖြစ်ပါသည်။ ခင်မင်ရင်းနှီးမှု၊ ရှင်းလင်းသော ဘာသာစကားနှင့် ရှုထောင့်ပြောင်းခြင်းဆိုင်ရာ NLP နည်းလမ်းများဖြင့် သင့်မန်နေဂျာများသည် အကြံပြုချက်ပေးခြင်း၊ ပဋိပက္ခဖြေရှင်းခြင်းနှင့် ဌာနများအကြား ယုံကြည်မှု တည်ဆောက်ခြင်းကို သင်ယူကြပါမည်။',
  },
  nlpPoint1: {
    en: 'Shared language for feedback and difficult conversations',
    mm: 'အကြံပြုချက်နှင့် ခက်ခဲသော စကားဝိုင်းများအတွက် ဘုံဘာသာစကား',
  },
  nlpPoint2: { en: 'Fewer silos, faster decisions', mm: 'ဌာနခွဲ အကန့်အသတ် နည်းပါး၍ ဆုံးဖြတ်ချက် ပိုမြန်ခြင်း' },
  nlpPoint3: {
    en: 'Values that show up in behaviour, not only on the wall',
    mm: 'နံရံပေါ်တွင်သာမက အပြုအမူတွင်ပါ ပေါ်လွင်သော တန်ဖိုးများ',
  },
  leadershipTitle: { en: 'Leadership development', mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး' },
  leadershipText: {
    en: 'A programme for your next line of leaders: monthly group sessions, individual coaching and real projects from your business, so new skills are used the week they are learned.',
    mm: 'သင့်နောက်မျိုးဆက် ခေါင်းဆောင်များအတွက် အစီအစဉ် — လစဉ် အုပ်စုလိုက် သင်ခန်းစာများ၊ တစ်ဦးချင်း နည်းပြခြင်းနှင့် သင့်လုပ်ငန်းမှ လက်တွေ့ စီမံကိန်းများဖြင့် သင်ယူသည့် ရက်သတ္တပတ်အတွင်းမှာပင် ကျွမ်းကျင်မှုအသစ်များကို အသုံးချနိုင်ပါသည်။',
  },
  leadershipPoint1: {
    en: 'Delegation, coaching and accountability skills',
    mm: 'တာဝန်ခွဲဝေခြင်း၊ နည်းပြခြင်းနှင့် တာဝန်ခံမှု ကျွမ်းကျင်မှုများ',
  },
  leadershipPoint2: {
    en: 'Individual development plans for each leader',
    mm: 'ခေါင်းဆောင်တစ်ဦးချင်းအတွက် ဖွံ့ဖြိုးရေး အစီအစဉ်',
  },
  leadershipPoint3: { en: 'Progress reports for the owner', mm: 'လုပ်ငန်းရှင်အတွက် တိုးတက်မှု အစီရင်ခံစာများ' },
});

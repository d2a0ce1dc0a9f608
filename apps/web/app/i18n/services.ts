import { defineMessages } from './messages';

/** Strings shared by the service pages. */
export const serviceMessages = defineMessages({
  bookThis: { en: 'Book an appointment', mm: 'ချိန်းဆိုမှု ပြုလုပ်ရန်' },
  topics: { en: 'Topics on this page', mm: 'ဤစာမျက်နှာရှိ အကြောင်းအရာများ' },
  whatYouGet: { en: 'What you get', mm: 'သင်ရရှိမည့်အရာများ' },
  recognisedBy: { en: 'Recognised by', mm: 'အသိအမှတ်ပြုထားသော အဖွဲ့အစည်းများ' },
  otherServices: { en: 'Explore other services', mm: 'အခြား ဝန်ဆောင်မှုများ' },
});

export const oneOnOneMessages = defineMessages({
  metaTitle: { en: 'One-on-one business coaching', mm: 'တစ်ဦးချင်း လုပ်ငန်း နည်းပြခြင်း' },
  metaDescription: {
    en: 'Private business coaching, DISC assessment and NLP coaching for owners and senior leaders. Clear goals, honest feedback and measurable progress.',
    mm: 'လုပ်ငန်းရှင်များနှင့် အကြီးတန်းခေါင်းဆောင်များအတွက် သီးသန့် လုပ်ငန်း နည်းပြခြင်း၊ DISC အကဲဖြတ်ခြင်းနှင့် NLP နည်းပြခြင်း။',
  },
  eyebrow: { en: 'One-on-one coaching', mm: 'တစ်ဦးချင်း နည်းပြခြင်း' },
  title: { en: 'Coaching for the person at the top', mm: 'ထိပ်ဆုံးမှ ဦးဆောင်သူအတွက် နည်းပြခြင်း' },
  lead: {
    en: 'Leading a business can be lonely. One-on-one coaching gives you a confidential space to think, decide and grow — with a coach who has sat where you sit.',
    mm: 'လုပ်ငန်းတစ်ခုကို ဦးဆောင်ရခြင်းသည် အထီးကျန်တတ်ပါသည်။ တစ်ဦးချင်း နည်းပြခြင်းက သင့်အား လျှို့ဝှက်ချက်ထိန်းသိမ်းထားသော နေရာတစ်ခုတွင် တွေးခေါ်ရန်၊ ဆုံးဖြတ်ရန်နှင့် ကြီးထွားရန် အခွင့်ပေးပါသည်။',
  },
  statLeaders: { en: 'Leaders coached', mm: 'နည်းပြပေးခဲ့သော ခေါင်းဆောင်များ' },
  statCount: { en: 'Coaching engagements', mm: 'နည်းပြမှု အစီအစဉ်များ' },
  businessTitle: { en: 'Business coaching', mm: 'လုပ်ငန်း နည်းပြခြင်း' },
  businessText: {
    en: 'We start with where your business really is — numbers, people and your own time — and agree on the few priorities that will move it. Every session ends with commitments, and every next session starts by checking them.',
    mm: 'သင့်လုပ်ငန်း၏ အမှန်တကယ် အခြေအနေ — ကိန်းဂဏန်းများ၊ ဝန်ထမ်းများနှင့် သင့်အချိန် — မှ စတင်ပြီး လုပ်ငန်းကို ရှေ့ဆက်တိုးစေမည့် ဦးစားပေးအချက် အနည်းငယ်ကို သဘောတူ သတ်မှတ်ပါသည်။ အစည်းအဝေးတိုင်းကို ကတိကဝတ်များဖြင့် အဆုံးသတ်ပြီး နောက်တစ်ကြိမ်တွင် ၎င်းတို့ကို ပြန်လည်စစ်ဆေးပါသည်။',
  },
  businessPoint1: {
    en: 'A 90-day growth plan with clear measures',
    mm: 'ရှင်းလင်းသော တိုင်းတာချက်များပါသည့် ရက် ၉၀ တိုးတက်မှု အစီအစဉ်',
  },
  businessPoint2: {
    en: 'Fortnightly sessions, in person or online',
    mm: 'နှစ်ပတ်တစ်ကြိမ် အစည်းအဝေး — တွေ့ဆုံ၍ သို့မဟုတ် အွန်လိုင်း',
  },
  businessPoint3: {
    en: 'Support between sessions when decisions cannot wait',
    mm: 'ဆုံးဖြတ်ချက်များ မစောင့်နိုင်သည့်အခါ အစည်းအဝေးကြား အကူအညီ',
  },
  discTitle: { en: 'DISC assessment', mm: 'DISC အကဲဖြတ်ခြင်း' },
  discText: {
    en: 'DISC shows how you prefer to act, decide and communicate — and how that lands with others. With your profile and a debrief, you learn to adapt your style to each person and situation instead of expecting them to adapt to you.',
    mm: 'DISC သည် သင် မည်သို့ လုပ်ဆောင်၊ ဆုံးဖြတ်၊ ဆက်သွယ်လိုသည်ကို ပြသပြီး အခြားသူများအပေါ် မည်သို့ သက်ရောက်သည်ကို ဖော်ပြပါသည်။ သင့်ပရိုဖိုင်နှင့် ဆွေးနွေးချက်ဖြင့် အခြားသူများကို သင့်အား လိုက်လျောစေမည့်အစား လူတစ်ဦးချင်းနှင့် အခြေအနေတိုင်းအတွက် သင့်ပုံစံကို ချိန်ညှိတတ်လာပါမည်။',
  },
  discPoint1: { en: 'Your personal DISC profile report', mm: 'သင့်ကိုယ်ပိုင် DISC ပရိုဖိုင် အစီရင်ခံစာ' },
  discPoint2: {
    en: 'A one-to-one debrief of what it means for your leadership',
    mm: 'သင့်ခေါင်းဆောင်မှုအတွက် ဆိုလိုရင်းကို တစ်ဦးချင်း ရှင်းပြခြင်း',
  },
  discPoint3: {
    en: 'Team profiles on request, to see how your people work together',
    mm: 'တောင်းဆိုပါက အဖွဲ့လိုက် ပရိုဖိုင်များ — သင့်ဝန်ထမ်းများ အတူ လုပ်ကိုင်ပုံကို မြင်နိုင်ရန်',
  },
  nlpTitle: { en: 'NLP coaching', mm: 'NLP နည်းပြခြင်း' },
  nlpText: {
    en: 'Neuro-Linguistic Programming works on the patterns behind what you do: the beliefs, habits and language that help or hold you back. It is practical, fast and especially useful for confidence, influence and change.',
    mm: 'Neuro-Linguistic Programming သည် သင်၏ လုပ်ဆောင်ချက်များ နောက်ကွယ်ရှိ ပုံစံများ — သင့်ကို ကူညီသော သို့မဟုတ် တားဆီးသော ယုံကြည်ချက်များ၊ အလေ့အထများနှင့် စကားအသုံးအနှုန်းများ — ကို ပြုပြင်ပါသည်။ လက်တွေ့ကျ၊ မြန်ဆန်ပြီး ယုံကြည်မှု၊ လွှမ်းမိုးနိုင်မှုနှင့် ပြောင်းလဲမှုအတွက် အထူးအသုံးဝင်ပါသည်။',
  },
  nlpPoint1: {
    en: 'Break habits that cost you time and energy',
    mm: 'အချိန်နှင့် စွမ်းအင် ကုန်စေသော အလေ့အထများကို ဖြတ်တောက်ခြင်း',
  },
  nlpPoint2: { en: 'Speak with more clarity and influence', mm: 'ပိုမိုရှင်းလင်းပြီး လွှမ်းမိုးနိုင်စွာ ပြောဆိုခြင်း' },
  nlpPoint3: {
    en: 'Stay calm and resourceful under pressure',
    mm: 'ဖိအားအောက်တွင် တည်ငြိမ်ပြီး အရင်းအမြစ်ရှိရှိ ဆက်လက်ရှိနေခြင်း',
  },
});

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

export const trainingMessages = defineMessages({
  metaTitle: {
    en: 'Leadership, business development and NLP trainings',
    mm: 'ခေါင်းဆောင်မှု၊ လုပ်ငန်းဖွံ့ဖြိုးရေးနှင့် NLP သင်တန်းများ',
  },
  metaDescription: {
    en: 'Public and in-house trainings: leadership development, business development and internationally recognised NLP certification.',
    mm: 'အများပြည်သူနှင့် ကုမ္ပဏီတွင်း သင်တန်းများ — ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး၊ လုပ်ငန်းဖွံ့ဖြိုးရေးနှင့် နိုင်ငံတကာ အသိအမှတ်ပြု NLP လက်မှတ်။',
  },
  eyebrow: { en: 'Trainings', mm: 'သင်တန်းများ' },
  title: {
    en: 'Skills your people use on Monday morning',
    mm: 'တနင်္လာနေ့ မနက်ကတည်းက အသုံးချနိုင်သော ကျွမ်းကျင်မှုများ',
  },
  lead: {
    en: 'Interactive, practical trainings built on real cases from Myanmar businesses — run as public courses or designed for your organisation.',
    mm: 'မြန်မာလုပ်ငန်းများမှ လက်တွေ့ ဖြစ်ရပ်များကို အခြေခံထားသော အပြန်အလှန် ဆွေးနွေးသည့် လက်တွေ့ကျ သင်တန်းများ — အများပြည်သူ သင်တန်း သို့မဟုတ် သင့်အဖွဲ့အစည်းအတွက် သီးသန့် ပုံစံ။',
  },
  statLeadership: {
    en: 'Leaders trained in leadership development',
    mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်းဆင်းများ',
  },
  statBusiness: { en: 'Leaders trained in business development', mm: 'လုပ်ငန်း ဖွံ့ဖြိုးရေး သင်တန်းဆင်းများ' },
  statNlp: { en: 'NLP certifications', mm: 'NLP လက်မှတ်ရသူများ' },
  leadershipTitle: { en: 'Leadership development training', mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း' },
  leadershipText: {
    en: 'From first-time supervisors to senior managers: how to set expectations, give feedback, motivate and grow people. Role plays and real workplace situations, not theory slides.',
    mm: 'ပထမဆုံးအကြိမ် ကြီးကြပ်သူများမှ အကြီးတန်း မန်နေဂျာများအထိ — မျှော်လင့်ချက် သတ်မှတ်ခြင်း၊ အကြံပြုချက်ပေးခြင်း၊ စိတ်အားတက်ကြွစေခြင်းနှင့် ဝန်ထမ်းများကို ကြီးထွားစေခြင်း။ သီအိုရီ ဆလိုက်များမဟုတ်ဘဲ သရုပ်ဆောင်လေ့ကျင့်ခန်းများနှင့် လက်တွေ့ လုပ်ငန်းခွင် အခြေအနေများ။',
  },
  leadershipPoint1: {
    en: 'Two-day core programme, plus follow-up clinic',
    mm: 'နှစ်ရက်တာ အဓိက သင်တန်းနှင့် နောက်ဆက်တွဲ ဆွေးနွေးပွဲ',
  },
  leadershipPoint2: {
    en: 'Tools for feedback, delegation and motivation',
    mm: 'အကြံပြုချက်၊ တာဝန်ခွဲဝေခြင်းနှင့် စိတ်အားတက်ကြွစေခြင်းအတွက် နည်းလမ်းများ',
  },
  leadershipPoint3: { en: 'Certificate of completion', mm: 'သင်တန်းပြီးဆုံးကြောင်း လက်မှတ်' },
  businessTitle: { en: 'Business development training', mm: 'လုပ်ငန်း ဖွံ့ဖြိုးရေး သင်တန်း' },
  businessText: {
    en: 'For owners and managers who want growth that lasts: customer focus, sales systems, simple financial control and building a business that runs without you in every meeting.',
    mm: 'ရေရှည်တည်တံ့သော တိုးတက်မှုကို လိုလားသည့် လုပ်ငန်းရှင်များနှင့် မန်နေဂျာများအတွက် — ဖောက်သည်ဗဟိုပြုခြင်း၊ အရောင်းစနစ်များ၊ ရိုးရှင်းသော ငွေကြေးထိန်းချုပ်မှုနှင့် သင်မပါဘဲ လည်ပတ်နိုင်သော လုပ်ငန်း တည်ဆောက်ခြင်း။',
  },
  businessPoint1: {
    en: 'Growth strategy and customer focus',
    mm: 'တိုးတက်မှု မဟာဗျူဟာနှင့် ဖောက်သည်ဗဟိုပြုခြင်း',
  },
  businessPoint2: {
    en: 'Systems that free the owner’s time',
    mm: 'လုပ်ငန်းရှင်၏ အချိန်ကို လွတ်မြောက်စေသော စနစ်များ',
  },
  businessPoint3: { en: 'An action plan for your own business', mm: 'သင့်လုပ်ငန်းအတွက် လုပ်ဆောင်ချက် အစီအစဉ်' },
  nlpTitle: { en: 'NLP certification training', mm: 'NLP လက်မှတ် သင်တန်း' },
  nlpText: {
    en: 'Internationally recognised NLP certification in four levels, from Practitioner to Trainer. Learn to understand how people think and communicate — and use it in sales, leadership, coaching and life.',
    mm: 'Practitioner မှ Trainer အထိ အဆင့်လေးဆင့်ရှိသော နိုင်ငံတကာ အသိအမှတ်ပြု NLP လက်မှတ်။ လူများ မည်သို့ တွေးခေါ်ဆက်သွယ်သည်ကို နားလည်ပြီး အရောင်း၊ ခေါင်းဆောင်မှု၊ နည်းပြခြင်းနှင့် ဘဝတွင် အသုံးချတတ်စေရန် သင်ယူပါ။',
  },
  nlpPoint1: {
    en: 'Practitioner, Master Practitioner, Coach and Trainer levels',
    mm: 'Practitioner၊ Master Practitioner၊ Coach နှင့် Trainer အဆင့်များ',
  },
  nlpPoint2: { en: 'Small groups with supervised practice', mm: 'ကြီးကြပ်မှုဖြင့် လေ့ကျင့်သော အုပ်စုငယ်များ' },
  nlpPoint3: { en: 'International certificate on completion', mm: 'ပြီးဆုံးပါက နိုင်ငံတကာ လက်မှတ်' },
});

export const contactMessages = defineMessages({
  metaTitle: { en: 'Contact us', mm: 'ဆက်သွယ်ရန်' },
  metaDescription: {
    en: 'Call, email or send an appointment request for coaching, team coaching, trainings or a collaboration.',
    mm: 'နည်းပြခြင်း၊ အဖွဲ့လိုက် နည်းပြခြင်း၊ သင်တန်းများ သို့မဟုတ် ပူးပေါင်းဆောင်ရွက်မှုအတွက် ဖုန်းဆက်ပါ၊ အီးမေးလ် ပို့ပါ သို့မဟုတ် ချိန်းဆိုမှု တောင်းဆိုပါ။',
  },
  eyebrow: { en: 'Contact', mm: 'ဆက်သွယ်ရန်' },
  title: { en: 'Let’s talk about your goals', mm: 'သင့်ပန်းတိုင်များအကြောင်း ဆွေးနွေးကြပါစို့' },
  lead: {
    en: 'Whether you have a clear request or just a question, we are happy to hear from you.',
    mm: 'ရှင်းလင်းသော တောင်းဆိုချက် ရှိသည်ဖြစ်စေ မေးခွန်းတစ်ခုသာ ရှိသည်ဖြစ်စေ ကြားသိရသည်ကို ဝမ်းမြောက်ပါသည်။',
  },
  phone: { en: 'Phone', mm: 'ဖုန်း' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  hours: { en: 'Office hours', mm: 'ရုံးချိန်' },
  hoursText: { en: 'Monday to Friday, 9:00 to 17:00', mm: 'တနင်္လာမှ သောကြာ၊ နံနက် ၉:၀၀ မှ ညနေ ၅:၀၀' },
  reachUs: { en: 'Reach us directly', mm: 'တိုက်ရိုက် ဆက်သွယ်ရန်' },
});

import { defineMessages } from '../../i18n/messages';

/** The one-on-one coaching page. */
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

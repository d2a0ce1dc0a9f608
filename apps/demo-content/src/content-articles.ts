import type { IconName } from './svg-parts.ts';

/** Demo content: blog articles, as the rich-text editor would produce them. */

export interface DemoArticle {
  key: string;
  name: string;
  name_mm?: string;
  subtitle?: string;
  subtitle_mm?: string;
  description: string;
  description_mm?: string;
  content: string;
  content_mm?: string;
  published: boolean;
  /** Unpublished, it goes out on its own this many days after the install, on the hour. */
  scheduledInDays?: number;
  daysAgo: number;
  kicker: string;
  icon: IconName;
  tone: number;
}

/** An article's body, written a block to a line and joined. */
export const html = (...parts: string[]) => parts.join('');

export const ARTICLES: DemoArticle[] = [
  {
    key: 'five-questions',
    name: 'Five questions every business owner should ask every quarter',
    name_mm: 'လုပ်ငန်းပိုင်ရှင်တိုင်း သုံးလတစ်ကြိမ် မေးသင့်သော မေးခွန်း ငါးခု',
    subtitle: 'Two hours, one sheet of paper and an honest look at the last three months',
    subtitle_mm: 'နှစ်နာရီ၊ စာရွက်တစ်ရွက်နှင့် ပြီးခဲ့သော သုံးလကို ရိုးသားစွာ ပြန်ကြည့်ခြင်း',
    description:
      'A two-hour quarterly review that tells you whether your business is moving forward or simply moving.',
    description_mm:
      'သင့်လုပ်ငန်းသည် ရှေ့သို့ တိုးတက်နေသလား၊ လှုပ်ရှားနေရုံသာလား ဆိုသည်ကို ပြသပေးမည့် နှစ်နာရီကြာ သုံးလပတ် ပြန်လည်သုံးသပ်မှု။',
    content: html(
      '<p>Most owners I meet in Yangon are working harder than ever, yet they cannot say with confidence whether the business is <strong>moving forward or simply moving</strong>. A short, honest review every quarter changes that. Block two hours, switch off your phone and answer these five questions on paper.</p>',
      '<h2>The five questions</h2>',
      '<ol>',
      "<li><strong>What did we promise ourselves three months ago?</strong> Read last quarter's plan before you judge the results.</li>",
      '<li><strong>Which numbers moved, and why?</strong> Revenue, gross margin, cash in the bank and the number of active customers are enough to start.</li>',
      '<li><strong>Where did I spend my own time?</strong> If most of it went into daily firefighting, the business depends on you more than it should.</li>',
      '<li><strong>Who on the team is ready for more responsibility?</strong> Growth needs people who own results, not only tasks.</li>',
      '<li><strong>What is the one thing we will stop doing?</strong> Every new priority needs space; make it by dropping something.</li>',
      '</ol>',
      '<h2>Turn the answers into a plan</h2>',
      '<p>Pick no more than three priorities for the next ninety days, give each one an owner and a date, and put the next review in your calendar now. If you would like a thinking partner for this review, <a href="/one-on-one-coaching">book a one-on-one coaching session</a>.</p>',
    ),
    content_mm: html(
      '<p>ရန်ကုန်တွင် ကျွန်တော်တွေ့ဆုံခဲ့သော လုပ်ငန်းပိုင်ရှင်အများစုသည် ယခင်ကထက် ပိုမိုကြိုးစား လုပ်ကိုင်နေကြသော်လည်း မိမိလုပ်ငန်းသည် <strong>ရှေ့သို့ အမှန်တကယ် တိုးတက်နေသလား၊ လှုပ်ရှားနေရုံသာလား</strong> ဆိုသည်ကို ယုံကြည်စိတ်ချစွာ မဖြေနိုင်ကြပါ။ သုံးလတစ်ကြိမ် တိုတောင်းပြီး ရိုးသားသော ပြန်လည်သုံးသပ်မှုတစ်ခုက ထိုအခြေအနေကို ပြောင်းလဲပေးနိုင်ပါသည်။ နှစ်နာရီခန့် အချိန်ပေးပြီး ဖုန်းကိုပိတ်ကာ အောက်ပါ မေးခွန်းငါးခုကို စာရွက်ပေါ်တွင် ဖြေကြည့်ပါ။</p>',
      '<h2>မေးခွန်း ငါးခု</h2>',
      '<ol>',
      '<li><strong>လွန်ခဲ့သော သုံးလက ကျွန်ုပ်တို့ ဘာကို ကတိပြုခဲ့သလဲ။</strong> ရလဒ်များကို မဆုံးဖြတ်မီ ယခင်သုံးလပတ်၏ အစီအစဉ်ကို ပြန်ဖတ်ပါ။</li>',
      '<li><strong>မည်သည့် ကိန်းဂဏန်းများ ပြောင်းလဲခဲ့သလဲ၊ အဘယ်ကြောင့်နည်း။</strong> ဝင်ငွေ၊ အမြတ်ရာခိုင်နှုန်း၊ ဘဏ်ထဲရှိ ငွေသားနှင့် လက်ရှိဖောက်သည် အရေအတွက်တို့ဖြင့် စတင်ရန် လုံလောက်ပါသည်။</li>',
      '<li><strong>ကျွန်ုပ်၏ ကိုယ်ပိုင်အချိန်ကို ဘယ်နေရာတွင် အသုံးပြုခဲ့သလဲ။</strong> အချိန်အများစုသည် နေ့စဉ်ပြဿနာ ဖြေရှင်းခြင်းတွင် ကုန်ဆုံးခဲ့လျှင် လုပ်ငန်းသည် သင့်အပေါ် လိုအပ်သည်ထက် ပိုမှီခိုနေပါသည်။</li>',
      '<li><strong>အဖွဲ့ထဲတွင် တာဝန်ပိုယူရန် မည်သူ အသင့်ဖြစ်နေသလဲ။</strong> တိုးတက်မှုအတွက် အလုပ်များကိုသာမက ရလဒ်များကိုပါ တာဝန်ယူနိုင်သူများ လိုအပ်ပါသည်။</li>',
      '<li><strong>ရပ်တန့်မည့်အရာ တစ်ခုကား အဘယ်နည်း။</strong> ဦးစားပေးအသစ်တိုင်းအတွက် နေရာလိုအပ်ပါသည်။ တစ်ခုခုကို ရပ်တန့်ခြင်းဖြင့် နေရာဖန်တီးပါ။</li>',
      '</ol>',
      '<h2>အဖြေများကို အစီအစဉ်အဖြစ် ပြောင်းလဲပါ</h2>',
      '<p>နောက်ရက် ၉၀ အတွက် ဦးစားပေး သုံးခုထက် မပိုဘဲ ရွေးချယ်ပါ။ တစ်ခုချင်းစီအတွက် တာဝန်ယူမည့်သူနှင့် ရက်စွဲ သတ်မှတ်ပြီး နောက်တစ်ကြိမ် ပြန်လည်သုံးသပ်မည့်ရက်ကို ယခုပင် ပြက္ခဒိန်တွင် မှတ်ထားပါ။ ဤသုံးသပ်မှုအတွက် အတူတကွ စဉ်းစားပေးမည့်သူ လိုအပ်ပါက <a href="/one-on-one-coaching">တစ်ဦးချင်း ကိုချင်းဆက်ရှင် ချိန်းဆိုပါ</a>။</p>',
    ),
    published: true,
    daysAgo: 5,
    kicker: 'Business coaching',
    icon: 'target',
    tone: 0,
  },
  {
    key: 'disc-sales',
    name: 'What a DISC profile tells you about your sales team',
    name_mm: 'DISC ပရိုဖိုင်က သင့်အရောင်းအဖွဲ့အကြောင်း ပြောပြသည့်အရာများ',
    subtitle: 'Same product, same price, twice the deals: it is how they talk',
    subtitle_mm: 'ထုတ်ကုန်တူ၊ စျေးနှုန်းတူ၊ အရောင်း နှစ်ဆ - ကွာခြားချက်မှာ ပြောဆိုပုံ ဖြစ်သည်',
    description:
      'Why two salespeople with the same product close very different numbers, and how the four DISC styles help.',
    description_mm:
      'ထုတ်ကုန်တစ်မျိုးတည်းကို ရောင်းသော အရောင်းဝန်ထမ်းနှစ်ဦး ရလဒ်ကွာခြားရသည့် အကြောင်းနှင့် DISC ပုံစံလေးမျိုး၏ အထောက်အကူ။',
    content: html(
      '<p>Two salespeople sell the same product at the same price, and one closes twice as many deals. Product knowledge rarely explains the gap. <strong>How they communicate</strong> usually does, and that is exactly what a DISC profile makes visible.</p>',
      '<h2>The four styles in one minute</h2>',
      '<ul>',
      '<li><strong>D, Dominance:</strong> direct, fast, focused on results. Give them the bottom line first.</li>',
      '<li><strong>I, Influence:</strong> warm, enthusiastic, persuasive. Give them stories and recognition.</li>',
      '<li><strong>S, Steadiness:</strong> patient, loyal, a good listener. Give them time and reassurance.</li>',
      '<li><strong>C, Conscientiousness:</strong> careful, precise, quality-minded. Give them facts and details.</li>',
      '</ul>',
      '<h2>What changes when the team knows its styles</h2>',
      "<p>Managers stop expecting everyone to sell the way they do. Salespeople learn to notice the buyer's style and adjust: shorter calls for a D buyer, written comparisons for a C buyer. In the teams we have profiled, this one habit reduced friction in weekly sales meetings more than any new target did.</p>",
      '<p>A DISC profile is not a label and never a reason to hire or fire. It is a shared language. If you want to try it, the <a href="/shops#online-courses">DISC self-assessment with debrief</a> is a simple place to start.</p>',
    ),
    content_mm: html(
      '<p>အရောင်းဝန်ထမ်း နှစ်ဦးသည် ထုတ်ကုန်တစ်မျိုးတည်းကို စျေးနှုန်းတစ်ခုတည်းဖြင့် ရောင်းချကြသော်လည်း တစ်ဦးက အခြားတစ်ဦးထက် နှစ်ဆ ပိုရောင်းရတတ်ပါသည်။ ထိုကွာခြားချက်ကို ထုတ်ကုန်အကြောင်း သိရှိမှုက ရှင်းပြလေ့ မရှိပါ။ <strong>သူတို့ ဆက်သွယ်ပြောဆိုပုံ</strong>က ရှင်းပြလေ့ရှိပြီး DISC ပရိုဖိုင်က မြင်သာအောင် ပြသပေးသည်မှာ ထိုအချက်ပင် ဖြစ်ပါသည်။</p>',
      '<h2>ပုံစံလေးမျိုး တစ်မိနစ်အတွင်း</h2>',
      '<ul>',
      '<li><strong>D - Dominance (ဦးဆောင်လိုမှု)</strong> တိုက်ရိုက်ပြောဆိုပြီး မြန်ဆန်ကာ ရလဒ်ကို အာရုံစိုက်သည်။ အဓိကအချက်ကို အရင်ပြောပါ။</li>',
      '<li><strong>I - Influence (လွှမ်းမိုးမှု)</strong> နွေးထွေးပြီး စိတ်အားထက်သန်ကာ ဆွဲဆောင်နိုင်သည်။ ဇာတ်လမ်းများနှင့် အသိအမှတ်ပြုမှု ပေးပါ။</li>',
      '<li><strong>S - Steadiness (တည်ငြိမ်မှု)</strong> စိတ်ရှည်ပြီး သစ္စာရှိကာ နားထောင်ကောင်းသည်။ အချိန်နှင့် စိတ်ချမှု ပေးပါ။</li>',
      '<li><strong>C - Conscientiousness (ဂရုတစိုက်ရှိမှု)</strong> သေချာ တိကျစွာ လုပ်ဆောင်ပြီး အရည်အသွေးကို အလေးထားသည်။ အချက်အလက်နှင့် အသေးစိတ်များ ပေးပါ။</li>',
      '</ul>',
      '<h2>အဖွဲ့က မိမိတို့ပုံစံများကို သိလာသောအခါ</h2>',
      '<p>မန်နေဂျာများသည် လူတိုင်းကို မိမိကဲ့သို့ ရောင်းချရန် မျှော်လင့်ခြင်းကို ရပ်လိုက်ကြသည်။ အရောင်းဝန်ထမ်းများလည်း ဝယ်သူ၏ပုံစံကို သတိပြုပြီး ချိန်ညှိတတ်လာကြသည်။ D ဝယ်သူအတွက် ဖုန်းခေါ်ဆိုမှုကို တိုတိုရှင်းရှင်း ထားခြင်း၊ C ဝယ်သူအတွက် နှိုင်းယှဉ်ချက်များကို စာဖြင့်ပေးခြင်း စသည်တို့ ဖြစ်သည်။ ကျွန်တော်တို့ ပရိုဖိုင်လုပ်ပေးခဲ့သော အဖွဲ့များတွင် ဤအလေ့အကျင့် တစ်ခုတည်းက ပစ်မှတ်အသစ်များထက် အပတ်စဉ် အရောင်းအစည်းအဝေးများရှိ ပဋိပက္ခကို ပိုမိုလျော့ချပေးခဲ့သည်။</p>',
      '<p>DISC ပရိုဖိုင်သည် တံဆိပ်ကပ်ခြင်း မဟုတ်သလို ဝန်ထမ်းခန့်ရန် သို့မဟုတ် ထုတ်ပယ်ရန် အကြောင်းပြချက်လည်း လုံးဝ မဟုတ်ပါ။ ဘုံဘာသာစကား တစ်ခုသာ ဖြစ်ပါသည်။ စမ်းကြည့်လိုပါက <a href="/shops#online-courses">DISC ကိုယ်တိုင်အကဲဖြတ်ခြင်းနှင့် ရလဒ်ရှင်းလင်းချက်</a>မှ စတင်နိုင်ပါသည်။</p>',
    ),
    published: true,
    daysAgo: 12,
    kicker: 'DISC assessment',
    icon: 'disc',
    tone: 1,
  },
  {
    key: 'nlp-everyday',
    name: 'NLP in everyday leadership: three techniques you can use tomorrow',
    name_mm: 'နေ့စဉ် ခေါင်းဆောင်မှုတွင် NLP - မနက်ဖြန်ကစ၍ သုံးနိုင်သော နည်းလမ်း သုံးခု',
    description:
      'Rapport, outcome questions and reframing: small changes in language that make meetings calmer and more useful.',
    description_mm:
      'ရင်းနှီးမှု၊ ရလဒ်ကိုမေးသော မေးခွန်းများနှင့် ရှုထောင့်ပြောင်းကြည့်ခြင်း - အစည်းအဝေးများကို ပိုတည်ငြိမ်ပြီး ပိုအသုံးဝင်စေသော ဘာသာစကား ပြောင်းလဲမှုလေးများ။',
    content: html(
      '<p>Neuro-Linguistic Programming sounds academic, but at its heart it is a practical toolkit for <strong>noticing how people think and communicate</strong>, and for choosing your words on purpose. Here are three techniques our certification graduates use at work every day.</p>',
      '<h2>1. Rapport before requests</h2>',
      "<p>Match the other person's pace and tone for the first minute of a conversation. People say yes more easily to someone who feels like them.</p>",
      '<h2>2. Ask for the outcome, not the problem</h2>',
      '<p>Instead of <em>"Why did this go wrong?"</em>, ask <em>"What would you like to happen instead?"</em> The question moves a meeting from blame to action.</p>',
      '<h2>3. Reframe the setback</h2>',
      '<ul>',
      '<li>"We lost the tender" becomes "We now know what the buyer values most".</li>',
      '<li>"The team is resisting" becomes "The team cares enough to push back".</li>',
      '</ul>',
      '<p>None of these replace honest feedback; they make it easier to hear. The <a href="/trainings#nlp-certification-training">NLP certification training</a> goes through each technique with live practice.</p>',
    ),
    content_mm: html(
      '<p>Neuro-Linguistic Programming (NLP) ဟူသော အမည်က ပညာရပ်ဆန်လှသော်လည်း အနှစ်သာရအားဖြင့် <strong>လူများ မည်သို့ တွေးတောပြီး ဆက်သွယ်ပြောဆိုကြသည်ကို သတိပြုမိစေပြီး</strong> မိမိ၏ စကားလုံးများကို ရည်ရွယ်ချက်ရှိရှိ ရွေးချယ်နိုင်စေသော လက်တွေ့ကိရိယာများ ဖြစ်ပါသည်။ ကျွန်တော်တို့၏ လက်မှတ်ရ သင်တန်းဆင်းများ လုပ်ငန်းခွင်တွင် နေ့စဉ် အသုံးပြုနေသော နည်းလမ်းသုံးခုကို ဖော်ပြလိုက်ပါသည်။</p>',
      '<h2>၁။ မတောင်းဆိုမီ ရင်းနှီးမှု တည်ဆောက်ပါ</h2>',
      '<p>စကားဝိုင်း၏ ပထမတစ်မိနစ်အတွင်း တစ်ဖက်လူ၏ အမြန်နှုန်းနှင့် လေသံကို လိုက်လျောညီထွေ ဖြစ်အောင် ပြောပါ။ လူများသည် မိမိနှင့်တူသည်ဟု ခံစားရသူကို ပိုမိုလွယ်ကူစွာ သဘောတူလေ့ ရှိပါသည်။</p>',
      '<h2>၂။ ပြဿနာကို မမေးဘဲ လိုချင်သော ရလဒ်ကို မေးပါ</h2>',
      '<p><em>"ဘာကြောင့် မှားသွားတာလဲ"</em> ဟု မေးမည့်အစား <em>"အဲဒီအစား ဘာဖြစ်စေချင်တာလဲ"</em> ဟု မေးကြည့်ပါ။ ထိုမေးခွန်းက အစည်းအဝေးကို အပြစ်တင်ခြင်းမှ လုပ်ဆောင်ချက်ဆီသို့ ရွှေ့ပေးပါသည်။</p>',
      '<h2>၃။ အဟန့်အတားကို ရှုထောင့်ပြောင်း၍ ကြည့်ပါ</h2>',
      '<ul>',
      '<li>"တင်ဒါ ရှုံးသွားတယ်" ဆိုသည်မှာ "ဝယ်သူ အရေးအကြီးဆုံး ထားတာ ဘာလဲဆိုတာ အခုသိပြီ" ဖြစ်လာသည်။</li>',
      '<li>"အဖွဲ့က ဆန့်ကျင်နေတယ်" ဆိုသည်မှာ "အဖွဲ့က ပြန်ပြောရလောက်အောင် ဂရုစိုက်တယ်" ဖြစ်လာသည်။</li>',
      '</ul>',
      '<p>ဤနည်းလမ်းများသည် ရိုးသားသော တုံ့ပြန်ချက်ကို အစားထိုးခြင်း မဟုတ်ပါ။ နားထောင်ရ လွယ်ကူအောင် ကူညီပေးခြင်းသာ ဖြစ်ပါသည်။ <a href="/trainings#nlp-certification-training">NLP လက်မှတ်ရ သင်တန်း</a>တွင် နည်းလမ်း တစ်ခုချင်းစီကို လက်တွေ့ လေ့ကျင့်ရင်း သင်ယူရပါမည်။</p>',
    ),
    published: true,
    daysAgo: 20,
    kicker: 'NLP coaching',
    icon: 'loop',
    tone: 4,
  },
];

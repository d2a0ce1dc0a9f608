import { type DemoArticle, html } from './content-articles.ts';

/**
 * Demo content: the terms and privacy pages (articles the footer links to through the
 * termsArticleId and privacyArticleId constants), and one unpublished draft. The legal
 * pages are dated oldest so the blog's newest-first list shows them last.
 */

export const TERMS: DemoArticle = {
  key: 'terms',
  name: 'Terms of use',
  name_mm: 'အသုံးပြုမှု စည်းကမ်းချက်များ',
  description:
    'The terms that apply when you use this website, book a session or buy from our shop.',
  description_mm: 'ဤဝက်ဘ်ဆိုက်ကို အသုံးပြုခြင်း၊ ဆက်ရှင် ချိန်းဆိုခြင်း သို့မဟုတ် ဆိုင်မှ ဝယ်ယူခြင်းတို့နှင့် သက်ဆိုင်သော စည်းကမ်းချက်များ။',
  content: html(
    '<p>These terms apply to everyone who uses this website, books a session or buys a product from Mung Business Coaching. By using the site you agree to them.</p>',
    '<h2>Bookings and payments</h2>',
    '<ul>',
    '<li>Appointment requests are confirmed only when our team contacts you.</li>',
    '<li>Shop orders are confirmed after we have checked your bank-transfer receipt.</li>',
    '<li>Prices are in Myanmar kyat (MMK) and include commercial tax where it applies.</li>',
    '</ul>',
    '<h2>Cancellations</h2>',
    '<p>You may move a coaching session free of charge up to <strong>48 hours</strong> before it starts. Training seats can be transferred to a colleague or to the next batch.</p>',
    '<h2>Content</h2>',
    '<p>Articles, videos and course materials are for your own learning. Please ask before copying or sharing them commercially. Questions? <a href="/contact-us">Contact us</a>.</p>',
  ),
  content_mm: html(
    '<p>ဤစည်းကမ်းချက်များသည် ဤဝက်ဘ်ဆိုက်ကို အသုံးပြုသူ၊ ဆက်ရှင် ချိန်းဆိုသူ သို့မဟုတ် Mung Business Coaching ထံမှ ပစ္စည်း ဝယ်ယူသူ အားလုံးနှင့် သက်ဆိုင်ပါသည်။ ဆိုက်ကို အသုံးပြုခြင်းဖြင့် ဤစည်းကမ်းချက်များကို သဘောတူပြီး ဖြစ်ပါသည်။</p>',
    '<h2>ချိန်းဆိုမှုနှင့် ငွေပေးချေမှု</h2>',
    '<ul>',
    '<li>ချိန်းဆိုမှု တောင်းဆိုချက်များကို ကျွန်ုပ်တို့အဖွဲ့က ဆက်သွယ်ပြီးမှသာ အတည်ပြုပါသည်။</li>',
    '<li>ဆိုင်မှ အော်ဒါများကို သင်၏ ဘဏ်ငွေလွှဲ ပြေစာကို စစ်ဆေးပြီးမှ အတည်ပြုပါသည်။</li>',
    '<li>စျေးနှုန်းများကို မြန်မာကျပ်ငွေ (MMK) ဖြင့် ဖော်ပြထားပြီး သက်ဆိုင်ပါက ကုန်သွယ်လုပ်ငန်းခွန် ပါဝင်ပါသည်။</li>',
    '</ul>',
    '<h2>ပယ်ဖျက်ခြင်း</h2>',
    '<p>ကိုချင်းဆက်ရှင် မစတင်မီ <strong>၄၈ နာရီ</strong>အထိ အခမဲ့ ရက်ရွှေ့နိုင်ပါသည်။ သင်တန်းနေရာကို လုပ်ဖော်ကိုင်ဖက် တစ်ဦးထံ သို့မဟုတ် နောက်သင်တန်း အသုတ်သို့ လွှဲပြောင်းနိုင်ပါသည်။</p>',
    '<h2>အကြောင်းအရာများ</h2>',
    '<p>ဆောင်းပါးများ၊ ဗီဒီယိုများနှင့် သင်ခန်းစာ ပစ္စည်းများသည် သင်၏ ကိုယ်ပိုင်လေ့လာမှုအတွက် ဖြစ်ပါသည်။ စီးပွားဖြစ် ကူးယူခြင်း သို့မဟုတ် မျှဝေခြင်း မပြုမီ ခွင့်တောင်းပါ။ မေးမြန်းလိုပါက <a href="/contact-us">ဆက်သွယ်ပါ</a>။</p>',
  ),
  published: true,
  daysAgo: 400,
  kicker: 'Mung Business Coaching',
  icon: 'doc',
  tone: 2,
};

export const PRIVACY: DemoArticle = {
  key: 'privacy',
  name: 'Privacy policy',
  name_mm: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
  description:
    'What we collect when you contact us or place an order, how we count visits without cookies, and how we use it.',
  description_mm: 'သင် ဆက်သွယ်သည့်အခါ သို့မဟုတ် အော်ဒါတင်သည့်အခါ ကျွန်ုပ်တို့ စုဆောင်းသည့် အချက်အလက်များနှင့် ၎င်းတို့ကို အသုံးပြုပုံ။',
  content: html(
    '<p>We collect only what we need to answer you and to deliver what you ordered.</p>',
    '<h2>What we collect</h2>',
    '<ul>',
    '<li>The details you type into the appointment, testimonial and checkout forms.</li>',
    '<li>The receipt image you upload when you place an order.</li>',
    '<li>Your language choice, kept in your browser.</li>',
    '</ul>',
    '<h2>How we use it</h2>',
    '<p>We use your details to contact you, to confirm payments and to ship orders. <strong>We never sell your information</strong>, and we share it only with the delivery service that brings your order. Testimonials are published only after you have shared them with us and we have approved them.</p>',
    '<h2>Counting visits, without cookies</h2>',
    '<p>To know which pages are read and which of our posts bring people here, the site counts its visits itself. It does not use cookies, and it does not use Google Analytics, Facebook or any other outside service for this.</p>',
    '<p>For each page you open we count:</p>',
    '<ul>',
    '<li>the page viewed and the day;</li>',
    '<li>where the visit came from: the site or app of the link you followed (such as Facebook or Google) or the tag of a link in one of our posts;</li>',
    '<li>the type of device (phone, tablet or computer) and the language of the page;</li>',
    '<li>a daily key, so one person reading three pages counts as one visitor. It is made from your internet address and browser with a random value that changes every day and is deleted after two days, so the key cannot be traced back to you or linked from one day to the next.</li>',
    '</ul>',
    '<p>When you send a form or place an order, we count which of those sources brought it, with the same daily key.</p>',
    '<p>What we do <strong>not</strong> keep: your internet address, your browser&rsquo;s details, any cookie or identifier that follows you, or where you go on other sites. If your browser asks not to be tracked (Do Not Track or Global Privacy Control), your pages are counted without a key and nothing you send is linked to your visit.</p>',
    '<h2>Your choices</h2>',
    '<p>You can ask us to correct or delete your details at any time through the <a href="/contact-us">contact page</a>.</p>',
  ),
  content_mm: html(
    '<p>သင့်ကို ပြန်လည်ဖြေကြားရန်နှင့် သင်မှာယူထားသည်များကို ပို့ဆောင်ရန် လိုအပ်သည့် အချက်အလက်များကိုသာ ကျွန်ုပ်တို့ စုဆောင်းပါသည်။</p>',
    '<h2>စုဆောင်းသည့် အချက်အလက်များ</h2>',
    '<ul>',
    '<li>ချိန်းဆိုမှု၊ အတွေ့အကြုံမျှဝေချက်နှင့် ငွေပေးချေမှု ဖောင်များတွင် သင်ဖြည့်သွင်းသော အချက်အလက်များ။</li>',
    '<li>အော်ဒါတင်သည့်အခါ သင်တင်ပေးသော ပြေစာ ဓာတ်ပုံ။</li>',
    '<li>သင်၏ ဘရောက်ဇာတွင် သိမ်းထားသော ဘာသာစကား ရွေးချယ်မှု။</li>',
    '</ul>',
    '<h2>အသုံးပြုပုံ</h2>',
    '<p>သင့်အချက်အလက်များကို သင့်ထံ ဆက်သွယ်ရန်၊ ငွေပေးချေမှုကို အတည်ပြုရန်နှင့် အော်ဒါများ ပို့ဆောင်ရန် အသုံးပြုပါသည်။ <strong>သင့်အချက်အလက်များကို မည်သည့်အခါမျှ ရောင်းချမည် မဟုတ်ပါ</strong>။ သင့်အော်ဒါကို ပို့ဆောင်ပေးသည့် ပို့ဆောင်ရေး ဝန်ဆောင်မှုနှင့်သာ မျှဝေပါသည်။ အတွေ့အကြုံမျှဝေချက်များကို သင် ပေးပို့ပြီး ကျွန်ုပ်တို့ အတည်ပြုပြီးမှသာ ထုတ်ဝေပါသည်။</p>',
    '<h2>ကွတ်ကီး မသုံးဘဲ ဝင်ရောက်ကြည့်ရှုမှု ရေတွက်ခြင်း</h2>',
    '<p>မည်သည့် စာမျက်နှာများကို ဖတ်ကြသည်နှင့် ကျွန်ုပ်တို့၏ မည်သည့်ပို့စ်များက လူများကို ဤနေရာသို့ ခေါ်ဆောင်လာသည်ကို သိရန် ဆိုက်ကိုယ်တိုင် ဝင်ရောက်မှုများကို ရေတွက်ပါသည်။ ကွတ်ကီး မသုံးပါ၊ ဤအတွက် Google Analytics၊ Facebook သို့မဟုတ် အခြား ပြင်ပဝန်ဆောင်မှု မသုံးပါ။</p>',
    '<p>သင်ဖွင့်သော စာမျက်နှာတိုင်းအတွက် ရေတွက်သည်မှာ -</p>',
    '<ul>',
    '<li>ကြည့်ရှုသော စာမျက်နှာနှင့် ရက်စွဲ၊</li>',
    '<li>ဝင်ရောက်မှု ရောက်လာရာ နေရာ - သင်နှိပ်ခဲ့သော လင့်ခ်၏ ဆိုက် သို့မဟုတ် အက်ပ် (ဥပမာ Facebook သို့မဟုတ် Google) သို့မဟုတ် ကျွန်ုပ်တို့ ပို့စ်ရှိ လင့်ခ်၏ အမှတ်အသား၊</li>',
    '<li>စက်ပစ္စည်း အမျိုးအစား (ဖုန်း၊ တက်ဘလက် သို့မဟုတ် ကွန်ပျူတာ) နှင့် စာမျက်နှာ၏ ဘာသာစကား၊</li>',
    '<li>နေ့စဉ် သော့တစ်ခု - စာမျက်နှာ သုံးခု ဖတ်သူတစ်ဦးကို ဧည့်သည် တစ်ဦးအဖြစ်သာ ရေတွက်ရန်။ ၎င်းကို သင်၏ အင်တာနက် လိပ်စာနှင့် ဘရောက်ဇာမှ နေ့တိုင်း ပြောင်းလဲပြီး နှစ်ရက်အကြာတွင် ဖျက်ပစ်သော ကျပန်းတန်ဖိုးဖြင့် ပြုလုပ်သဖြင့် သင့်ထံ ပြန်လည် ခြေရာခံ၍ မရ၊ တစ်ရက်နှင့် တစ်ရက် ဆက်စပ်၍လည်း မရပါ။</li>',
    '</ul>',
    '<p>သင် ဖောင်တစ်ခု ပေးပို့သည့်အခါ သို့မဟုတ် အော်ဒါတင်သည့်အခါ ၎င်းကို မည်သည့် နေရာက ခေါ်ဆောင်လာသည်ကို တူညီသော နေ့စဉ်သော့ဖြင့် ရေတွက်ပါသည်။</p>',
    '<p>ကျွန်ုပ်တို့ <strong>မသိမ်းသည်များ</strong> - သင်၏ အင်တာနက် လိပ်စာ၊ သင့်ဘရောက်ဇာ၏ အသေးစိတ်၊ သင့်နောက် လိုက်သော ကွတ်ကီး သို့မဟုတ် အမှတ်အသား၊ အခြားဆိုက်များတွင် သင်သွားရောက်သည့် နေရာများ။ သင့်ဘရောက်ဇာက ခြေရာမခံရန် တောင်းဆိုပါက (Do Not Track သို့မဟုတ် Global Privacy Control) သင်၏ စာမျက်နှာများကို သော့မပါဘဲ ရေတွက်ပြီး သင်ပေးပို့သည်များကို သင်၏ ဝင်ရောက်မှုနှင့် မချိတ်ဆက်ပါ။</p>',
    '<h2>သင်၏ ရွေးချယ်ခွင့်များ</h2>',
    '<p><a href="/contact-us">ဆက်သွယ်ရန် စာမျက်နှာ</a>မှတစ်ဆင့် သင့်အချက်အလက်များကို ပြင်ဆင်ရန် သို့မဟုတ် ဖျက်ရန် အချိန်မရွေး တောင်းဆိုနိုင်ပါသည်။</p>',
  ),
  published: true,
  daysAgo: 400,
  kicker: 'Mung Business Coaching',
  icon: 'shield',
  tone: 2,
};

/**
 * An article still being written: visible to the admin only, until it goes out on its
 * own (the back office's list says when).
 */
export const DRAFT: DemoArticle = {
  key: 'draft',
  name: 'Notes from NLP Practitioner Batch 17',
  description: 'Highlights, photos and the questions participants asked most during the six days.',
  content: html(
    '<p><em>Draft.</em> Twenty-two participants, six days, and one question that came up every day: <strong>how do I use this at work on Monday?</strong></p>',
    '<h2>To write</h2>',
    '<ul><li>Three stories from the practice groups</li><li>Photos from the graduation</li><li>Dates of the next batch</li></ul>',
  ),
  published: false,
  scheduledInDays: 5,
  daysAgo: 1,
  kicker: 'NLP certification',
  icon: 'loop',
  tone: 0,
};

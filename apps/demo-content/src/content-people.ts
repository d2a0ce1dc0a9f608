/**
 * Demo content sent in by visitors: testimonials (some in Burmese, as visitors write
 * them), appointment requests and shop orders. Names and companies are invented; phone
 * numbers and addresses are placeholders.
 */

export interface DemoTestimonial {
  name: string;
  organization: string;
  role: string;
  programs: string;
  programs_mm: string;
  differences: string;
  take_away: string;
  published: boolean;
  daysAgo: number;
}

const P = {
  business: ['Business Coaching', 'စီးပွားရေး ကိုချင်း'],
  strategy: ['Strategic Planning', 'မဟာဗျူဟာ စီမံချက်ရေးဆွဲခြင်း'],
  disc: ['DISC Assessment', 'DISC ကိုယ်ရည်ကိုယ်သွေး အကဲဖြတ်ခြင်း'],
  nlp: ['NLP Practitioner Certification', 'NLP Practitioner လက်မှတ်ရ သင်တန်း'],
  nlpMaster: ['NLP Master Practitioner Certification', 'NLP Master Practitioner လက်မှတ်ရ သင်တန်း'],
  leadership: ['Leadership Development Training', 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း'],
  team: ['Team Coaching', 'အဖွဲ့လိုက် ကိုချင်း'],
} as const;
const programs = (key: keyof typeof P) => ({ programs: P[key][0], programs_mm: P[key][1] });

export const TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Daw Khin Myat Noe',
    organization: 'Myat Noe Pharma',
    role: 'Managing Director',
    ...programs('business'),
    differences:
      'Before coaching I approved every purchase myself. Now my managers decide within a clear budget, and I spend my Mondays on strategy instead of paperwork.',
    take_away: 'Growth started when I stopped being the answer to every question.',
    published: true,
    daysAgo: 6,
  },
  {
    name: 'U Aung Kyaw Moe',
    organization: 'Shwe Taung Logistics',
    role: 'Chief Executive Officer',
    ...programs('strategy'),
    differences:
      'Our management team finally agreed on three priorities. We review them every quarter, and for the first time everyone knows what matters most.',
    take_away: 'A one-page strategy the whole team understands beats a thick plan nobody reads.',
    published: true,
    daysAgo: 11,
  },
  {
    name: 'Ko Thet Naing',
    organization: 'Zabu Tech Solutions',
    role: 'Sales Manager',
    ...programs('disc'),
    differences:
      'DISC ရလဒ်တွေကို အဖွဲ့နဲ့ မျှဝေပြီးနောက် အစည်းအဝေးတွေမှာ အငြင်းပွားမှု သိသိသာသာ လျော့သွားပါတယ်။ ဝယ်သူ တစ်ယောက်ချင်းစီနဲ့ ပြောဆိုပုံကိုလည်း ချိန်ညှိတတ်လာပါတယ်။',
    take_away: 'လူတိုင်းဟာ ကိုယ့်လိုပဲ တွေးမယ်လို့ မျှော်လင့်တာကို ရပ်လိုက်ရပါတယ်။',
    published: true,
    daysAgo: 15,
  },
  {
    name: 'Ma Su Lwin',
    organization: 'Seasons Bakery House',
    role: 'Founder',
    ...programs('nlp'),
    differences:
      'I used to avoid difficult conversations with my staff. The reframing and rapport exercises gave me words I could use the same day.',
    take_away: 'Ask what you want to happen instead, not why it went wrong.',
    published: true,
    daysAgo: 20,
  },
  {
    name: 'U Zaw Min Htet',
    organization: 'Thiri Construction',
    role: 'Operations Director',
    ...programs('leadership'),
    differences:
      'Our site supervisors now run their own weekly meetings. Fewer problems reach my desk, and the ones that do come with a proposal.',
    take_away: 'Coach, do not check.',
    published: true,
    daysAgo: 26,
  },
  {
    name: 'Daw Thandar Win',
    organization: 'Padauk Hotels & Resorts',
    role: 'HR Manager',
    ...programs('team'),
    differences:
      'ဌာနခေါင်းဆောင်တွေ တစ်ဦးနဲ့တစ်ဦး ပိုယုံကြည်လာကြပြီး ပြဿနာတွေကို အစည်းအဝေး မတိုင်ခင် ကိုယ်တိုင် ဖြေရှင်းလာကြပါတယ်။ ဝန်ထမ်း အလုပ်ထွက်နှုန်းလည်း တစ်နှစ်အတွင်း သိသိသာသာ ကျဆင်းသွားပါတယ်။',
    take_away: 'ကိုချင်းယဉ်ကျေးမှုဆိုတာ မေးခွန်းကောင်း တစ်ခုကနေ စတာပါ။',
    published: true,
    daysAgo: 34,
  },
  {
    name: 'Ko Htet Aung Lin',
    organization: 'Bagan Digital Agency',
    role: 'Co-founder',
    ...programs('business'),
    differences:
      'We doubled our monthly revenue in a year, mostly by raising our prices and saying no to projects that did not fit.',
    take_away: 'Know your numbers every week, not every year.',
    published: true,
    daysAgo: 41,
  },
  {
    name: 'Ma Hnin Wai Phyo',
    organization: 'Sein Pann Education',
    role: 'Academic Director',
    ...programs('nlpMaster'),
    differences:
      "My teachers noticed the change in how I give feedback. Parents' meetings are calmer and far more useful.",
    take_away: 'Language shapes how people feel about change.',
    published: true,
    daysAgo: 55,
  },
  {
    name: 'U Kyaw Zin Oo',
    organization: 'Kyaw Brothers Motors',
    role: 'General Manager',
    ...programs('strategy'),
    differences:
      "The scenario exercise prepared us for this year's price changes. We reacted in days instead of weeks.",
    take_away: 'Prepare scenarios, not predictions.',
    published: false,
    daysAgo: 2,
  },
  {
    name: 'Daw May Thu Kyaw',
    organization: 'Ruby Bay Garments',
    role: 'Production Manager',
    ...programs('leadership'),
    differences: 'လိုင်းခေါင်းဆောင်တွေကို တာဝန်လွှဲပေးတတ်လာတဲ့အတွက် ကျွန်မ ကိုယ်တိုင် စက်ရုံထဲမှာ တစ်နေကုန် ရှိနေစရာ မလိုတော့ပါဘူး။',
    take_away: 'လွှဲအပ်ခြင်းဟာလည်း လေ့ကျင့်ရတဲ့ ကျွမ်းကျင်မှု တစ်ခုပါ။',
    published: false,
    daysAgo: 1,
  },
];

export const APPOINTMENTS = [
  {
    name: 'Ko Min Thu',
    role: 'Owner',
    business: 'Thukha Furniture',
    mode_of_contact: 'Phone',
    contact_information: '+95 9 123 456 701',
    appointment_for: 'One on One Coaching',
    message:
      'I run a furniture workshop with 25 staff and feel I am doing everything myself. I would like to talk about business coaching.',
    resolved: false,
    daysAgo: 1,
  },
  {
    name: 'Ma Thuzar',
    role: 'Founder',
    business: 'Thuzar Online Shop',
    mode_of_contact: 'WhatsApp',
    contact_information: '+95 9 123 456 703',
    appointment_for: 'One on One Coaching',
    message: 'ကိုယ်ပိုင် အွန်လိုင်းဆိုင်လေး စတင်ထားတာ တစ်နှစ် ရှိပါပြီ။ ရောင်းအား တိုးအောင် ဘယ်ကစရမလဲ တိုင်ပင်ချင်ပါတယ်။',
    resolved: false,
    daysAgo: 2,
  },
  {
    name: 'Ma Ei Thinzar',
    role: 'Training Coordinator',
    business: 'Sein Pann Education',
    mode_of_contact: 'Viber',
    contact_information: '+95 9 123 456 702',
    appointment_for: 'Training',
    message:
      'We are interested in the NLP Practitioner batch for three of our teachers. Is there a group discount?',
    resolved: false,
    daysAgo: 4,
  },
  {
    name: 'Daw Nilar Aung',
    role: 'HR Director',
    business: 'Golden Lotus Trading',
    mode_of_contact: 'Email',
    contact_information: 'nilar.aung@example.com',
    appointment_for: 'Team Coaching',
    message:
      'We are planning team coaching for our eight department heads early next year. Could you send a proposal and your available dates?',
    resolved: true,
    daysAgo: 9,
  },
  {
    name: 'U Tun Tun Oo',
    role: 'Chairman',
    business: 'Yangon Entrepreneurs Network',
    mode_of_contact: 'Email',
    contact_information: 'tuntun.oo@example.com',
    appointment_for: 'Collaboration',
    message: 'We would like to invite Mung as a speaker at our annual SME forum in March.',
    resolved: true,
    daysAgo: 16,
  },
] as const;

export const ORDERS = [
  {
    product_name: 'Lead Without Fear',
    quantity: 2,
    name: 'Ko Zaw Lin Htet',
    phone_number: '+95 9 123 456 711',
    email: 'zawlin.htet@example.com',
    address: 'No. 45, Bogyoke Aung San Road, Pabedan Township, Yangon',
    status: 'received',
    daysAgo: 2,
  },
  {
    product_name: 'DISC Self-Assessment with Debrief',
    quantity: 1,
    name: 'Daw Hnin Si',
    phone_number: '+95 9 123 456 712',
    email: 'hnin.si@example.com',
    address: 'Room 12B, Shwe Pyi Thar Condo, Mayangone Township, Yangon',
    language: 'mm',
    status: 'rejected',
    reason: 'ငွေလက်ခံသူ အကောင့်အမည်သည် ကျွန်ုပ်တို့၏ အကောင့် မဟုတ်ပါ။ ကျွန်ုပ်တို့ အကောင့်သို့ လွှဲထားသော screenshot ကို ပို့ပေးပါ။',
    daysAgo: 5,
  },
  {
    product_name: 'NLP Practitioner Certification',
    quantity: 1,
    name: 'Ma Phyu Phyu Win',
    phone_number: '+95 9 123 456 713',
    email: 'phyuphyu.win@example.com',
    address: 'No. 9, Inya Road, Kamayut Township, Yangon',
    status: 'paid',
    daysAgo: 12,
  },
  {
    product_name: 'From Shop to System',
    quantity: 3,
    name: 'U Myo Min',
    phone_number: '+95 9 123 456 714',
    email: 'myo.min@example.com',
    address: '78th Street, between 30th and 31st Streets, Chanayethazan Township, Mandalay',
    status: 'fulfilled',
    daysAgo: 20,
  },
] as const;

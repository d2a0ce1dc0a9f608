import type { ResourceSlug } from './rows.ts';
import type { FieldName } from './rows.ts';
import type { resources } from './resources.ts';
import type { Message } from './messages.ts';

type AnyField = { [S in ResourceSlug]: FieldName<(typeof resources)[S]> }[ResourceSlug];
type FixedField = 'type';
/** Every field name of every resource, without the Burmese `_mm` twins (labelled by language). */
export type LabelledField = Exclude<AnyField, `${string}_mm`> | FixedField;

/**
 * The human name of every field, in English and Burmese: the back office's form labels,
 * column headings and CSV headers start from these. The type lists every field of the
 * registry, so a new field cannot compile without its label.
 */
export const FIELD_LABELS = {
  name: { en: 'Name', mm: 'အမည်' },
  description: { en: 'Description', mm: 'ဖော်ပြချက်' },
  time: { en: 'Time', mm: 'အချိန်' },
  tag: { en: 'Tag', mm: 'တက်ဂ်' },
  location: { en: 'Location', mm: 'နေရာ' },
  trainer: { en: 'Trainer', mm: 'သင်တန်းဆရာ' },
  link: { en: 'Link', mm: 'လင့်ခ်' },
  starts_at: { en: 'Starts', mm: 'စတင်ချိန်' },
  ends_at: { en: 'Ends', mm: 'ပြီးဆုံးချိန်' },
  seats: { en: 'Seats (empty: no registration)', mm: 'ထိုင်ခုံ (အလွတ်ထားလျှင် စာရင်းမသွင်းရ)' },
  registration_closes_at: {
    en: 'Registration closes (empty: at the start)',
    mm: 'စာရင်းသွင်းခြင်း ပိတ်ချိန် (အလွတ်ထားလျှင် စတင်ချိန်)',
  },
  image: { en: 'Image', mm: 'ပုံ' },
  rank: { en: 'Rank', mm: 'အဆင့်' },
  year: { en: 'Year', mm: 'ခုနှစ်' },
  subtitle: { en: 'Subtitle', mm: 'ခေါင်းစဉ်ငယ်' },
  content: { en: 'Content', mm: 'အကြောင်းအရာ' },
  is_published: { en: 'Published', mm: 'ထုတ်ဝေမည်' },
  publish_at: { en: 'Publish on its own at', mm: 'အလိုအလျောက် ထုတ်ဝေမည့်အချိန်' },
  is_featured: { en: 'Featured', mm: 'အထူးပြ' },
  article_id: { en: 'Article', mm: 'ဆောင်းပါး' },
  video_url: { en: 'Video URL', mm: 'ဗီဒီယို URL' },
  type: { en: 'Type', mm: 'အမျိုးအစား' },
  banner_text: { en: 'Banner text', mm: 'ဘန်နာစာသား' },
  banner_button: { en: 'Banner button', mm: 'ဘန်နာခလုတ်' },
  banner_image: { en: 'Banner image', mm: 'ဘန်နာပုံ' },
  banner_button_link: { en: 'Banner button link', mm: 'ဘန်နာခလုတ်လင့်ခ်' },
  heading: { en: 'Heading', mm: 'ခေါင်းစဉ်' },
  price: { en: 'Price', mm: 'ဈေးနှုန်း' },
  currency: { en: 'Currency', mm: 'ငွေကြေး' },
  video_link: { en: 'Video link', mm: 'ဗီဒီယိုလင့်ခ်' },
  shipping_type: { en: 'Shipping type', mm: 'ပို့ဆောင်ခ အမျိုးအစား' },
  shipping_note: { en: 'Shipping: how much or how', mm: 'ပို့ဆောင်ခ - ပမာဏ သို့မဟုတ် ပို့ဆောင်ပုံ' },
  stock: { en: 'Stock', mm: 'လက်ကျန်' },
  track_stock: { en: 'Count stock (sold out at 0)', mm: 'လက်ကျန်ကို ရေတွက်မည် (၀ ဖြစ်လျှင် ကုန်ပြီ)' },
  sub_category_id: { en: 'Sub category', mm: 'အမျိုးအစားခွဲ' },
  main_category_id: { en: 'Main category', mm: 'အဓိကအမျိုးအစား' },
  value: { en: 'Value', mm: 'တန်ဖိုး' },
  role: { en: 'Role', mm: 'ရာထူး' },
  business: { en: 'Business', mm: 'လုပ်ငန်း' },
  mode_of_contact: { en: 'Mode of Contact', mm: 'ဆက်သွယ်ရန်နည်းလမ်း' },
  contact_information: { en: 'Contact Information', mm: 'ဆက်သွယ်ရန်အချက်အလက်' },
  appointment_for: { en: 'Appointment For', mm: 'ချိန်းဆိုသည့်ကိစ္စ' },
  message: { en: 'Message', mm: 'မက်ဆေ့ချ်' },
  product_name: { en: 'Product Name', mm: 'ကုန်ပစ္စည်းအမည်' },
  amount: { en: 'Amount', mm: 'ပမာဏ' },
  phone_number: { en: 'Phone Number', mm: 'ဖုန်းနံပါတ်' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  address: { en: 'Address', mm: 'လိပ်စာ' },
  quantity: { en: 'Quantity', mm: 'အရေအတွက်' },
  receipt_photo: { en: 'Receipt Photo', mm: 'ငွေလွှဲပြေစာ' },
  organization: { en: 'Organization', mm: 'အဖွဲ့အစည်း' },
  programs: { en: 'Programs', mm: 'အစီအစဉ်များ' },
  differences: { en: 'Differences', mm: 'ပြောင်းလဲမှုများ' },
  take_away: { en: 'Take Away', mm: 'ရရှိခဲ့သည်များ' },
  photo: { en: 'Photo', mm: 'ဓာတ်ပုံ' },
} as const satisfies Record<LabelledField, Message>;

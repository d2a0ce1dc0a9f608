/**
 * Burmese for the English messages that reach the admin as plain strings: the contract's
 * validation messages, the API's problem details and a few alerts. Keyed by the exact
 * English wording.
 */
export const MESSAGES_MM: Record<string, string> = {
  Required: 'ဖြည့်ရန် လိုအပ်ပါသည်',
  'Please select an image': 'ပုံတစ်ပုံ ရွေးချယ်ပါ',
  'Please select a photo': 'ဓာတ်ပုံတစ်ပုံ ရွေးချယ်ပါ',
  'Price must be a number': 'ဈေးနှုန်းသည် ဂဏန်းဖြစ်ရပါမည်',
  'Price cannot be negative': 'ဈေးနှုန်းသည် အနုတ်မဖြစ်ရပါ',
  'Stock must be a whole number': 'လက်ကျန်သည် ကိန်းပြည့်ဖြစ်ရပါမည်',
  'Stock cannot be negative': 'လက်ကျန်သည် အနုတ်မဖြစ်ရပါ',
  'Rank must be a whole number': 'အဆင့်သည် ကိန်းပြည့်ဖြစ်ရပါမည်',
  'Year must be a number': 'ခုနှစ်သည် ဂဏန်းဖြစ်ရပါမည်',
  'Must be a number': 'ဂဏန်းဖြစ်ရပါမည်',
  'Must be a whole number': 'ကိန်းပြည့်ဖြစ်ရပါမည်',
  'Cannot be negative': 'အနုတ်မဖြစ်ရပါ',
  'Must be text': 'စာသားဖြစ်ရပါမည်',
  'Please choose a main category': 'အဓိကအမျိုးအစားတစ်ခု ရွေးပါ',
  'Please choose a sub category': 'အမျိုးအစားခွဲတစ်ခု ရွေးပါ',
  'Please choose an article': 'ဆောင်းပါးတစ်ပုဒ် ရွေးပါ',
  'Please enter a valid email address.': 'မှန်ကန်သော အီးမေးလ်လိပ်စာ ထည့်ပါ။',
  'Must be at least 8 characters': 'အနည်းဆုံး စာလုံး ၈ လုံး ရှိရပါမည်',
  'Use letters, digits and . _ @ - only': 'စာလုံး၊ ဂဏန်းနှင့် . _ @ - တို့သာ သုံးပါ',
  'Must be a hex colour such as #1f6feb': '#1f6feb ကဲ့သို့ hex အရောင်ကုဒ် ဖြစ်ရပါမည်',
  'Must be a web address (http or https), a mailto: or tel: link, or a path on this site':
    'ဝဘ်လိပ်စာ (http သို့မဟုတ် https)၊ mailto: သို့မဟုတ် tel: လင့်ခ်၊ သို့မဟုတ် ဤဆိုက်ရှိ လမ်းကြောင်း ဖြစ်ရပါမည်',
  'No such file. Please upload the image again.': 'ဖိုင်မတွေ့ပါ။ ပုံကို ပြန်တင်ပါ။',
  'No such main category': 'ထိုအဓိကအမျိုးအစား မရှိပါ',
  'No such sub category': 'ထိုအမျိုးအစားခွဲ မရှိပါ',
  'No such article': 'ထိုဆောင်းပါး မရှိပါ',
  'Invalid credentials': 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မမှန်ကန်ပါ',
  'Failed to upload image': 'ပုံတင်ရန် မအောင်မြင်ပါ',
  'Main Category is in use. Cannot delete.': 'အဓိကအမျိုးအစားကို အသုံးပြုနေဆဲဖြစ်၍ ဖျက်၍မရပါ။',
  'Sub Category is in use. Cannot delete.': 'အမျိုးအစားခွဲကို အသုံးပြုနေဆဲဖြစ်၍ ဖျက်၍မရပါ။',
  'Too many attempts. Please wait a minute and try again.':
    'ကြိုးစားမှု များလွန်းပါသည်။ တစ်မိနစ်စောင့်ပြီး ထပ်ကြိုးစားပါ။',
  'Registration is closed. Ask an administrator for an account.':
    'စာရင်းသွင်းခြင်း ပိတ်ထားပါသည်။ အကောင့်အတွက် စီမံခန့်ခွဲသူကို ဆက်သွယ်ပါ။',
  'That username is taken.': 'ထိုအသုံးပြုသူအမည်ကို အသုံးပြုပြီးဖြစ်ပါသည်။',
};

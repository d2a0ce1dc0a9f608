/**
 * Demo content: how customers pay. A bank account and a mobile wallet, as a coach in
 * Yangon would list them; the wallet's QR code is generated (it reads the wallet's number).
 */
export const BANK_ACCOUNT = {
  name: 'KBZ Bank',
  name_mm: 'ကမ္ဘောဇ ဘဏ်',
  account_name: 'Daw Mung Mung',
  account_number: '0273 0100 4567 8901',
  note: 'Savings account at the Bahan branch. Transfers from any bank or KBZ mobile banking are fine.',
  note_mm: 'ဗဟန်း ဘဏ်ခွဲရှိ ငွေစုစာရင်း ဖြစ်ပါသည်။ မည်သည့်ဘဏ်မှ သို့မဟုတ် KBZ mobile banking မှ လွှဲနိုင်ပါသည်။',
};

export const WALLET_ACCOUNT = {
  name: 'KBZPay',
  name_mm: 'KBZPay',
  account_name: 'Daw Mung Mung',
  account_number: '09 450 123 456',
  note: 'Pay to the phone number, or scan the QR code in the KBZPay app.',
  note_mm: 'ဖုန်းနံပါတ်သို့ ပေးချေပါ၊ သို့မဟုတ် KBZPay အက်ပ်ဖြင့် QR ကုဒ်ကို စကင်ဖတ်ပါ။',
};

/** What the demo wallet's QR code says: the number to pay, as a payment app reads it. */
export const WALLET_QR_TEXT = `KBZPay:${WALLET_ACCOUNT.account_number.replace(/\s/g, '')}`;

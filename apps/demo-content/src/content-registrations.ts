/**
 * Demo content: who registered for the events that sell seats, and who waits for a seat
 * (issue 40), so a fresh site shows the attendees screen, the waiting list and check-in at
 * work. Names are invented; phone numbers and emails are the demo's made-up ones.
 */

export interface DemoRegistration {
  name: string;
  phone: string;
  email: string;
  seats: number;
  language: 'en' | 'mm';
  /** Where the owner's check has got to (a free event's registrations are confirmed). */
  status: 'received' | 'paid' | 'rejected' | 'confirmed';
  /** The owner's words to a rejected registration. */
  reason?: string;
  /** How long before now it came in. */
  daysAgo: number;
  /** At the door of a past event: minutes after its start (none: did not come). */
  checkedInAfter?: number;
}

export interface DemoWaiting {
  name: string;
  phone: string;
  email: string;
  seats: number;
  language: 'en' | 'mm';
}

/** By event name (content-events.ts). */
export const REGISTRATIONS: Record<string, DemoRegistration[]> = {
  // An upcoming paid training with a few seats left: one transfer to check, one rejected,
  // one company group and a Burmese participant paid.
  'NLP Practitioner Certification, Batch 18': [
    {
      name: 'Daw Khin Mar Lwin (Golden Land Insurance)',
      phone: '09 420 111 222',
      email: 'hr@goldenland.example.com',
      seats: 10,
      language: 'en',
      status: 'paid',
      daysAgo: 12,
    },
    {
      name: 'U Zaw Lin Htet (Shwe Taung Builders)',
      phone: '09 420 333 444',
      email: 'zawlin@shwetaung.example.com',
      seats: 6,
      language: 'en',
      status: 'paid',
      daysAgo: 9,
    },
    {
      name: 'ဒေါ်နှင်းဝေ',
      phone: '09 420 555 666',
      email: 'hnin.wai@example.com',
      seats: 2,
      language: 'mm',
      status: 'paid',
      daysAgo: 6,
    },
    {
      name: 'Ma Su Myat Noe',
      phone: '09 420 777 888',
      email: 'sumyat@example.com',
      seats: 1,
      language: 'en',
      status: 'rejected',
      reason: 'The receipt shows 85,000 MMK; the seat is 850,000 MMK.',
      daysAgo: 3,
    },
    {
      name: 'Ko Aung Myo Min',
      phone: '09 420 999 000',
      email: 'aungmyo@example.com',
      seats: 2,
      language: 'en',
      status: 'received',
      daysAgo: 1,
    },
  ],
  // A free talk, full, with a waiting list (WAITING below).
  'Family Business Succession Talk': [
    {
      name: 'U Than Htike (Mandalay Family Business Club)',
      phone: '09 430 111 222',
      email: 'club@mdyfamilybusiness.example.com',
      seats: 10,
      language: 'en',
      status: 'confirmed',
      daysAgo: 10,
    },
    {
      name: 'ဒေါ်မြမြ',
      phone: '09 430 333 444',
      email: 'myamya.mdy@example.com',
      seats: 4,
      language: 'mm',
      status: 'confirmed',
      daysAgo: 7,
    },
    {
      name: 'Ko Min Khant',
      phone: '09 430 555 666',
      email: 'minkhant@example.com',
      seats: 2,
      language: 'en',
      status: 'confirmed',
      daysAgo: 4,
    },
  ],
  // A training gone by: paid, and checked in at the door (one did not come).
  'Leadership Essentials Workshop, Batch 9': [
    {
      name: 'Ma Hsu Lae',
      phone: '09 440 111 222',
      email: 'hsulae@example.com',
      seats: 1,
      language: 'en',
      status: 'paid',
      daysAgo: 30,
      checkedInAfter: -12,
    },
    {
      name: 'ကိုသန့်ဇင်',
      phone: '09 440 333 444',
      email: 'thantzin@example.com',
      seats: 2,
      language: 'mm',
      status: 'paid',
      daysAgo: 27,
      checkedInAfter: -5,
    },
    {
      name: 'Daw Ei Ei Khaing (Yoma Logistics)',
      phone: '09 440 555 666',
      email: 'eiei@yomalogistics.example.com',
      seats: 4,
      language: 'en',
      status: 'paid',
      daysAgo: 24,
      checkedInAfter: 3,
    },
    {
      name: 'Ko Pyae Sone',
      phone: '09 440 777 888',
      email: 'pyaesone@example.com',
      seats: 1,
      language: 'en',
      status: 'paid',
      daysAgo: 20,
    },
  ],
};

/** By event name: the line for seats of a full event, first come first offered. */
export const WAITING: Record<string, DemoWaiting[]> = {
  'Family Business Succession Talk': [
    {
      name: 'Ma Ei Phyu',
      phone: '09 430 777 888',
      email: 'eiphyu@example.com',
      seats: 2,
      language: 'en',
    },
    {
      name: 'ကိုဇော်ဝင်း',
      phone: '09 430 999 000',
      email: 'zawwin.mdy@example.com',
      seats: 1,
      language: 'mm',
    },
  ],
};

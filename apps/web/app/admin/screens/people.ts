import { resources } from '@coach/contract';
import { defineScreen } from '../crud/define-screen.ts';
import { crudMessages, crudMessagesNamingKind } from '../crud/messages.ts';
import { L as ATTENDEES } from '../attendees/attendee-texts.ts';
import { SIZE } from './common.ts';

const eventEntity = { en: 'Event', mm: 'ပွဲ' };
const EVENT_DATES_HINT = {
  en: 'Optional. With a start, the home page lists the event by date and offers "Add to calendar"; visitors still read the Time text.',
  mm: 'မဖြစ်မနေ မလိုပါ။ စတင်ချိန် ထည့်ပါက ပင်မစာမျက်နှာတွင် ရက်စွဲအလိုက် စီပြပြီး "ပြက္ခဒိန်တွင် ထည့်ရန်" ကို ပြပါမည်။ ဧည့်သည်များသည် အချိန် စာသားကို ဆက်ဖတ်ရပါမည်။',
};
const EVENT_PRICE_HINT = {
  en: 'Per seat. 0 or empty: free, and each registration is confirmed at once; with a price, a registration sends its transfer receipt for you to check.',
  mm: 'ထိုင်ခုံတစ်ခုအတွက်။ ၀ သို့မဟုတ် အလွတ်ထားလျှင် အခမဲ့ဖြစ်ပြီး စာရင်းသွင်းမှုတိုင်းကို ချက်ချင်း အတည်ပြုပါမည်။ ဈေးနှုန်းထားလျှင် စာရင်းသွင်းသူက ငွေလွှဲပြေစာ ပို့ရပြီး သင် စစ်ဆေးရပါမည်။',
};
const clientEntity = { en: 'Client', mm: 'ဖောက်သည်' };
const quoteEntity = { en: 'Quote', mm: 'ဆိုမိန့်' };
const awardEntity = { en: 'Award', mm: 'ဆု' };
const milestoneEntity = { en: 'Learning milestone', mm: 'သင်ယူမှုမှတ်တိုင်' };

export const events = defineScreen(resources.events, {
  path: 'events',
  title: { en: 'Events', mm: 'ပွဲများ' },
  entity: eventEntity,
  columns: ['image', 'name', 'time', 'starts_at', 'location', 'tag', 'trainer', 'created'],
  fields: [
    'name',
    'description',
    'time',
    { name: 'starts_at', hint: EVENT_DATES_HINT },
    'ends_at',
    'seats',
    { name: 'price', hint: EVENT_PRICE_HINT },
    'currency',
    'registration_closes_at',
    'location',
    'tag',
    'trainer',
    'link',
    { name: 'image', hint: SIZE.event },
  ],
  messages: crudMessages(eventEntity, 'event'),
  // An event that sells seats has attendees: its registrations, waiting list and totals.
  recordLink: {
    label: ATTENDEES.title,
    to: (event) => (event.seats == null ? null : `/admin/events/${event.id}/attendees`),
  },
});

export const clients = defineScreen(resources.clients, {
  path: 'clients',
  title: { en: 'Clients', mm: 'ဖောက်သည်များ' },
  entity: clientEntity,
  columns: ['image', 'name', 'rank'],
  fields: ['name', 'rank', { name: 'image', hint: SIZE.client }],
  messages: crudMessages(clientEntity, 'client'),
});

export const quotes = defineScreen(resources.quotes, {
  path: 'quotes',
  title: { en: 'Quotes', mm: 'ဆိုမိန့်များ' },
  entity: quoteEntity,
  columns: ['image', 'is_featured', 'article.name', 'created'],
  fields: [
    { name: 'image', hint: SIZE.quote },
    'is_featured',
    { name: 'article_id', omitWhenBlank: true },
  ],
  messages: crudMessages(quoteEntity, 'quote'),
});

export const awards = defineScreen(resources.awards, {
  path: 'awards',
  title: { en: 'Awards', mm: 'ဆုများ' },
  entity: awardEntity,
  columns: ['name', 'rank', 'image'],
  fields: ['name', 'rank', { name: 'image', hint: SIZE.pressAward }],
  messages: crudMessagesNamingKind(awardEntity, 'award'),
});

export const learningMilestones = defineScreen(resources.learning_milestones, {
  path: 'learning-milestones',
  title: { en: 'Learning milestones', mm: 'သင်ယူမှုမှတ်တိုင်များ' },
  entity: milestoneEntity,
  columns: ['name', 'year'],
  fields: ['name', 'year'],
  messages: crudMessages(milestoneEntity, 'learning milestone', {
    createFailed: 'Failed to create learning milestone.',
    updated: {
      en: 'Learning Milestone updated successfully',
      mm: 'သင်ယူမှုမှတ်တိုင်ကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ',
    },
    deleteFailed: { en: 'Failed to delete item', mm: 'ဖျက်ရန် မအောင်မြင်ပါ' },
  }),
});

import { resources } from '@coach/contract';
import { crudMessages } from '../crud/messages.ts';
import type { ScreenConfig } from '../crud/types.ts';
import { tx } from '../i18n/text.ts';
import { L, SIZE, col, imageField } from './common.ts';

const eventEntity = tx('Event', 'ပွဲ');
const clientEntity = tx('Client', 'ဖောက်သည်');
const quoteEntity = tx('Quote', 'ဆိုမိန့်');
const awardEntity = tx('Award', 'ဆု');
const milestoneEntity = tx('Learning milestone', 'သင်ယူမှုမှတ်တိုင်');

export const events: ScreenConfig = {
  path: 'events',
  resource: resources.events,
  title: tx('Events', 'ပွဲများ'),
  entity: eventEntity,
  columns: [
    col.image(),
    col.text('name', L.name),
    col.text('time', tx('Time', 'အချိန်')),
    col.text('location', tx('Location', 'နေရာ')),
    col.text('tag', tx('Tag', 'တက်ဂ်')),
    col.text('trainer', tx('Trainer', 'သင်တန်းဆရာ')),
    col.created,
  ],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'description', label: L.description, kind: 'textarea', twin: true },
    { name: 'time', label: tx('Time', 'အချိန်'), kind: 'text', twin: true },
    { name: 'location', label: tx('Location', 'နေရာ'), kind: 'text', twin: true },
    { name: 'tag', label: tx('Tag', 'တက်ဂ်'), kind: 'text', twin: true },
    { name: 'trainer', label: tx('Trainer', 'သင်တန်းဆရာ'), kind: 'text', twin: true },
    { name: 'link', label: tx('Link', 'လင့်ခ်'), kind: 'url' },
    imageField(SIZE.event),
  ],
  messages: crudMessages(eventEntity, 'event'),
};

export const clients: ScreenConfig = {
  path: 'clients',
  resource: resources.clients,
  title: tx('Clients', 'ဖောက်သည်များ'),
  entity: clientEntity,
  columns: [col.image(), col.text('name', L.name), col.text('rank', L.rank)],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'rank', label: L.rank, kind: 'number' },
    imageField(SIZE.client),
  ],
  messages: crudMessages(clientEntity, 'client'),
};

export const quotes: ScreenConfig = {
  path: 'quotes',
  resource: resources.quotes,
  title: tx('Quotes', 'ဆိုမိန့်များ'),
  entity: quoteEntity,
  columns: [
    col.image(),
    { key: 'is_featured', label: tx('Featured', 'အထူးပြ'), kind: 'boolean' },
    col.text('article.name', tx('Article', 'ဆောင်းပါး')),
    col.created,
  ],
  fields: [
    imageField(SIZE.quote),
    { name: 'is_featured', label: tx('Featured', 'အထူးပြ'), kind: 'checkbox' },
    {
      name: 'article_id',
      label: tx('Article', 'ဆောင်းပါး'),
      kind: 'select',
      omitWhenBlank: true,
      optionsFrom: { resource: resources.articles, label: (r) => String(r.name) },
    },
  ],
  messages: crudMessages(quoteEntity, 'quote'),
};

export const awards: ScreenConfig = {
  path: 'awards',
  resource: resources.awards,
  title: tx('Awards', 'ဆုများ'),
  entity: awardEntity,
  columns: [col.text('name', L.name), col.text('rank', L.rank), col.image(80)],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'rank', label: L.rank, kind: 'number' },
    imageField(SIZE.pressAward),
  ],
  messages: crudMessages(awardEntity, 'award', {
    confirmDelete: tx('Are you sure you want to delete this award?', 'ဤဆုကို ဖျက်ရန် သေချာပါသလား။'),
  }),
};

export const learningMilestones: ScreenConfig = {
  path: 'learning-milestones',
  resource: resources.learning_milestones,
  title: tx('Learning milestones', 'သင်ယူမှုမှတ်တိုင်များ'),
  entity: milestoneEntity,
  columns: [col.text('name', L.name), col.text('year', L.year)],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'year', label: L.year, kind: 'number' },
  ],
  messages: crudMessages(milestoneEntity, 'learning milestone', {
    createFailed: 'Failed to create learning milestone.',
    updated: tx('Learning Milestone updated successfully', 'သင်ယူမှုမှတ်တိုင်ကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ'),
    deleteFailed: tx('Failed to delete item', 'ဖျက်ရန် မအောင်မြင်ပါ'),
  }),
};

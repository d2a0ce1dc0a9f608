import { resources } from '@coach/contract';
import { defineScreen } from '../crud/define-screen.ts';
import { crudMessages, crudMessagesNamingKind } from '../crud/messages.ts';
import { PUBLICATION_FIELDS, SIZE, isPublishedColumn } from './common.ts';

const articleEntity = { en: 'Article', mm: 'ဆောင်းပါး' };
const blogVideoEntity = { en: 'Blog Video', mm: 'ဘလော့ဗီဒီယို' };
const pressEntity = { en: 'Press', mm: 'သတင်းမီဒီယာ' };
const mediaTypes = [
  { value: 'image', label: { en: 'image', mm: 'ပုံ' } },
  { value: 'video', label: { en: 'video', mm: 'ဗီဒီယို' } },
];

export const articles = defineScreen(resources.articles, {
  path: 'articles',
  title: { en: 'Articles', mm: 'ဆောင်းပါးများ' },
  entity: articleEntity,
  columns: ['image', 'name', 'description', isPublishedColumn, 'created'],
  fields: [
    'name',
    'description',
    { name: 'image', hint: SIZE.article },
    ...PUBLICATION_FIELDS,
    'content',
  ],
  messages: crudMessages(articleEntity, 'article', {
    createFailed: 'Failed to create article.',
    updateFailed: 'Failed to update article.',
    // The original back office's wording for a failed article delete, kept as it is.
    deleteFailed: 'Failed to delete product',
  }),
});

export const blogVideos = defineScreen(resources.blog_videos, {
  path: 'blog-videos',
  title: { en: 'Blog videos', mm: 'ဘလော့ဗီဒီယိုများ' },
  entity: blogVideoEntity,
  columns: ['name', 'description', 'video_url', isPublishedColumn, 'created'],
  fields: ['name', 'description', 'video_url', ...PUBLICATION_FIELDS],
  messages: crudMessagesNamingKind(blogVideoEntity, 'blog video', {
    createFailed: 'Failed to create blog video.',
    updateFailed: 'Failed to update blog video.',
    deleteFailed: 'Failed to delete blog video.',
  }),
});

export const press = defineScreen(resources.press, {
  path: 'collaborations',
  title: { en: 'Press', mm: 'သတင်းမီဒီယာ' },
  entity: pressEntity,
  columns: [
    'name',
    'description',
    'type',
    'video_url',
    isPublishedColumn,
    { key: 'image', width: 100 },
    'created',
  ],
  fields: [
    'name',
    'description',
    { name: 'type', options: mediaTypes },
    'video_url',
    ...PUBLICATION_FIELDS,
    { name: 'image', hint: SIZE.pressAward },
  ],
  messages: crudMessagesNamingKind(pressEntity, 'press', {
    createFailed: 'Failed to create press.',
    updateFailed: 'Failed to update press.',
    deleteFailed: 'Failed to delete press',
  }),
});

import { resources } from '@coach/contract';
import { crudMessages } from '../crud/messages.ts';
import type { ScreenConfig } from '../crud/types.ts';
import { tx } from '../i18n/text.ts';
import { L, SIZE, col, imageField, publishedField } from './common.ts';

const articleEntity = tx('Article', 'ဆောင်းပါး');
const blogVideoEntity = tx('Blog Video', 'ဘလော့ဗီဒီယို');
const pressEntity = tx('Press', 'သတင်းမီဒီယာ');

export const articles: ScreenConfig = {
  path: 'articles',
  resource: resources.articles,
  title: tx('Articles', 'ဆောင်းပါးများ'),
  entity: articleEntity,
  columns: [
    col.image(),
    col.text('name', L.name),
    col.long('description', L.description),
    col.published,
    col.created,
  ],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'description', label: L.description, kind: 'textarea', twin: true },
    imageField(SIZE.article),
    publishedField,
    { name: 'content', label: tx('Content', 'အကြောင်းအရာ'), kind: 'richtext', twin: true },
  ],
  messages: crudMessages(articleEntity, 'article', {
    createFailed: 'Failed to create article.',
    updateFailed: 'Failed to update article.',
    // Not a slip: a failed article delete reads "Failed to delete product", word for word.
    deleteFailed: 'Failed to delete product',
  }),
};

export const blogVideos: ScreenConfig = {
  path: 'blog-videos',
  resource: resources.blog_videos,
  title: tx('Blog videos', 'ဘလော့ဗီဒီယိုများ'),
  entity: blogVideoEntity,
  columns: [
    col.text('name', L.name),
    col.long('description', L.description),
    { key: 'video_url', label: L.videoUrl, kind: 'url' },
    col.published,
    col.created,
  ],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'description', label: L.description, kind: 'textarea', twin: true },
    { name: 'video_url', label: L.videoUrl, kind: 'url' },
    publishedField,
  ],
  messages: crudMessages(blogVideoEntity, 'blog video', {
    createFailed: 'Failed to create blog video.',
    updateFailed: 'Failed to update blog video.',
    deleteFailed: 'Failed to delete blog video.',
    confirmDelete: tx(
      'Are you sure you want to delete this blog video?',
      'ဤဘလော့ဗီဒီယိုကို ဖျက်ရန် သေချာပါသလား။',
    ),
  }),
};

export const press: ScreenConfig = {
  path: 'collaborations',
  resource: resources.press,
  title: tx('Press', 'သတင်းမီဒီယာ'),
  entity: pressEntity,
  columns: [
    col.text('name', L.name),
    col.long('description', L.description),
    col.text('type', L.type),
    { key: 'video_url', label: L.videoUrl, kind: 'url' },
    col.published,
    col.image(100),
    col.created,
  ],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    { name: 'description', label: L.description, kind: 'textarea', twin: true },
    {
      name: 'type',
      label: L.type,
      kind: 'select',
      options: [
        { value: 'image', label: tx('image', 'ပုံ') },
        { value: 'video', label: tx('video', 'ဗီဒီယို') },
      ],
    },
    { name: 'video_url', label: L.videoUrl, kind: 'url' },
    publishedField,
    imageField(SIZE.pressAward),
  ],
  messages: crudMessages(pressEntity, 'press', {
    createFailed: 'Failed to create press.',
    updateFailed: 'Failed to update press.',
    deleteFailed: 'Failed to delete press',
    confirmDelete: tx(
      'Are you sure you want to delete this press?',
      'ဤသတင်းမီဒီယာကို ဖျက်ရန် သေချာပါသလား။',
    ),
  }),
};

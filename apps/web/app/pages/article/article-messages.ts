import { defineMessages } from '../../i18n/messages';

/** The article page's own texts (the article is the admin's). */
export const articleMessages = defineMessages({
  backToBlogs: { en: 'All articles', mm: 'ဆောင်းပါး အားလုံး' },
  publishedOn: { en: 'Published {date}', mm: '{date} တွင် ထုတ်ဝေသည်' },
  byAuthor: { en: 'By {name}', mm: 'ရေးသားသူ - {name}' },
});

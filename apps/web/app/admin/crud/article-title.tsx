import { resources } from '@coach/contract';
import { Link } from 'react-router';
import { getRecord } from '../api/resources.ts';
import { localized, useLanguage } from '../../lib/language.ts';
import { useLoad } from '../ui/use-load.ts';

/**
 * An article named by its title where a record holds only its id (the terms and privacy
 * constants): read by id, linking to its edit screen. Until it is read, or when it is gone,
 * the id shows, as stored.
 */
export function ArticleTitle({ id }: { id: string }) {
  const language = useLanguage();
  const article = useLoad(() => getRecord(resources.articles, id), [id]);
  const title = article.data ? localized(article.data, 'name', language) : '';
  return title ? (
    <Link to={`/admin/articles/edit/${encodeURIComponent(id)}`}>{title}</Link>
  ) : (
    <span className="a-muted">#{id}</span>
  );
}

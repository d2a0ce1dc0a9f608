import { useParams } from 'react-router';
import { NewsletterEdit } from '../../admin/newsletters/newsletter-edit.tsx';

/** One newsletter at /admin/newsletters/{id}, or a new one at /admin/newsletters/new. */
export default function Newsletter() {
  const { id } = useParams();
  const number = Number(id);
  return <NewsletterEdit id={id === 'new' || !Number.isInteger(number) ? null : number} />;
}

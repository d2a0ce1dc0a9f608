import { useParams } from 'react-router';
import { NewsletterEdit } from '../../admin/newsletters/newsletter-edit.tsx';

/**
 * One newsletter at /admin/newsletters/{id}, or a new one at /admin/newsletters/new. Made
 * anew for each (keyed by the address's id), so a letter saved for the first time, or a
 * move to another letter, never shows the one before while its own loads.
 */
export default function Newsletter() {
  const { id } = useParams();
  const number = Number(id);
  return <NewsletterEdit key={id} id={id === 'new' || !Number.isInteger(number) ? null : number} />;
}

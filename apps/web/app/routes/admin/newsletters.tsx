import { NewsletterList } from '../../admin/newsletters/newsletter-list.tsx';

export default function Newsletters() {
  return <NewsletterList />;
}

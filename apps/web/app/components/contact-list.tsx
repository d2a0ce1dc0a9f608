import { useSite } from '../lib/site';
import { MailIcon, PhoneIcon } from './icons';

/**
 * The site's phone and email (the site constants) as links a phone dials or writes to,
 * each with its icon: where a customer may need a person (the checkout, an order's page,
 * the footer of every page).
 */
export function ContactList({
  className,
  iconSize = 18,
}: {
  className: string;
  iconSize?: number;
}) {
  const site = useSite();
  return (
    <ul className={className}>
      {site.phone && (
        <li>
          <PhoneIcon size={iconSize} />
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
        </li>
      )}
      {site.email && (
        <li>
          <MailIcon size={iconSize} />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
      )}
    </ul>
  );
}

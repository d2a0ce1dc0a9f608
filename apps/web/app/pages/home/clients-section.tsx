import { Pager } from '../../components/pager';
import { ResponsiveImage } from '../../components/picture';
import { Section, sectionTexts } from '../../components/section';
import { homeMessages } from './home-messages';
import { useT } from '../../i18n/messages';
import type { Paged } from '../../lib/paging';
import { usePageHref } from '../../lib/use-page-href';

export interface ClientView {
  id: number;
  name: string;
  image: string | null;
}

/** #clients: the logo grid, 6 columns and 18 a page (`?clients=2#clients`). */
export function ClientsSection({ clients }: { clients: Paged<ClientView> }) {
  const t = useT(homeMessages);
  const href = usePageHref('clients', 'clients');
  if (!clients.items.length) return null;
  return (
    <Section id="clients" {...sectionTexts(t, 'clients')} tone="tint" className="section-centered">
      <ul className="client-grid">
        {clients.items.map((client) => (
          <li key={client.id} className="client-logo">
            <ResponsiveImage
              id={client.image}
              alt={client.name}
              width={240}
              height={240}
              maxWidth={320}
              sizes="160px"
            />
          </li>
        ))}
      </ul>
      <Pager page={clients.page} total={clients.pages} href={href} label={t('clientsPages')} />
    </Section>
  );
}

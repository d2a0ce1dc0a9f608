import { PAGE_SIZES } from '@coach/contract/options';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { pageCount, pageSlice } from '../../../components/pager-pages';
import { ResponsiveImage } from '../../../components/picture';
import { Section } from '../../../components/section';
import { homeMessages } from '../../../i18n/home';
import { useT } from '../../../i18n/messages';

export interface ClientView {
  id: number;
  name: string;
  image: string | null;
}

/** #clients: the logo grid, 6 columns and 18 a page. */
export function ClientsSection({ clients }: { clients: ClientView[] }) {
  const t = useT(homeMessages);
  const [page, setPage] = useState(1);
  if (!clients.length) return null;
  const total = pageCount(clients.length, PAGE_SIZES.clients);
  const current = Math.min(page, total);
  return (
    <Section
      id="clients"
      eyebrow={t('clientsEyebrow')}
      title={t('clientsTitle')}
      intro={t('clientsIntro')}
      tone="tint"
      className="section-centered"
    >
      <ul className="client-grid">
        {pageSlice(clients, current, PAGE_SIZES.clients).map((client) => (
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
      <Pager page={current} total={total} onChange={setPage} label={t('clientsPages')} />
    </Section>
  );
}

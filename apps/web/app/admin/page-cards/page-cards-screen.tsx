import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { fileUrl } from '../../lib/images.ts';
import { useSite } from '../../lib/site.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { getPageCards } from './page-cards-api.ts';
import { cardPages } from './page-names.ts';
import { L } from './texts.ts';
import { ColumnHeads } from '../ui/column-heads.tsx';

/**
 * /admin/pages: the public pages with a social card, what each card says in both
 * languages, and a link to edit it (/admin/pages/edit/{page}).
 */
export function PageCardsScreen() {
  const t = useT();
  const site = useSite();
  const loaded = useLoad(getPageCards, []);
  const cards = new Map(loaded.data?.map((card) => [card.page, card]));
  const pages = cardPages(site);
  const cell = (text: string | null | undefined, lang?: string) =>
    text ? <span lang={lang}>{text}</span> : <span className="a-muted">{t(L.notSet)}</span>;
  return (
    <section className="screen a-page-cards">
      <ScreenHeader title={L.title} />
      <p className="a-lead">{t(L.intro)}</p>
      {loaded.data ? (
        <div className="a-table-wrap">
          <table className="a-data-table">
            <caption className="visually-hidden">{t(L.title)}</caption>
            <ColumnHeads
              labels={[t(L.page), t(L.titleEn), t(L.titleMm), t(L.picture)]}
              actions={{ label: t(UI.edit), hidden: true, className: 'a-col-actions' }}
            />
            <tbody>
              {pages.map(({ key, name, address }) => {
                const card = cards.get(key);
                return (
                  <tr key={key}>
                    <th scope="row" data-label={t(L.page)} className="a-col-wrap">
                      {t(name)}
                      <span className="a-page-card-address">{address}</span>
                    </th>
                    <td data-label={t(L.titleEn)} className="a-col-wrap">
                      {cell(card?.title)}
                    </td>
                    <td data-label={t(L.titleMm)} className="a-col-wrap">
                      {cell(card?.title_mm, 'my')}
                    </td>
                    <td data-label={t(L.picture)}>
                      {card?.image ? (
                        <img
                          className="a-page-card-thumb"
                          src={fileUrl(card.image, 320)}
                          alt={fillIn(t(L.cardOf), { page: t(name) })}
                          width={96}
                          height={50}
                        />
                      ) : (
                        <span className="a-muted">{t(L.notSet)}</span>
                      )}
                    </td>
                    <td className="a-col-actions">
                      <Link
                        className="a-button"
                        to={`/admin/pages/edit/${key}`}
                        aria-label={fillIn(t(L.editCard), { page: t(name) })}
                      >
                        {t(UI.edit)}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      )}
    </section>
  );
}

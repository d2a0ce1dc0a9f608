import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatAmount } from '@coach/contract/formats';
import { useKindName } from '../booking/session-card.tsx';
import { formatDate } from '../crud/cells.tsx';
import { type Text, useT } from '../i18n/text.ts';
import type { DashboardFigures } from './dashboard-api.ts';
import { L } from './texts.ts';

interface Item {
  id: number;
  name: string;
  created: string;
  detail: string;
  /** The record's own screen (or, for a testimonial, which has none, the list finding it). */
  to: string;
}

/** One kind of waiting record: its count linking to the filtered list, and the newest few. */
function AttentionCard({
  title,
  count,
  to,
  items,
}: {
  title: Text;
  count: number;
  to: string;
  items: Item[];
}) {
  const t = useT();
  const language = useLanguage();
  const id = `attention-${to.replace(/\W+/g, '-')}`;
  return (
    <section className="a-attention-card" aria-labelledby={id}>
      <h3 id={id}>{t(title)}</h3>
      <Link to={to} className="a-attention-count" data-testid={`count-${title.en}`}>
        <span className="a-attention-number">{localDigits(count, language)}</span>
        <span className="visually-hidden">{t(title)}: </span>
        <span className="a-attention-link">
          {fillIn(t(L.seeAll), { count: localDigits(count, language) })}
        </span>
      </Link>
      {items.length ? (
        <>
          <h4>{t(L.newest)}</h4>
          <ul className="a-attention-list">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.to} className="a-attention-name">
                  {item.name}
                </Link>
                <span className="a-attention-detail">{item.detail}</span>
                <time dateTime={item.created}>{formatDate(item.created, language)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="a-muted">{t(L.noneWaiting)}</p>
      )}
    </section>
  );
}

/** Unresolved appointments, orders whose receipt is to check, testimonials awaiting approval. */
export function Attention({ figures }: { figures: DashboardFigures }) {
  const { waiting, newest } = figures;
  const language = useLanguage();
  // In Burmese, the kind of appointment and the product by their Burmese names.
  const kind = useKindName();
  const product = (o: { product_name: string; product_name_mm: string | null }) =>
    (language === 'mm' && o.product_name_mm) || o.product_name;
  return (
    <div className="a-attention">
      {/* Appointments and orders are an owner's: an editor's figures leave them out. */}
      {waiting.appointments !== undefined && newest.appointments && (
        <AttentionCard
          title={L.unresolvedAppointments}
          count={waiting.appointments}
          to="/admin/appointments?resolved=false"
          items={newest.appointments.map((a) => ({
            ...a,
            detail: kind(a.appointment_for),
            to: `/admin/appointments/${a.id}`,
          }))}
        />
      )}
      {waiting.orders !== undefined && newest.orders && (
        <AttentionCard
          title={L.ordersToCheck}
          count={waiting.orders}
          to="/admin/orders?status=received"
          items={newest.orders.map((o) => ({
            ...o,
            detail: `${product(o)} · ${formatAmount(o.amount, o.currency, language)}`,
            to: `/admin/orders/${o.id}`,
          }))}
        />
      )}
      <AttentionCard
        title={L.awaitingApproval}
        count={waiting.testimonials}
        to="/admin/testimonials?publish_status=false"
        items={newest.testimonials.map((r) => ({
          ...r,
          detail: r.organization ?? '',
          to: `/admin/testimonials?${new URLSearchParams({ publish_status: 'false', search: r.name })}`,
        }))}
      />
    </div>
  );
}

import { Link, useLocation } from 'react-router';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { titleFor } from './nav.ts';
import { useSite } from '../../lib/site.ts';
import { cardPages } from '../page-cards/page-names.ts';
import { fillIn } from '@coach/contract/messages';
import { L as ORDER_TEXTS } from '../orders/order-texts.ts';
import { L as APPOINTMENT_TEXTS } from '../appointments/appointment-texts.ts';

/** The lists whose records have a screen of their own, at /admin/{list}/{id}. */
const RECORD_CRUMBS: Record<string, Text> = {
  orders: ORDER_TEXTS.crumb,
  payments: ORDER_TEXTS.crumb,
  appointments: APPOINTMENT_TEXTS.crumb,
};

/** Where the admin is, from the path: Admin › Events › Edit 3. */
export function Breadcrumb() {
  const t = useT();
  const { pathname } = useLocation();
  const site = useSite();
  const [, , segment, action, id] = pathname.split('/');
  const crumbs: { label: string; to?: string }[] = [{ label: t(UI.admin), to: '/admin' }];
  const title: Text | undefined = segment ? titleFor(segment) : undefined;
  if (segment) crumbs.push({ label: title ? t(title) : segment, to: `/admin/${segment}` });
  if (action === 'create') crumbs.push({ label: t(UI.createTitle) });
  // A page's social card is named by its page (Edit Trainings), a record by its id.
  const card = segment === 'pages' ? cardPages(site).find((p) => p.key === id) : undefined;
  const edited = card ? t(card.name) : (id ?? '');
  if (action === 'edit') crumbs.push({ label: `${t(UI.editTitle)} ${edited}`.trim() });
  // One order or appointment request: /admin/orders/{id}.
  const record = segment ? RECORD_CRUMBS[segment] : undefined;
  if (record && action && /^\d+$/.test(action)) {
    crumbs.push({ label: fillIn(t(record), { id: action }) });
  }
  return (
    <nav aria-label="Breadcrumb" className="a-breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

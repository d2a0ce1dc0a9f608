import { FIELD_LABELS } from '@coach/contract';
import { useLanguage } from '../../lib/language.ts';
import { formatDate } from '../crud/cells.tsx';
import { contactHref } from '../detail/contact-links.ts';
import { Fact } from '../detail/detail-frame.tsx';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { flagBadge } from '../submissions/columns.tsx';
import type { Appointment } from './appointment-api.ts';
import { L } from './appointment-texts.ts';

/**
 * Everything the visitor sent, as terms the eye runs down, the contact a tap away in the
 * way they asked to be reached; then the message, whole, as they wrote it.
 */
export function AppointmentFacts({ appointment: a }: { appointment: Appointment }) {
  const t = useT();
  const language = useLanguage();
  const href = contactHref(a.mode_of_contact, a.contact_information);
  return (
    <div className="a-detail-column">
      <section className="a-card" aria-label={t(L.request)}>
        <dl className="a-facts">
          <Fact label={L.received}>
            <time dateTime={a.created}>{formatDate(a.created, language, true)}</time>
          </Fact>
          <Fact label={L.status}>
            {flagBadge(a.resolved, UI.resolved, UI.notResolved, language)}
            {a.spam && (
              <>
                {' '}
                <span className="a-badge a-badge-danger">{t(UI.spam)}</span>
              </>
            )}
          </Fact>
          <Fact label={FIELD_LABELS.name}>{a.name}</Fact>
          <Fact label={FIELD_LABELS.role}>{a.role}</Fact>
          <Fact label={FIELD_LABELS.business}>{a.business}</Fact>
          <Fact label={FIELD_LABELS.appointment_for}>{a.appointment_for}</Fact>
          <Fact label={FIELD_LABELS.mode_of_contact}>{a.mode_of_contact}</Fact>
          <Fact label={FIELD_LABELS.contact_information}>
            {href ? <a href={href}>{a.contact_information}</a> : a.contact_information}
          </Fact>
          {/* The address a booked time's confirmation and reminder go to, whatever the mode. */}
          {a.email && (
            <Fact label={FIELD_LABELS.email}>
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </Fact>
          )}
        </dl>
      </section>
      <section className="a-card" aria-labelledby="appointment-message">
        <h2 id="appointment-message">{t(FIELD_LABELS.message)}</h2>
        <p className="a-message">{a.message}</p>
      </section>
    </div>
  );
}

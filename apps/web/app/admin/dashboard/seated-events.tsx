import { formatAmount } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import type { SeatedEvent } from './dashboard-api.ts';

const L = {
  title: { en: 'Upcoming events with seats', mm: 'လာမည့် ထိုင်ခုံရှိသော ပွဲများ' },
  seats: { en: '{taken} of {capacity} seats taken', mm: 'ထိုင်ခုံ {capacity} ခုတွင် {taken} ခု ယူထား' },
  toCheck: { en: 'To check: {amount}', mm: 'စစ်ဆေးရန်: {amount}' },
  none: { en: 'No upcoming event takes registrations.', mm: 'စာရင်းသွင်းနိုင်သော လာမည့်ပွဲ မရှိပါ။' },
};

/** Upcoming events that sell seats: how full each is and the money to check, each leading to its attendees. */
export function SeatedEvents({ events }: { events: SeatedEvent[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="a-attention-card a-seated-events" aria-labelledby="seated-events">
      <h3 id="seated-events">{t(L.title)}</h3>
      {events.length ? (
        <ul className="a-attention-list">
          {events.map((event) => (
            <li key={event.id}>
              <Link className="a-attention-name" to={`/admin/events/${event.id}/attendees`}>
                {(language === 'mm' && event.title_mm) || event.title}
              </Link>
              <span className="a-attention-detail">
                {fillIn(t(L.seats), {
                  taken: localDigits(event.seats_taken, language),
                  capacity: localDigits(event.seats, language),
                })}
                {event.to_check_amount > 0 && (
                  <>
                    {' · '}
                    {fillIn(t(L.toCheck), {
                      amount: formatAmount(event.to_check_amount, event.currency, language),
                    })}
                  </>
                )}
              </span>
              {event.starts_at && (
                <time dateTime={event.starts_at}>{formatDate(event.starts_at, language)}</time>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="a-muted">{t(L.none)}</p>
      )}
    </section>
  );
}

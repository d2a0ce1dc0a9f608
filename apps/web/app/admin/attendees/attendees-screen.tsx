import type { AttendeeList, WaitlistPerson } from '@coach/contract';
import { formatAmount } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatDate } from '../crud/cells.tsx';
import { DetailFrame, DetailLoading } from '../detail/detail-frame.tsx';
import { useT } from '../i18n/text.ts';
import { type NoticeMessage, problemNotice, success } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { downloadAttendeesCsv, getAttendees } from './attendees-api.ts';
import { L, REGISTRATION_STATUS_NAMES } from './attendee-texts.ts';
import { RegistrationCard } from './registration-card.tsx';

/**
 * /admin/events/{id}/attendees: who registered for an event that sells seats, the money
 * (paid, and to check), each registration's receipt and moves, the waiting list, the CSV,
 * and the way to the door's check-in screen.
 */
export function AttendeesScreen() {
  const { id = '' } = useParams();
  const loaded = useLoad(() => getAttendees(id), [id]);
  const [notice, setNotice] = useState<NoticeMessage>();
  const t = useT();
  const language = useLanguage();

  if (!loaded.data) return <DetailLoading loaded={loaded} />;
  const { event, registrations, waitlist } = loaded.data;
  const title = (language === 'mm' && event.title_mm) || event.title;
  return (
    <DetailFrame
      back={{ to: '/admin/events', label: L.back }}
      title={`${t(L.title)}: ${title}`}
      notice={notice}
      onDismiss={() => setNotice(undefined)}
    >
      <div className="a-detail-column">
        {event.starts_at && (
          <p className="a-muted">
            <time dateTime={event.starts_at}>{formatDate(event.starts_at, language, true)}</time>
          </p>
        )}
        <Totals list={loaded.data} />
        <div className="a-row-actions a-attendee-tools">
          <button
            type="button"
            className="a-button"
            onClick={() => downloadAttendeesCsv(event.id).catch((e) => setNotice(problemNotice(e)))}
          >
            ⤓ {t(L.downloadCsv)}
          </button>
          <Link to="/admin/check-in" className="a-button a-button-primary">
            {t(L.checkIn)}
          </Link>
        </div>
        <WaitingList people={waitlist} />
      </div>
      <section
        className="a-detail-column a-attendee-registrations"
        aria-labelledby="attendee-registrations"
      >
        <h2 id="attendee-registrations">
          {t(L.registrations)} ({localDigits(registrations.length, language)})
        </h2>
        <p className="a-hint">{t(L.tellsVisitor)}</p>
        {registrations.length === 0 ? (
          <p className="a-muted">{t(L.none)}</p>
        ) : (
          <ul className="a-attendee-list">
            {registrations.map((registration) => (
              <RegistrationCard
                key={registration.id}
                registration={registration}
                onMoved={async (status) => {
                  setNotice(
                    success(
                      fillIn(t(L.moved), {
                        name: registration.name,
                        status: t(REGISTRATION_STATUS_NAMES[status]),
                      }),
                    ),
                  );
                  await loaded.reload();
                }}
                onFailed={(error) => setNotice(problemNotice(error))}
              />
            ))}
          </ul>
        )}
      </section>
    </DetailFrame>
  );
}

/** Seats taken of the capacity, money paid and money still to check. */
function Totals({ list }: { list: AttendeeList }) {
  const t = useT();
  const language = useLanguage();
  const { totals } = list;
  const money = (amount: number) => formatAmount(amount, totals.currency, language);
  return (
    <section className="a-card" aria-labelledby="attendee-totals">
      <h2 id="attendee-totals">{t(L.totals)}</h2>
      <dl className="a-facts a-attendee-totals">
        <div>
          <dt>{t(L.seatsTaken)}</dt>
          <dd data-testid="seats-taken">
            {fillIn(t(L.seatsOf), {
              taken: localDigits(totals.seats_taken, language),
              capacity: localDigits(totals.capacity ?? 0, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t(L.paidAmount)}</dt>
          <dd className="a-order-amount">{money(totals.paid_amount)}</dd>
        </div>
        <div>
          <dt>{t(L.toCheckAmount)}</dt>
          <dd className="a-order-amount">{money(totals.to_check_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The event's waiting list, read-only: it fills seats on its own as they come back. */
function WaitingList({ people }: { people: WaitlistPerson[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="a-card" aria-labelledby="attendee-waitlist">
      <h2 id="attendee-waitlist">
        {t(L.waitlist)} ({localDigits(people.length, language)})
      </h2>
      {people.length === 0 ? (
        <p className="a-muted">{t(L.waitlistNone)}</p>
      ) : (
        <ol className="a-attention-list a-waitlist">
          {people.map((person) => (
            <li key={person.id}>
              <span className="a-attention-name">{person.name}</span>
              <span className="a-attention-detail">
                {person.seats === 1
                  ? t(L.oneSeat)
                  : fillIn(t(L.seatCount), { count: localDigits(person.seats, language) })}
                {' · '}
                {t(L.waitStatus[person.status] ?? { en: person.status, mm: person.status })}
                {person.status === 'offered' && person.offer_expires_at && (
                  <>
                    {' '}
                    ·{' '}
                    {fillIn(t(L.offerUntil), {
                      time: formatDate(person.offer_expires_at, language, true),
                    })}
                  </>
                )}
              </span>
              <span className="a-break-anywhere">{person.email}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

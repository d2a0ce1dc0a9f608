import type { RegistrationStatus } from '@coach/contract';
import type { ComponentProps } from 'react';
import { formatAmount, formatClockTime } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatDate } from '../crud/cells.tsx';
import { siteTimeZone } from '../i18n/site-time-zone.ts';
import { mailtoHref, telHref } from '../detail/contact-links.ts';
import { useT } from '../i18n/text.ts';
import { ReceiptLinks } from '../orders/receipt.tsx';
import { L, REGISTRATION_STATUS_NAMES } from './attendee-texts.ts';
import { RegistrationActions } from './registration-actions.tsx';

/** A registration's status as a badge coloured as an order's of the same meaning. */
export function RegistrationBadge({ status }: { status: RegistrationStatus }) {
  const t = useT();
  return (
    <span className={`a-badge a-order-${status}`}>{t(REGISTRATION_STATUS_NAMES[status])}</span>
  );
}

/**
 * One registration on the attendees screen: who, how many seats, the money and its
 * receipt (as an order shows it), whether they came in, and the moves it may make. A card
 * rather than a table row, so a phone at the door reads it without scrolling sideways.
 */
export function RegistrationCard({
  registration: r,
  onMoved,
  onFailed,
}: ComponentProps<typeof RegistrationActions>) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className="a-card a-attendee" data-testid={`registration-${r.id}`}>
      <div className="a-attendee-head">
        <strong className="a-attendee-name">{r.name}</strong>
        <RegistrationBadge status={r.status} />
      </div>
      <dl className="a-facts a-attendee-facts">
        <div>
          <dt>{t(L.seats)}</dt>
          <dd>{localDigits(r.seats, language)}</dd>
        </div>
        <div>
          <dt>{t(L.amount)}</dt>
          <dd className="a-order-amount">{formatAmount(r.amount, r.currency, language)}</dd>
        </div>
        <div>
          <dt>{t(L.contact)}</dt>
          <dd className="a-cell-stack">
            <a href={telHref(r.phone)}>{r.phone}</a>
            <a className="a-break-anywhere" href={mailtoHref(r.email)}>
              {r.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t(L.registered)}</dt>
          <dd>
            <time dateTime={r.created}>{formatDate(r.created, language, true)}</time>
            <span className="a-muted"> · {r.reference}</span>
          </dd>
        </div>
        {r.receipt_photo && (
          <div>
            <dt>{t(L.receipt)}</dt>
            <dd>
              <ReceiptLinks id={r.receipt_photo} reference={r.reference} />
            </dd>
          </div>
        )}
      </dl>
      {r.status === 'rejected' && r.reason && (
        <p className="a-order-reason">
          {t(L.reason)}: {r.reason}
        </p>
      )}
      {r.checked_in_at && (
        <p className="a-attendee-in">
          ✓{' '}
          {fillIn(t(L.checkedIn), {
            time: formatClockTime(r.checked_in_at, language, siteTimeZone()),
          })}
        </p>
      )}
      <RegistrationActions registration={r} onMoved={onMoved} onFailed={onFailed} />
    </li>
  );
}

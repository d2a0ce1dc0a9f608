import { type BookingState, HOLDING_STATES } from '@coach/contract';
import { formatBookedTime } from '@coach/contract/formats';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { ApiError } from '../api/client.ts';
import { siteTimeZone } from '../i18n/site-time-zone.ts';
import { useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { Notice, type NoticeMessage, failure } from '../ui/notice.tsx';
import { usePending } from '../ui/use-pending.ts';
import { setBooking } from './booking-api.ts';
import { ACTIONS, MODE_NAMES, filled } from './texts.ts';

/**
 * Who the session is with and when, so Cancel's question can say how they will hear of it
 * (an agenda entry, or the appointment record itself).
 */
export interface SessionPeople {
  name: string;
  mode_of_contact: string;
  contact_information: string;
  starts_at: string | null;
  ends_at: string | null;
}

interface Props {
  id: number;
  /** The appointment's booking state; nothing shows unless it holds a time. */
  booking: BookingState | null;
  session: SessionPeople;
  /** The coach's time zone (the availability's), the one the question names the time in. */
  timeZone?: string;
  /** After the API took the change (the caller reloads, and may say so). */
  onChanged: (booking: 'confirmed' | 'cancelled') => void | Promise<void>;
  /** A refusal, for a screen that reports them itself; otherwise it shows beside the buttons. */
  onFailed?: (error: unknown) => void;
  /** Smaller buttons, for a session in a crowded week grid. */
  compact?: boolean;
}

/**
 * Confirm (while booked) and Cancel (while booked or confirmed) of one booked session.
 * Cancelling asks first and says how the visitor hears of it: an email when they left an
 * address, otherwise the owner tells them. A refusal shows beside the buttons, or goes to
 * `onFailed`. On the appointment's own screen it fills its booking slot:
 * `({ appointment, onChanged, onFailed }) => <BookingActions id={appointment.id}
 * booking={appointment.booking} session={appointment} onChanged={onChanged} onFailed={onFailed} />`.
 */
export function BookingActions({
  id,
  booking,
  session,
  timeZone = siteTimeZone(),
  onChanged,
  onFailed,
  compact,
}: Props) {
  const t = useT();
  const language = useLanguage();
  const { ask, dialog } = useConfirm();
  const { busy, pending } = usePending();
  const [notice, setNotice] = useState<NoticeMessage>();
  if (!booking || !HOLDING_STATES.includes(booking)) return null;

  async function change(to: 'confirmed' | 'cancelled') {
    if (to === 'cancelled') {
      const mode = MODE_NAMES[session.mode_of_contact];
      const contact = `${mode ? t(mode) : session.mode_of_contact}: ${session.contact_information}`;
      const { starts_at: starts, ends_at: ends } = session;
      const question = filled(ACTIONS.cancelQuestion, {
        name: session.name,
        when: starts && ends ? formatBookedTime(starts, ends, language, timeZone) : '',
      });
      const tells =
        session.mode_of_contact === 'Email'
          ? ACTIONS.tellsByEmail
          : filled(ACTIONS.tellYourself, { contact });
      const message = { en: `${question.en} ${tells.en}`, mm: `${question.mm} ${tells.mm}` };
      if (!(await ask(message, ACTIONS.cancelYes, ACTIONS.keep))) return;
    }
    setNotice(undefined);
    await pending(async () => {
      try {
        await setBooking(id, to);
        await onChanged(to);
      } catch (error) {
        if (onFailed) return onFailed(error);
        const reason = error instanceof ApiError && error.status > 0 ? [error.detail] : [];
        setNotice(
          failure(to === 'confirmed' ? ACTIONS.confirmFailed : ACTIONS.cancelFailed, ...reason),
        );
      }
    });
  }

  const size = compact ? ' a-button-small' : '';
  return (
    <div className="a-booking-actions">
      <div className="a-row-actions">
        {booking === 'booked' && (
          <button
            type="button"
            className={`a-button a-button-primary${size}`}
            disabled={busy}
            onClick={() => void change('confirmed')}
          >
            {t(ACTIONS.confirm)}
            <span className="visually-hidden"> ({session.name})</span>
          </button>
        )}
        <button
          type="button"
          className={`a-button a-button-danger-quiet${size}`}
          disabled={busy}
          onClick={() => void change('cancelled')}
        >
          {t(ACTIONS.cancel)}
          <span className="visually-hidden"> ({session.name})</span>
        </button>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {dialog}
    </div>
  );
}

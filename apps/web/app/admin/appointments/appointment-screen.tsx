import { resources } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailFrame, DetailLoading } from '../detail/detail-frame.tsx';
import { L as DETAIL } from '../detail/detail-texts.ts';
import { NoteForm } from '../detail/note-form.tsx';
import { useT } from '../i18n/text.ts';
import { type NoticeMessage, success, problemNotice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { getAppointment } from './appointment-api.ts';
import { AppointmentActions } from './appointment-actions.tsx';
import { AppointmentFacts } from './appointment-facts.tsx';
import { L } from './appointment-texts.ts';
import { BookedTime, type BookingActionsSlot } from './booked-time.tsx';

/**
 * /admin/appointments/{id}: one appointment request on one screen, on a phone as on a
 * desktop: who asks for what, the whole message, the contact a tap away, the booked time
 * if there is one, and what the owner does with it.
 *
 * `bookingActions`: the place for the booking's own buttons (confirm, cancel, move), which
 * the booking's code supplies; without them the booked time is shown as it stands.
 */
export function AppointmentScreen({ bookingActions }: { bookingActions?: BookingActionsSlot }) {
  const { id = '' } = useParams();
  const appointment = useLoad(() => getAppointment(id), [id]);
  const [notice, setNotice] = useState<NoticeMessage>();
  const t = useT();

  if (!appointment.data) return <DetailLoading loaded={appointment} />;
  const shown = appointment.data;
  const failed = (error: unknown) => setNotice(problemNotice(error));
  return (
    <DetailFrame
      back={{ to: '/admin/appointments', label: L.back }}
      title={fillIn(t(L.title), { name: shown.name })}
      notice={notice}
      onDismiss={() => setNotice(undefined)}
    >
      <AppointmentFacts appointment={shown} />
      <div className="a-detail-column">
        <BookedTime appointment={shown}>
          {bookingActions?.({
            appointment: shown,
            onChanged: appointment.reload,
            onFailed: failed,
          })}
        </BookedTime>
        <AppointmentActions
          appointment={shown}
          onChanged={async (outcome) => {
            setNotice(outcome);
            await appointment.reload();
          }}
        />
        <NoteForm
          def={resources.appointments}
          record={shown}
          onSaved={() => setNotice(success(DETAIL.noteSaved))}
          onFailed={failed}
        />
      </div>
    </DetailFrame>
  );
}

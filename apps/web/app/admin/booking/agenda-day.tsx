import type { Availability } from '@coach/contract';
import { formatCalendarDay } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import type { CSSProperties, ReactNode } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { ApiError } from '../api/client.ts';
import { type Text, useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type NoticeMessage, failure, success } from '../ui/notice.tsx';
import { usePending } from '../ui/use-pending.ts';
import type { AgendaWeekProps } from './agenda-week.ts';
import { setDateBlocked } from './booking-api.ts';
import { AGENDA } from './texts.ts';

/** A text naming a day in each language's own words ("Tuesday, 1 December" / in Burmese). */
export const aboutDay = (text: Text, date: string): Text => ({
  en: fillIn(text.en, { day: formatCalendarDay(date, 'en') }),
  mm: fillIn(text.mm, { day: formatCalendarDay(date, 'mm') }),
});

/**
 * One day of the agenda's week, as a list's part on a phone or a grid's column on a
 * desktop: its heading (the date, "Today"), its block or open-again tool, its sessions.
 */
export function AgendaDay({
  layout,
  date,
  today,
  rules,
  onRules,
  onNotice,
  style,
  children,
}: Pick<AgendaWeekProps, 'today' | 'rules' | 'onRules' | 'onNotice'> & {
  layout: 'list' | 'grid';
  date: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const blocked = rules.blocked_dates.includes(date);
  const headingId = `agenda-day-${date}`;
  const classes = [
    layout === 'list' ? 'a-agenda-day' : 'a-grid-day',
    date === today && 'a-agenda-today',
    blocked && 'a-agenda-blocked',
  ];
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-labelledby={headingId}
      data-date={date}
    >
      <div className={layout === 'list' ? 'a-agenda-day-head' : 'a-grid-day-head'}>
        <h2 id={headingId}>
          {formatCalendarDay(date, language)}
          {date === today && <span className="a-agenda-today-mark">{t(AGENDA.today)}</span>}
        </h2>
        <DayTools
          date={date}
          today={today}
          blocked={blocked}
          onRules={onRules}
          onNotice={onNotice}
        />
      </div>
      {children}
    </section>
  );
}

/**
 * "Block this day" on one day of the agenda (asking first, and saying that sessions
 * already booked stay), or, on a blocked day, its badge and "Open this day again". Days
 * gone by are left as they are.
 */
function DayTools({
  date,
  today,
  blocked,
  onRules,
  onNotice,
}: {
  date: string;
  today: string;
  blocked: boolean;
  onRules: (rules: Availability) => void;
  onNotice: (notice: NoticeMessage) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { ask, dialog } = useConfirm();
  const { busy, pending } = usePending();
  const past = date < today;

  async function setBlocked(block: boolean) {
    if (block && !(await ask(aboutDay(AGENDA.blockQuestion, date), AGENDA.blockYes))) return;
    await pending(async () => {
      try {
        onRules(await setDateBlocked(date, block));
        onNotice(success(aboutDay(block ? AGENDA.blocked : AGENDA.unblocked, date)));
      } catch (error) {
        const reason = error instanceof ApiError && error.status > 0 ? [error.detail] : [];
        onNotice(failure(AGENDA.blockFailed, ...reason));
      }
    });
  }

  return (
    <div className="a-day-tools">
      {blocked && <span className="a-badge a-badge-off">{t(AGENDA.blockedBadge)}</span>}
      {!past && (
        <button
          type="button"
          className="a-button a-button-small"
          disabled={busy}
          onClick={() => void setBlocked(!blocked)}
        >
          {t(blocked ? AGENDA.unblockDay : AGENDA.blockDay)}
          <span className="visually-hidden"> ({formatCalendarDay(date, language)})</span>
        </button>
      )}
      {dialog}
    </div>
  );
}

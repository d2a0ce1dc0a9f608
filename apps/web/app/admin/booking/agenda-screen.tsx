import { type AgendaEntry, type Availability, SLOTS_MAX_DAYS, bookingIsOn } from '@coach/contract';
import { formatDate } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { AgendaGrid } from './agenda-grid.tsx';
import { AgendaList } from './agenda-list.tsx';
import { openingWeek } from './agenda-week.ts';
import { getAgenda, getAvailability } from './booking-api.ts';
import { ACTIONS, AGENDA, filled } from './texts.ts';
import { addDays, isCalendarDate, mondayOf, todayIn, weekOf } from './zoned-days.ts';

/** Wide enough for seven readable columns beside the sidebar; narrower, the week is a list. */
const GRID_QUERY = '(min-width: 1200px)';

/** Which week the agenda opened on by itself, told to the week it opened (location state). */
interface OpeningState {
  opening?: 'moved' | 'none';
}

/**
 * /admin/agenda (owners): a week of booked sessions, in the coach's time zone. The week is
 * in the address (`?week=YYYY-MM-DD`, any day of it), so a reload or a shared link keeps it.
 * Without one it opens on the week with sessions still ahead (`clock`: the time now).
 */
export function AgendaScreen({ clock = () => new Date() }: { clock?: () => Date }) {
  const t = useT();
  const [params] = useSearchParams();
  const loaded = useLoad(getAvailability, []);
  // A day blocked here answers the availability as saved: it replaces the one loaded.
  const [saved, setSaved] = useState<Availability>();
  const rules = saved ?? loaded.data;
  const asked = params.get('week');
  return (
    <section className="screen a-agenda">
      <ScreenHeader title={AGENDA.title} />
      <p className="a-lead">{t(AGENDA.intro)}</p>
      {!rules ? (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      ) : isCalendarDate(asked) ? (
        <AgendaWeek rules={rules} onRules={setSaved} clock={clock} />
      ) : (
        <OpeningWeek zone={rules.time_zone} clock={clock} />
      )}
    </section>
  );
}

/**
 * No week asked for: the sessions from today on (as far as one agenda call reaches) say
 * which week to open, and the address then names it, as a link to a week would.
 */
function OpeningWeek({ zone, clock }: { zone: string; clock: () => Date }) {
  const navigate = useNavigate();
  const [now] = useState(clock);
  const today = todayIn(zone, now);
  const upcoming = useLoad(() => getAgenda(today, addDays(today, SLOTS_MAX_DAYS - 1)), [today]);
  const found = upcoming.data && openingWeek(upcoming.data, today, now.getTime(), zone);
  const { monday, opening } = found ?? {};
  // Once, when the answer is in (a <Navigate> would navigate again at every render).
  useEffect(() => {
    if (!monday) return;
    const state: OpeningState = opening === 'this' ? {} : { opening };
    void navigate(`?week=${monday}`, { replace: true, state });
  }, [navigate, monday, opening]);
  return <LoadState error={upcoming.error} onRetry={() => void upcoming.reload()} />;
}

function AgendaWeek({
  rules,
  onRules,
  clock,
}: {
  rules: Availability;
  onRules: (rules: Availability) => void;
  clock: () => Date;
}) {
  const t = useT();
  const language = useLanguage();
  const [params] = useSearchParams();
  const { opening } = (useLocation().state as OpeningState | null) ?? {};
  const [notice, setNotice] = useState<NoticeMessage>();
  const wide = useMediaQuery(GRID_QUERY);
  const zone = rules.time_zone;
  const today = todayIn(zone, clock());
  const asked = params.get('week');
  const monday = mondayOf(isCalendarDate(asked) ? asked : today);
  const days = weekOf(monday);
  const agenda = useLoad(() => getAgenda(days[0]!, days[6]!), [monday]);

  async function changed(entry: AgendaEntry, booking: 'confirmed' | 'cancelled') {
    const done = booking === 'confirmed' ? ACTIONS.confirmed : ACTIONS.cancelled;
    setNotice(success(filled(done, { name: entry.name })));
    await agenda.reload();
  }

  const week = { days, today, rules, onChanged: changed, onRules, onNotice: setNotice };
  const weekLink = (date: string) => `?week=${date}`;
  return (
    <>
      {!bookingIsOn(rules) && (
        <p className="a-booking-state a-booking-off">
          {t(AGENDA.bookingOff)} <Link to="/admin/availability">{t(AGENDA.setHours)}</Link>
        </p>
      )}
      <div className="a-agenda-nav">
        <h2 className="a-agenda-week">
          {fillIn(t(AGENDA.weekOf), { date: formatDate(`${monday}T12:00:00Z`, language, 'UTC') })}
        </h2>
        <nav className="a-row-actions" aria-label={t(AGENDA.weekNav)}>
          <Link className="a-button a-button-small" to={weekLink(addDays(monday, -7))}>
            <span aria-hidden="true">‹ </span>
            {t(AGENDA.previousWeek)}
          </Link>
          <Link className="a-button a-button-small" to={weekLink(today)}>
            {t(AGENDA.today)}
          </Link>
          <Link className="a-button a-button-small" to={weekLink(addDays(monday, 7))}>
            {t(AGENDA.nextWeek)}
            <span aria-hidden="true"> ›</span>
          </Link>
        </nav>
        <p className="a-hint">{fillIn(t(AGENDA.timesIn), { zone })}</p>
      </div>
      {opening && (
        <p className="a-callout" role="status">
          {opening === 'moved'
            ? t(AGENDA.openedNext)
            : fillIn(t(AGENDA.nothingAhead), {
                days: localDigits(SLOTS_MAX_DAYS, language),
              })}
        </p>
      )}
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {agenda.data ? (
        <>
          {agenda.data.length === 0 && !opening && (
            <p className="a-muted">{t(AGENDA.noneThisWeek)}</p>
          )}
          {wide ? (
            <AgendaGrid {...week} sessions={agenda.data} />
          ) : (
            <AgendaList {...week} sessions={agenda.data} />
          )}
        </>
      ) : (
        <LoadState error={agenda.error} onRetry={() => void agenda.reload()} />
      )}
    </>
  );
}

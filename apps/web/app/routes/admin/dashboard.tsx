import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Attention } from '../../admin/dashboard/attention.tsx';
import { getDashboard } from '../../admin/dashboard/dashboard-api.ts';
import { SessionsSoon } from '../../admin/dashboard/sessions-soon.tsx';
import { SeatedEvents } from '../../admin/dashboard/seated-events.tsx';
import { EmailListCard } from '../../admin/dashboard/email-list-week.tsx';
import { Revenue } from '../../admin/dashboard/revenue.tsx';
import { Translations } from '../../admin/dashboard/translations.tsx';
import { L } from '../../admin/dashboard/texts.ts';
import { WeeklyChart } from '../../admin/dashboard/weekly-chart.tsx';
import { WeekSearches } from '../../admin/dashboard/week-searches.tsx';
import { useT } from '../../admin/i18n/text.ts';
import { UI } from '../../admin/i18n/ui.ts';
import { useNav } from '../../admin/auth/use-account.ts';
import { LoadState } from '../../admin/ui/load-state.tsx';
import { type NoticeMessage, Notice } from '../../admin/ui/notice.tsx';
import { ScreenHeader } from '../../admin/ui/screen-header.tsx';
import { useLoad } from '../../admin/ui/use-load.ts';

/**
 * The dashboard: what needs attention first (today's and tomorrow's sessions, waiting
 * appointments, orders and testimonials, the weekly chart, this month's revenue), then a
 * button to each management screen, grouped as in the sidebar.
 */
export default function Dashboard() {
  const t = useT();
  const { state } = useLocation();
  // Stats and banners come back here with their success message.
  const [notice, setNotice] = useState((state as { notice?: NoticeMessage } | null)?.notice);
  const figures = useLoad(getDashboard, []);
  const { groups } = useNav();
  return (
    <section className="screen a-dashboard">
      <ScreenHeader title={UI.dashboard} />
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <section className="a-dashboard-group" aria-labelledby="group-attention">
        <h2 id="group-attention">{t(L.attention)}</h2>
        {figures.data ? (
          <>
            {/* Booked sessions are appointments: an editor's figures leave them out. */}
            {figures.data.sessions_soon && <SessionsSoon soon={figures.data.sessions_soon} />}
            <Attention figures={figures.data} />
            {figures.data.events_with_seats && (
              <SeatedEvents events={figures.data.events_with_seats} />
            )}
            <div className="a-dashboard-figures">
              {figures.data.weeks && <WeeklyChart weeks={figures.data.weeks} />}
              <div className="a-dashboard-side">
                {figures.data.revenue_this_month && (
                  <Revenue revenue={figures.data.revenue_this_month} />
                )}
                {figures.data.email_list && <EmailListCard week={figures.data.email_list} />}
                <Translations />
              </div>
            </div>
            <WeekSearches />
          </>
        ) : (
          <LoadState error={figures.error} onRetry={() => void figures.reload()} />
        )}
      </section>
      <h2 className="a-dashboard-screens">{t(L.screens)}</h2>
      <p className="a-lead">{t(UI.dashboardIntro)}</p>
      {groups.map((group) => (
        <section
          key={group.label.en}
          className="a-dashboard-group"
          aria-labelledby={`group-${group.label.en}`}
        >
          <h3 id={`group-${group.label.en}`}>{t(group.label)}</h3>
          <ul className="a-dashboard-grid">
            {group.items.map((item) => (
              <li key={item.path}>
                <Link to={`/admin/${item.path}`} className="a-dashboard-card">
                  <span className="a-dashboard-initial" aria-hidden="true">
                    {Array.from(t(item.label))[0]}
                  </span>
                  <span>{t(item.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

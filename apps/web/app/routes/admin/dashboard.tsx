import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../admin/i18n/text.ts';
import { UI } from '../../admin/i18n/ui.ts';
import { NAV } from '../../admin/ui/nav.ts';
import { type NoticeMessage, Notice } from '../../admin/ui/notice.tsx';
import { ScreenHeader } from '../../admin/ui/screen-header.tsx';

/** The dashboard: a button to each management screen, grouped as in the sidebar. */
export default function Dashboard() {
  const t = useT();
  const { state } = useLocation();
  // Stats and banners come back here with their success message.
  const [notice, setNotice] = useState((state as { notice?: NoticeMessage } | null)?.notice);
  return (
    <section className="screen a-dashboard">
      <ScreenHeader title={UI.dashboard} />
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <p className="a-lead">{t(UI.dashboardIntro)}</p>
      {NAV.map((group) => (
        <section
          key={group.label.en}
          className="a-dashboard-group"
          aria-labelledby={`group-${group.label.en}`}
        >
          <h2 id={`group-${group.label.en}`}>{t(group.label)}</h2>
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

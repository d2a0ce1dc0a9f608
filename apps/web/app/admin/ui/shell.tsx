import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { signOut } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { useNav } from '../auth/use-account.ts';
import { mayAccess } from '@coach/contract';
import { screenAccess } from './nav.ts';
import { StorageFigure } from './storage-figure.tsx';

/** The signed-in frame: sidebar (a drawer on phones), top bar, breadcrumb and the screen. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const { groups, who } = useNav();
  // An account following an old link to a screen its role does not reach is told whose
  // it is, not shown a 403 (nothing is said before the role is known).
  const needed = screenAccess(pathname.split('/')[2] ?? '');
  const refused = who && !mayAccess(who.role, needed) ? needed : undefined;

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  async function logout() {
    try {
      await signOut();
    } catch {
      // The token is cleared locally either way; an already-expired one cannot be revoked.
    }
    navigate('/');
  }

  return (
    <div className={`admin admin-shell${open ? ' a-nav-open' : ''}`}>
      <a className="a-skip-link" href="#admin-main">
        {t(UI.skipToContent)}
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="a-menu-button"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t(UI.menu)}</span>
        </button>
        <NavLink to="/admin" end className="a-brand">
          <span className="a-brand-mark" aria-hidden="true">
            B
          </span>
          {t(UI.backOffice)}
        </NavLink>
        <div className="a-topbar-actions">
          <LanguageToggle className="a-language-toggle" label={t(UI.switchLanguageLabel)} />
          <a href="/" className="a-topbar-link">
            {t(UI.viewSite)}
          </a>
          <NavLink to="/admin/account" className="a-topbar-link">
            {t(UI.account)}
          </NavLink>
          <button type="button" className="a-button a-button-small" onClick={logout}>
            {t(UI.logout)}
          </button>
        </div>
      </header>
      <nav id="admin-nav" className="admin-sidebar" aria-label={t(UI.admin)}>
        <NavLink to="/admin" end className="a-nav-link">
          {t(UI.dashboard)}
        </NavLink>
        {groups.map((group) => (
          <div key={group.label.en} className="a-nav-group">
            <p className="a-nav-group-label">{t(group.label)}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={`/admin/${item.path}`} className="a-nav-link">
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <StorageFigure />
      </nav>
      {open && <div className="a-nav-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Breadcrumb />
        {refused ? (
          <section className="screen">
            <h1>{t(refused === 'owner' ? UI.ownersOnlyTitle : UI.staffOnlyTitle)}</h1>
            <p className="a-lead">{t(refused === 'owner' ? UI.ownersOnly : UI.staffOnly)}</p>
          </section>
        ) : (
          children
        )}
      </main>
    </div>
  );
}

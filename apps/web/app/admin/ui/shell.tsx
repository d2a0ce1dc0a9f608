import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { signOut } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { NAV } from './nav.ts';

/** The signed-in frame: sidebar (a drawer on phones), top bar, breadcrumb and the screen. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

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
    <div className={`admin admin-shell${open ? ' nav-open' : ''}`}>
      <a className="skip-link" href="#admin-main">
        {t(UI.skipToContent)}
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t(UI.menu)}</span>
        </button>
        <NavLink to="/admin" end className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          {t(UI.backOffice)}
        </NavLink>
        <div className="topbar-actions">
          <LanguageToggle />
          <a href="/" className="topbar-link">
            {t(UI.viewSite)}
          </a>
          <button type="button" className="button button-small" onClick={logout}>
            {t(UI.logout)}
          </button>
        </div>
      </header>
      <nav id="admin-nav" className="admin-sidebar" aria-label={t(UI.admin)}>
        <NavLink to="/admin" end className="nav-link">
          {t(UI.dashboard)}
        </NavLink>
        {NAV.map((group) => (
          <div key={group.label.en} className="nav-group">
            <p className="nav-group-label">{t(group.label)}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={`/admin/${item.path}`} className="nav-link">
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {open && <div className="nav-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Breadcrumb />
        {children}
      </main>
    </div>
  );
}

import { Menu, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LogoMark } from './Logo.tsx';
import { Sidebar } from './Sidebar.tsx';

const SettingsPanel = lazy(() => import('./SettingsPanel.tsx'));

/** Sidebar plus page: every route except /login and /admin. */
export function AppLayout() {
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // A tap on a link in the mobile overlay (or Back) closes it. The app's own address updates, such as the chat home
  // taking its chat's address, replace the entry and leave an overlay the person just opened where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    if (navigationType !== 'REPLACE') setNavOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
    setNavOpen(false);
  };

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Sidebar id="sidebar" open={navOpen} onClose={() => setNavOpen(false)} onOpenSettings={openSettings} />
      {navOpen && (
        <button
          type="button"
          className="scrim"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setNavOpen(false)}
          data-testid="sidebar-scrim"
        />
      )}
      <div className="shell-main">
        <header className="mobile-header">
          <button
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-controls="sidebar"
            aria-expanded={navOpen}
            onClick={() => setNavOpen(true)}
          >
            <Menu size={22} aria-hidden="true" />
          </button>
          <span className="mobile-brand">
            <LogoMark size={26} />
            Stellara
          </span>
          <button type="button" className="icon-button" aria-label="Settings" onClick={openSettings}>
            <Settings size={20} aria-hidden="true" />
          </button>
        </header>
        <main id="main" className="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

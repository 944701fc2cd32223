import { type AdminSession, adminSessionSchema } from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { type KeyboardEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate, useParams } from 'react-router';
import { apiRequest } from '../api/client.ts';
import { useMe } from '../api/session.ts';
import { LogoMark } from '../components/Logo.tsx';
import { useSignOut } from '../state/useSignOut.ts';
import { AdminLogin } from './AdminLogin.tsx';
import { dashboardFor } from './dashboards.ts';
import { ADMIN_ROLE_KEY, AdminPortalContext, type AdminPortal as Portal } from './portal.tsx';
import { ToastProvider } from './toast.tsx';
import './admin.css';

const adminSessionQuery = ['admin-session'] as const;

function Loading() {
  return (
    <main className="standalone" id="main">
      <p className="page-loading" role="status">
        Loading admin portal...
      </p>
    </main>
  );
}

/**
 * /admin (docs/admin.md): the login form for someone not signed in, the dashboard of the
 * administrator's role once signed in; a member who is not an administrator goes back to /.
 */
export function AdminPortal() {
  const { me, known } = useMe();
  const client = useQueryClient();
  const isAdmin = me?.isAdmin === true;
  const session = useQuery({
    queryKey: adminSessionQuery,
    queryFn: ({ signal }) => apiRequest('/admin/session', { signal, schema: adminSessionSchema }),
    enabled: isAdmin,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failed = known && (!isAdmin || session.isError);
  useEffect(() => {
    // A failed admin check clears the stored role (docs/admin.md).
    if (failed) localStorage.removeItem(ADMIN_ROLE_KEY);
  }, [failed]);

  if (!known) return <Loading />;
  if (me?.signedIn && !isAdmin) return <Navigate to="/" replace />;
  if (!me?.signedIn || session.isError) {
    return (
      <AdminLogin
        onSignedIn={(admin) => {
          client.setQueryData(adminSessionQuery, { admin });
          void client.invalidateQueries({ queryKey: ['me'] });
        }}
      />
    );
  }
  if (!session.data) return <Loading />;
  return (
    <ToastProvider>
      <Dashboard admin={session.data.admin} />
    </ToastProvider>
  );
}

function Dashboard({ admin }: { admin: AdminSession }) {
  const { label, tabs } = dashboardFor(admin.role);
  const navigate = useNavigate();
  const signOutAndForget = useSignOut();
  const requested = useParams()['*'];
  const current = tabs.find((tab) => tab.id === requested) ?? tabs[0]!;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const portal = useMemo<Portal>(() => ({ admin, goToTab: (id) => navigate(`/admin/${id}`) }), [admin, navigate]);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    // Take the tabs off the page first, synchronously: a tab still mounted (or one whose code is still loading) would
    // ask for data while the sign-out runs and get 401s.
    flushSync(() => setLeaving(true));
    try {
      // Forgets the stored role with everything else of the person in this tab, and goes to /.
      await signOutAndForget();
    } catch {
      // Signing out failed: forget everything this browser holds anyway (docs/admin.md).
      localStorage.clear();
      sessionStorage.clear();
    }
  };

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next = -1;
    if (step) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    portal.goToTab(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  if (leaving) return <Loading />;
  return (
    <AdminPortalContext.Provider value={portal}>
      <div className="admin" data-testid="admin-dashboard">
        <header className="admin-header">
          <div className="admin-brand">
            <LogoMark size={36} />
            <div>
              <p className="admin-role">{label}</p>
              <h1 className="admin-title">Stellara Admin</h1>
            </div>
          </div>
          <div className="admin-who">
            <div className="admin-identity">
              <span className="admin-name">{admin.name}</span>
              <span className="admin-email">{admin.email}</span>
            </div>
            <button type="button" className="button button-ghost button-small" onClick={() => void logout()}>
              <LogOut size={16} aria-hidden="true" /> Logout
            </button>
          </div>
        </header>
        <div className="tabs admin-tabs" role="tablist" aria-label={`${label} dashboard`}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              className="tab"
              aria-selected={tab === current}
              aria-controls="admin-panel"
              tabIndex={tab === current ? 0 : -1}
              onClick={() => portal.goToTab(tab.id)}
              onKeyDown={onTabKey}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <main className="admin-panel" id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${current.id}`}>
          <Suspense
            fallback={
              <p className="page-loading" role="status">
                Loading...
              </p>
            }
          >
            <current.Component />
          </Suspense>
        </main>
      </div>
    </AdminPortalContext.Provider>
  );
}

import { routeFor, routeRules } from '@stellara/contract/plans';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { resetSession, useMe, useProfile } from '../api/session.ts';
import { useNotices } from '../components/Notices.tsx';
import { decideNavigation } from '../routing/gate.ts';
import { matchShortcut, RESET_CONFIRM_TEXT } from '../routing/shortcuts.ts';
import { useAppState } from '../state/AppState.tsx';
import { clearAllStorage } from '../state/storage.ts';

/** Applies the routing rules of docs/routing.md around every page. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { viewer, known } = useMe();
  const profile = useProfile(viewer.signedIn);
  const { birthData, setInteracted, setPendingMessage } = useAppState();
  const notices = useNotices();
  // Members keep their birth data on the account; visitors in this browser session.
  const hasBirthData = viewer.signedIn ? Boolean(profile.data?.birthData) : birthData !== null;
  const settled = known && (!viewer.signedIn || !profile.isPending);
  const decision = decideNavigation(location.pathname, viewer, hasBirthData);

  // ?message=... on / becomes the chat's first message; the parameter leaves the address bar.
  const message = location.pathname === '/' ? searchParams.get('message') : null;
  useEffect(() => {
    if (message === null) return;
    const text = message.trim().slice(0, 1000);
    setPendingMessage(text === '' ? null : text);
    navigate('/', { replace: true });
  }, [message, navigate, setPendingMessage]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = matchShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'back-to-landing') {
        setInteracted(false);
        navigate('/');
        return;
      }
      void notices
        .confirm({ title: 'Start over?', text: RESET_CONFIRM_TEXT, confirmLabel: 'Reset and reload' })
        .then((yes) => {
          if (!yes) return;
          // Sign out and forget the server-side visitor session too; the reload happens either way.
          void resetSession()
            .catch(() => undefined)
            .finally(() => {
              clearAllStorage();
              window.location.assign('/');
            });
        });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, setInteracted, notices]);

  const route = routeFor(location.pathname);
  useEffect(() => {
    document.title =
      route && route !== '/' ? `${routeRules[route].title} · Stellara` : 'Stellara · Astrology in conversation';
  }, [route]);

  // Until the server has said who is asking, no rule can be applied fairly.
  if (!settled) return <div className="page-loading" aria-busy="true" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

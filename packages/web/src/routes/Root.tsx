import { routeFor, routeRules } from '@stellara/contract/plans';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { decideNavigation } from '../routing/gate.ts';
import { matchShortcut, RESET_CONFIRM_TEXT } from '../routing/shortcuts.ts';
import { useAppState } from '../state/AppState.tsx';
import { clearAllStorage } from '../state/storage.ts';
import { useViewer } from '../state/viewer.ts';

/** Applies the routing rules of spec section 2 around every page. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const viewer = useViewer();
  const { birthData, setInteracted, setPendingMessage } = useAppState();
  const decision = decideNavigation(location.pathname, viewer, birthData !== null);

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
      if (window.confirm(RESET_CONFIRM_TEXT)) {
        clearAllStorage();
        window.location.assign('/');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, setInteracted]);

  const route = routeFor(location.pathname);
  useEffect(() => {
    document.title =
      route && route !== '/' ? `${routeRules[route].title} · Stellara` : 'Stellara · Astrology in conversation';
  }, [route]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useMe, useProfile } from '../api/session.ts';
import { useAppState } from '../state/AppState.tsx';
import { Landing } from './Landing.tsx';

const ChatScreen = lazy(() => import('./ChatScreen.tsx'));

const loading = <div className="page-loading" aria-busy="true" />;

/**
 * / and /chat/:id: the landing screen first; the chat once the visitor has started it with complete birth data.
 * A signed-in member with birth data on the account has registered: the chat, in any tab, with the account's
 * birth data loaded into this session (a new tab starts with empty session storage). Ctrl/Cmd+Shift+L still
 * brings the landing screen back. At a chat's address (/chat/:id) a member, or the visitor whose chat it is, goes
 * straight to that chat.
 */
export function Home() {
  const { interacted, landingRequested, birthData, setBirthData, chatEpoch } = useAppState();
  const { viewer } = useMe();
  const routeId = useParams().id ?? null;
  const profile = useProfile(viewer.signedIn);
  const saved = viewer.signedIn ? profile.data?.birthData : undefined;
  const memberChat = Boolean(saved) && !landingRequested;
  // An address opens its chat even without a chart in this tab (the chat holds its own); one this viewer may not
  // open says so.
  const addressChat = routeId !== null;

  useEffect(() => {
    if (!birthData && saved && (interacted || memberChat || addressChat)) setBirthData({ ...saved });
  }, [birthData, saved, interacted, memberChat, addressChat, setBirthData]);

  // A member's profile (with their chart) is still on its way: the address waits for it rather than flash the landing.
  if (routeId !== null && viewer.signedIn && profile.isPending) return loading;

  if (addressChat || ((interacted || memberChat) && (birthData || saved))) {
    // One render without the session copy while the effect above puts the account's birth data in place.
    if (!birthData && saved) return loading;
    return (
      <Suspense fallback={loading}>
        {/* A new chat (the sidebar's New chat) starts the screen over. */}
        <ChatScreen key={chatEpoch} routeId={routeId} />
      </Suspense>
    );
  }
  return <Landing />;
}
